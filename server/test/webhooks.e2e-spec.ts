import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { LookupAddress } from 'node:dns';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../src/common/config';
import { RETRY_SCHEDULE_SECONDS } from '../src/webhooks/webhook-delivery.service';
import { WebhooksProcessor } from '../src/webhooks/webhooks.processor';
import { guardedLookup, isPublicAddress } from '../src/webhooks/ssrf-guard';
import { clearRedisPrefix } from './support/reset';
import { FeedServer, startFeedServer } from './support/feed-server';
import { feedFacts, feedXml } from './support/feed-facts';
import { Credentials, GqlResponse, Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { ReceivedAttempt, WebhookReceiver, startWebhookReceiver, until } from './support/webhook-receiver';

/**
 * Webhooks (issue 6; contract §8 and §9; developer spec §5 "Webhook", §6), end to end: endpoints
 * are managed on /graphql with an API key, the real worker ingests real feeds from the local feed
 * server, and the events reach real HTTP receivers (test/support/webhook-receiver.ts) that verify
 * every delivery with the official standardwebhooks package. Failing receivers get retries, 410
 * disables, private addresses are refused, and neither a dead worker nor a wiped Redis loses an event.
 *
 * No assertion is about elapsed time: waits poll until a state is reached. Retries due minutes
 * ahead are brought forward (their delayed job promoted), as an operator could.
 */

const WEBHOOK = 'id createdAt endpointUrl webhookSecret isVerified isActive events webhookEvents';
const ADD = `mutation ($url: String!, $events: [String!]!) { addWebhookUrlForUser(endpointUrl: $url, webhookEvents: $events) { ${WEBHOOK} } }`;
const UPDATE = `mutation ($id: ID!, $url: String!, $events: [String!]!) { updateWebhookForUser(id: $id, endpointUrl: $url, webhookEvents: $events) { ${WEBHOOK} } }`;
const DELETE = 'mutation ($id: ID!) { deleteWebhookForUser(id: $id) }';
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) { updateWebhookActiveForUser(id: $id, isActive: $isActive) { ${WEBHOOK} } }`;
const ROLL = `mutation ($id: ID!) { rollWebhookSecretForUser(id: $id) { ${WEBHOOK} } }`;
const REPLAY = 'mutation ($id: ID!) { replayFailedWebhookEvents(webhookId: $id) }';
const LIST = `{ getMyDeveloperWebhooks { userId webhooks { ${WEBHOOK} } } }`;

/** A URL that passes every creation check and is never delivered to (its events are never emitted here). */
const PUBLIC_URL = 'https://hooks.example.com/inkcast';
const QUIET_EVENTS = ['comicseries.created'];

interface WebhookView {
  id: string;
  createdAt: number;
  endpointUrl: string;
  webhookSecret: string;
  isVerified: boolean;
  isActive: boolean;
  events: string[];
  webhookEvents: string[];
}

/** A developer's endpoint and the receiver behind it. */
interface Endpoint {
  dev: Credentials;
  hook: WebhookView;
  receiver: WebhookReceiver;
}

/** A row of the delivery log (webhook_delivery); `gap` = seconds from the last attempt to the next. */
interface DeliveryRow {
  id: number;
  event_id: string;
  event_type: string;
  content_uuid: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  gap: number | null;
}

let ink: Inkcast;
let feeds: FeedServer;
let mailbox: Mailbox;
let tmp: string;
let webhooksQueue: Queue;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'inkcast-e2e-webhooks-'));
  feeds = await startFeedServer(tmp);
  mailbox = await startMailbox();
  ink = await startInkcast({ worker: true });
  webhooksQueue = ink.app.get<Queue>(getQueueToken('webhooks'));
});

afterAll(async () => {
  await ink?.close();
  for (const r of receivers) await r.close();
  await mailbox?.close();
  await feeds?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// helpers

function expectError(res: GqlResponse, code: string, message?: string | RegExp) {
  expect(res.status).toBe(200);
  expect(res.errors, JSON.stringify(res.body)).toHaveLength(1);
  const [error] = res.errors!;
  expect(error.code).toBe(code);
  expect(error.extensions.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
}

async function listWebhooks(dev: Credentials): Promise<WebhookView[]> {
  const res = await ink.gql(LIST, {}, dev);
  expect(res.errors).toBeUndefined();
  expect(res.data.getMyDeveloperWebhooks.userId).toBe(String(dev.userId));
  return res.data.getMyDeveloperWebhooks.webhooks;
}

async function addWebhook(dev: Credentials, url: string, events: string[]): Promise<WebhookView> {
  const res = await ink.gql(ADD, { url, events }, dev);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.addWebhookUrlForUser;
}

async function newReceiver(): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  return receiver;
}

/** A new Business developer with one endpoint on `events`, delivering to a new receiver that knows its secret. */
async function endpoint(events: string[]): Promise<Endpoint> {
  const dev = await ink.developer('BUSINESS');
  const receiver = await newReceiver();
  const hook = await addWebhook(dev, receiver.url(), events);
  receiver.secret = hook.webhookSecret;
  return { dev, hook, receiver };
}

async function removeEndpoint(e: Endpoint | undefined): Promise<void> {
  if (!e) return;
  const res = await ink.gql(DELETE, { id: e.hook.id }, e.dev);
  expect(res.errors).toBeUndefined();
}

async function remaining(dev: Credentials): Promise<number> {
  const res = await ink.gql('{ getApiRequestsRemaining }', {}, dev);
  expect(res.errors).toBeUndefined();
  return res.data.getApiRequestsRemaining;
}

/** Publishes `xml` as `name` on the feed server (a new URL is a new series) and returns its URL. */
async function publish(name: string, xml: string): Promise<string> {
  await writeFile(join(tmp, name), xml);
  return feeds.url(name);
}

/** Ingests one feed URL through the queue and the worker; returns the series uuid. */
async function ingest(url: string): Promise<string> {
  const [result] = await ink.ingest([url]);
  expect(result.error).toBeNull();
  return result.uuid!;
}

function deliveryRows(hookId: string): Promise<DeliveryRow[]> {
  return ink.db.query(
    `SELECT id::int, event_id, event_type, content_uuid::text, status, attempt_count, last_status_code, last_error,
       extract(epoch from next_attempt_at - last_attempt_at)::float AS gap
     FROM webhook_delivery WHERE webhook_id = $1 ORDER BY id`,
    [Number(hookId)],
  );
}

/** Waits until the outbox is relayed and no delivery of these endpoints is pending. */
async function settled(...hooks: WebhookView[]): Promise<void> {
  await until('the outbox to be relayed and the deliveries to finish', async () => {
    const [{ outbox, pending }] = await ink.db.query(
      `SELECT (SELECT count(*)::int FROM outbox_event WHERE relayed_at IS NULL) AS outbox,
              (SELECT count(*)::int FROM webhook_delivery WHERE webhook_id = ANY($1::int[]) AND status = 'PENDING') AS pending`,
      [hooks.map((h) => Number(h.id))],
    );
    return outbox === 0 && pending === 0;
  });
}

/** The receiver's verified deliveries about `uuid` (or whose data belongs to series `uuid`), one per webhook-id. */
function about(receiver: WebhookReceiver, seriesUuid: string): ReceivedAttempt[] {
  const seen = new Set<string>();
  return receiver.delivered().filter((a) => {
    const mine = a.payload.uuid === seriesUuid || a.payload.data?.podcastSeries?.uuid === seriesUuid;
    if (!mine || seen.has(a.id)) return false;
    seen.add(a.id);
    return true;
  });
}

const types = (attempts: ReceivedAttempt[]) => attempts.map((a) => a.payload.type as string).sort();

/**
 * Brings a pending delivery's next attempt forward to now: its row's next_attempt_at, and the
 * delayed `deliver-webhook` job holding it is promoted to run at once.
 */
async function hurry(row: { id: number }): Promise<void> {
  await ink.db.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE id = $1 AND status = 'PENDING'`, [row.id]);
  for (const job of await webhooksQueue.getDelayed()) {
    const ids = (job.data as { deliveryIds?: number[] }).deliveryIds ?? [];
    if (job.name === 'deliver-webhook' && ids.map(Number).includes(row.id)) await job.promote().catch(() => undefined); // already moved on: fine
  }
}

/** A feed with its channel title changed, so a copy is told apart from the original in the API. */
function retitled(file: string, title: string): string {
  const xml = feedXml(file);
  return xml.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
}

const ITEM = /<item[\s>][\s\S]*?<\/item>/g;

// ---------------------------------------------------------------------------------------------

describe('managing endpoints (contract §8, spec §5 "Webhook", §6)', () => {
  it('only a Business developer with an active subscription may create one: Free, Pro and past_due Business get ACCESS_NOT_ALLOWED', async () => {
    for (const plan of ['FREE', 'PRO'] as const) {
      const dev = await ink.developer(plan);
      expectError(await ink.gql(ADD, { url: PUBLIC_URL, events: QUIET_EVENTS }, dev), 'ACCESS_NOT_ALLOWED');
      expect(await listWebhooks(dev)).toEqual([]);
    }
    const pastDue = await ink.developer('BUSINESS');
    await ink.db.query(`UPDATE users SET developer_subscription_status = 'past_due' WHERE id = $1`, [pastDue.userId]);
    expectError(await ink.gql(ADD, { url: PUBLIC_URL, events: QUIET_EVENTS }, pastDue), 'ACCESS_NOT_ALLOWED');
    expect(await listWebhooks(pastDue)).toEqual([]);
  });

  it('a Business developer creates an endpoint: active, unverified, with a whsec_ secret shown to its owner', async () => {
    const dev = await ink.developer('BUSINESS');
    const events = ['podcastseries.created', 'comicissue.deleted'];
    const hook = await addWebhook(dev, PUBLIC_URL, events);
    expect(hook).toMatchObject({ endpointUrl: PUBLIC_URL, isActive: true, isVerified: false, events, webhookEvents: events });
    expect(hook.id).toMatch(/^\d+$/);
    // Standard Webhooks secret: whsec_ + base64 of at least 24 bytes.
    expect(hook.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hook.webhookSecret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(Math.abs(hook.createdAt - Date.now() / 1000)).toBeLessThan(3600);
    expect(await listWebhooks(dev)).toEqual([hook]);
    await ink.gql(DELETE, { id: hook.id }, dev);
  });

  it('up to allowedWebhookLimit (default 1): the next create is ACCESS_NOT_ALLOWED; a raised limit allows more', async () => {
    const dev = await ink.developer('BUSINESS');
    const first = await addWebhook(dev, PUBLIC_URL, QUIET_EVENTS);
    expectError(await ink.gql(ADD, { url: `${PUBLIC_URL}/2`, events: QUIET_EVENTS }, dev), 'ACCESS_NOT_ALLOWED', 'You have reached your limit of 1 webhook.');
    expect(await listWebhooks(dev)).toEqual([first]);

    await ink.db.query('UPDATE users SET allowed_webhook_limit = 2 WHERE id = $1', [dev.userId]);
    const second = await addWebhook(dev, `${PUBLIC_URL}/2`, QUIET_EVENTS);
    expectError(await ink.gql(ADD, { url: `${PUBLIC_URL}/3`, events: QUIET_EVENTS }, dev), 'ACCESS_NOT_ALLOWED', 'You have reached your limit of 2 webhooks.');
    expect((await listWebhooks(dev)).map((w) => w.id)).toEqual([first.id, second.id]);

    // Deleting one frees its place.
    expect((await ink.gql(DELETE, { id: first.id }, dev)).data.deleteWebhookForUser).toBe(first.id);
    const third = await addWebhook(dev, `${PUBLIC_URL}/3`, QUIET_EVENTS);
    expect((await listWebhooks(dev)).map((w) => w.id)).toEqual([second.id, third.id]);
    await ink.gql(DELETE, { id: second.id }, dev);
    await ink.gql(DELETE, { id: third.id }, dev);
  });

  describe('the spec\'s validation messages, as BAD_USER_INPUT, on create and on update', () => {
    let dev: Credentials;
    let existing: WebhookView;
    const NOT_PUBLIC = 'Endpoint URL must point to a public internet address.';
    const cases: [string, string, string[], string | RegExp][] = [
      ['an empty URL', '', QUIET_EVENTS, 'Endpoint URL cannot be blank'],
      ['a blank URL', '   ', QUIET_EVENTS, 'Endpoint URL cannot be blank'],
      ['an ftp:// URL', 'ftp://hooks.example.com/inkcast', QUIET_EVENTS, 'Endpoint URL does not look to be a valid URL. Make sure it starts with http:// or https://'],
      ['a URL without a scheme', 'hooks.example.com/inkcast', QUIET_EVENTS, 'Endpoint URL does not look to be a valid URL. Make sure it starts with http:// or https://'],
      ['no event', PUBLIC_URL, [], 'You need to select at least one Webhook event.'],
      ['an unknown event', PUBLIC_URL, ['podcastseries.created', 'podcastseries.feed_updated'], /podcastseries\.feed_updated/],
      ['a private address (10/8)', 'http://10.0.0.5/x', QUIET_EVENTS, NOT_PUBLIC],
      ['a private address (192.168/16)', 'https://192.168.1.20:8443/x', QUIET_EVENTS, NOT_PUBLIC],
      ['localhost (not on the allow-list)', 'http://localhost:1/x', QUIET_EVENTS, NOT_PUBLIC],
      ['IPv6 loopback', 'http://[::1]/x', QUIET_EVENTS, NOT_PUBLIC],
      ['an IPv4-mapped IPv6 private address', 'http://[::ffff:10.0.0.1]/x', QUIET_EVENTS, NOT_PUBLIC],
      ['the cloud metadata address (169.254/16)', 'http://169.254.169.254/', QUIET_EVENTS, NOT_PUBLIC],
      ['a CGNAT address (100.64/10)', 'http://100.64.1.1/x', QUIET_EVENTS, NOT_PUBLIC],
    ];

    beforeAll(async () => {
      dev = await ink.developer('BUSINESS');
      await ink.db.query('UPDATE users SET allowed_webhook_limit = 2 WHERE id = $1', [dev.userId]);
      existing = await addWebhook(dev, PUBLIC_URL, QUIET_EVENTS);
    });

    afterAll(async () => {
      await ink.gql(DELETE, { id: existing.id }, dev);
    });

    it.each(cases)('%s is refused on create', async (_, url, events, message) => {
      const res = await ink.gql(ADD, { url, events }, dev);
      expectError(res, 'BAD_USER_INPUT', message);
      expect(res.data?.addWebhookUrlForUser ?? null).toBeNull();
      expect(await listWebhooks(dev)).toEqual([existing]);
    });

    it.each(cases)('%s is refused on update, and the endpoint is left as it was', async (_, url, events, message) => {
      expectError(await ink.gql(UPDATE, { id: existing.id, url, events }, dev), 'BAD_USER_INPUT', message);
      expect(await listWebhooks(dev)).toEqual([existing]);
    });
  });

  it('update replaces URL and events and keeps the secret; roll gives a new secret', async () => {
    const dev = await ink.developer('BUSINESS');
    const hook = await addWebhook(dev, PUBLIC_URL, QUIET_EVENTS);
    const res = await ink.gql(UPDATE, { id: hook.id, url: 'http://hooks.example.org/v2', events: ['creator.created', 'creator.deleted'] }, dev);
    expect(res.errors).toBeUndefined();
    const updated: WebhookView = res.data.updateWebhookForUser;
    expect(updated).toEqual({ ...hook, endpointUrl: 'http://hooks.example.org/v2', events: ['creator.created', 'creator.deleted'], webhookEvents: ['creator.created', 'creator.deleted'] });

    const rolled: WebhookView = (await ink.gql(ROLL, { id: hook.id }, dev)).data.rollWebhookSecretForUser;
    expect(rolled.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(rolled.webhookSecret).not.toBe(hook.webhookSecret);
    expect(rolled).toEqual({ ...updated, webhookSecret: rolled.webhookSecret });
    expect(await listWebhooks(dev)).toEqual([rolled]);

    const deleted = await ink.gql(DELETE, { id: hook.id }, dev);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteWebhookForUser).toBe(hook.id);
    expect(await listWebhooks(dev)).toEqual([]);
    // Gone is gone: a second delete finds nothing of the caller's.
    expectError(await ink.gql(DELETE, { id: hook.id }, dev), 'ACCESS_NOT_ALLOWED');
  });

  it("another user's webhook id is ACCESS_NOT_ALLOWED for update, delete, pause, roll and replay, and stays as it was", async () => {
    const owner = await ink.developer('BUSINESS');
    const other = await ink.developer('BUSINESS');
    const hook = await addWebhook(owner, PUBLIC_URL, QUIET_EVENTS);
    const attempts: [string, string, Record<string, unknown>][] = [
      ['updateWebhookForUser', UPDATE, { id: hook.id, url: 'https://attacker.example.com/', events: ['podcastepisode.created'] }],
      ['deleteWebhookForUser', DELETE, { id: hook.id }],
      ['updateWebhookActiveForUser', SET_ACTIVE, { id: hook.id, isActive: false }],
      ['rollWebhookSecretForUser', ROLL, { id: hook.id }],
      ['replayFailedWebhookEvents', REPLAY, { id: hook.id }],
    ];
    for (const [field, mutation, variables] of attempts) {
      const res = await ink.gql(mutation, variables, other);
      expectError(res, 'ACCESS_NOT_ALLOWED');
      expect(res.data?.[field] ?? null).toBeNull();
    }
    // Ids that are nobody's, or no id at all, are refused alike.
    for (const id of ['999999', 'abc', '-1']) expectError(await ink.gql(ROLL, { id }, owner), 'ACCESS_NOT_ALLOWED');
    expect(await listWebhooks(owner)).toEqual([hook]);
    expect(await listWebhooks(other)).toEqual([]);
    await ink.gql(DELETE, { id: hook.id }, owner);
  });

  it('webhook mutations and getMyDeveloperWebhooks are not counted against the API quota', async () => {
    const dev = await ink.developer('BUSINESS');
    expect(await remaining(dev)).toBe(350_000);
    const hook = await addWebhook(dev, PUBLIC_URL, QUIET_EVENTS);
    await listWebhooks(dev);
    for (const [mutation, variables] of [
      [UPDATE, { id: hook.id, url: `${PUBLIC_URL}/v2`, events: QUIET_EVENTS }],
      [SET_ACTIVE, { id: hook.id, isActive: false }],
      [SET_ACTIVE, { id: hook.id, isActive: true }],
      [ROLL, { id: hook.id }],
      [REPLAY, { id: hook.id }],
      [DELETE, { id: hook.id }],
    ] as const) {
      expect((await ink.gql(mutation, variables, dev)).errors).toBeUndefined();
    }
    // A refused one neither.
    expectError(await ink.gql(ADD, { url: '', events: QUIET_EVENTS }, dev), 'BAD_USER_INPUT');
    expect(await remaining(dev)).toBe(350_000);
    // …while an ordinary query is counted, so the figure above is live.
    expect((await ink.gql('{ getPodcastSeries(name: "Nothing To See") { uuid } }', {}, dev)).errors).toBeUndefined();
    expect(await remaining(dev)).toBe(349_999);
  });
});

// ---------------------------------------------------------------------------------------------

describe('delivery of ingest events (contract §9)', () => {
  const FEED = 'tiempo-de-valientes.xml';
  const facts = feedFacts(FEED);
  /** Subscribed to the series' creation and every episode event. */
  let a: Endpoint;
  /** Subscribed to series and iTunes-info events only. */
  let b: Endpoint;
  let url: string;
  let seriesUuid: string;
  let startedAt: number;
  /** Episodes of the series in the database, by guid. */
  let episodes: Map<string, { uuid: string; name: string }>;

  beforeAll(async () => {
    a = await endpoint(['podcastseries.created', 'podcastepisode.created', 'podcastepisode.updated', 'podcastepisode.deleted', 'podcastseries.new_episodes_released']);
    b = await endpoint(['podcastseries.created', 'podcastseries.updated', 'itunesinfo.created', 'itunesinfo.updated']);
    startedAt = Math.floor(Date.now() / 1000);
    url = await publish('wh-delivery.xml', feedXml(FEED));
    seriesUuid = await ingest(url);
    const rows: { uuid: string; guid: string; name: string }[] = await ink.db.query('SELECT uuid, guid, name FROM podcast_episode WHERE series_uuid = $1', [seriesUuid]);
    episodes = new Map(rows.map((r) => [r.guid, r]));
    expect(episodes.size).toBe(facts.episodes.length);
    await until(`${facts.episodes.length + 1} deliveries to endpoint a`, () => about(a.receiver, seriesUuid).length >= facts.episodes.length + 1);
    await settled(a.hook, b.hook);
  });

  afterAll(async () => {
    await removeEndpoint(a);
    await removeEndpoint(b);
  });

  it('delivers podcastseries.created and one podcastepisode.created per episode, each verifying with standardwebhooks', async () => {
    const got = about(a.receiver, seriesUuid);
    expect(types(got)).toEqual([...Array(facts.episodes.length).fill('podcastepisode.created'), 'podcastseries.created']);
    expect(got.filter((g) => g.payload.type === 'podcastepisode.created').map((g) => g.payload.uuid).sort()).toEqual([...episodes.values()].map((e) => e.uuid).sort());
    // Every request verified (the receiver answers 400 and records anything else), each answered once.
    expect(a.receiver.rejected).toEqual([]);
    expect(a.receiver.attempts).toHaveLength(got.length);
    // The delivery log says the same.
    const rows = await deliveryRows(a.hook.id);
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'SUCCEEDED'));
    expect(new Set(rows.map((r) => r.event_id))).toEqual(a.receiver.deliveredIds());
    expect(rows.map((r) => [r.attempt_count, r.last_status_code])).toEqual(rows.map(() => [1, 200]));
    // The endpoint answered a 2xx: it is verified now.
    expect((await listWebhooks(a.dev))[0]).toMatchObject({ id: a.hook.id, isActive: true, isVerified: true });
  });

  it("the series event has the contract's envelope, signature headers and the legacy secret header", async () => {
    const [event] = about(a.receiver, seriesUuid).filter((g) => g.payload.type === 'podcastseries.created');
    const { payload, headers, body } = event;
    expect(Object.keys(payload).sort()).toEqual(['action', 'data', 'id', 'matchingFilters', 'taddyType', 'timestamp', 'type', 'uuid']);
    expect(payload).toMatchObject({ uuid: seriesUuid, taddyType: 'podcastseries', action: 'created', type: 'podcastseries.created', matchingFilters: [], id: headers['webhook-id'] });
    expect(Number.isInteger(payload.timestamp)).toBe(true);
    expect(payload.timestamp).toBeGreaterThanOrEqual(startedAt - 1);
    expect(payload.timestamp).toBeLessThanOrEqual(Number(headers['webhook-timestamp']));

    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers['x-inkcast-webhook-secret']).toBe(a.hook.webhookSecret);
    // Signed over the exact bytes: one byte more and the signature no longer verifies.
    expect(() => new Webhook(a.hook.webhookSecret).verify(`${body} `, headers as Record<string, string>)).toThrow();

    // data: the §5 scalar fields as the API returns them (an API call of another developer, so a's quota is untouched).
    const reader = await ink.developer('PRO');
    const SERIES_FIELDS = `uuid datePublished itunesId name description imageUrl hash childrenHash copyright websiteUrl rssUrl rssOwnerName
      rssOwnerPublicEmail authorName isExplicitContent isCompleted isBlocked descriptionLinks genres seriesType language contentType
      taddyTranscribeStatus totalEpisodesCount`;
    const res = await ink.gql(`query ($uuid: ID) { getPodcastSeries(uuid: $uuid) { ${SERIES_FIELDS} } }`, { uuid: seriesUuid }, reader);
    expect(res.errors).toBeUndefined();
    expect(payload.data).toMatchObject(res.data.getPodcastSeries);
    expect(payload.data).toMatchObject({ uuid: seriesUuid, name: facts.title, rssUrl: url, totalEpisodesCount: facts.episodes.length });
    expect(payload.data.itunesInfo).toMatchObject({ uuid: seriesUuid });
  });

  it('each episode event carries the episode as the API returns it, with its series', async () => {
    const reader = await ink.developer('PRO');
    const EPISODE_FIELDS = `uuid datePublished fileLength duration seasonNumber episodeNumber name imageUrl hash guid subtitle audioUrl videoUrl
      fileType websiteUrl isExplicitContent isRemoved isBlocked descriptionLinks transcriptUrls chaptersUrls episodeType taddyTranscribeStatus
      description podcastSeries { uuid name rssUrl itunesId }`;
    for (const event of about(a.receiver, seriesUuid).filter((g) => g.payload.type === 'podcastepisode.created')) {
      const { payload } = event;
      expect(payload).toMatchObject({ taddyType: 'podcastepisode', action: 'created', matchingFilters: [], id: event.headers['webhook-id'] });
      const item = facts.episodes.find((e) => e.guid === payload.data.guid)!;
      expect(item, `an item with guid ${payload.data.guid} in the feed`).toBeDefined();
      expect(payload.data).toMatchObject({ uuid: episodes.get(item.guid!)!.uuid, name: item.title, audioUrl: item.enclosureUrl, datePublished: item.datePublished, isRemoved: false });
      const res = await ink.gql(`query ($uuid: ID) { getPodcastEpisode(uuid: $uuid) { ${EPISODE_FIELDS} } }`, { uuid: payload.uuid }, reader);
      expect(res.errors).toBeUndefined();
      expect(payload.data).toMatchObject(res.data.getPodcastEpisode);
    }
  });

  it('events an endpoint did not subscribe to are not sent to it, while another endpoint gets them', async () => {
    expect(about(a.receiver, seriesUuid).filter((g) => !a.hook.events.includes(g.payload.type))).toEqual([]);
    expect(types(about(b.receiver, seriesUuid))).toEqual(['itunesinfo.created', 'podcastseries.created']);
    expect(b.receiver.rejected).toEqual([]);
    // Different endpoints, different secrets, the same event id for the same event.
    const seriesEventA = about(a.receiver, seriesUuid).find((g) => g.payload.type === 'podcastseries.created')!;
    const seriesEventB = about(b.receiver, seriesUuid).find((g) => g.payload.type === 'podcastseries.created')!;
    expect(seriesEventB.id).toBe(seriesEventA.id);
    expect(seriesEventB.headers['x-inkcast-webhook-secret']).toBe(b.hook.webhookSecret);
    expect(() => new Webhook(a.hook.webhookSecret).verify(seriesEventB.body, seriesEventB.headers as Record<string, string>)).toThrow();
    expect((await deliveryRows(b.hook.id)).map((r) => r.event_type).sort()).toEqual(['itunesinfo.created', 'podcastseries.created']);
  });

  it('webhook deliveries are not counted against the receiving developer\'s quota', async () => {
    expect(await remaining(a.dev)).toBe(350_000);
  });

  it('re-ingesting the same feed sends nothing', async () => {
    const [{ n: outboxBefore }] = await ink.db.query('SELECT count(*)::int AS n FROM outbox_event');
    const before = [a.receiver.attempts.length, b.receiver.attempts.length];
    expect(await ingest(url)).toBe(seriesUuid);
    const [{ n: outboxAfter }] = await ink.db.query('SELECT count(*)::int AS n FROM outbox_event');
    expect(outboxAfter).toBe(outboxBefore);
    await settled(a.hook, b.hook);
    expect([a.receiver.attempts.length, b.receiver.attempts.length]).toEqual(before);
  });

  it('a changed copy (one title changed, one item dropped, one new) sends updated, deleted, created and one new_episodes_released', async () => {
    const items = feedXml(FEED).match(ITEM)!;
    const changed = facts.episodes[1];
    const dropped = facts.episodes[2];
    const NEW_GUID = 'inkcast-e2e-webhooks-new-episode';
    const NEW_TITLE = 'Tiempo de valientes: un capítulo nuevo';
    const NEW_AUDIO = 'http://media.example.com/tiempo/nuevo.mp3';
    const fresh = items[0]
      .replace(/<guid([^>]*)>[^<]*<\/guid>/, `<guid$1>${NEW_GUID}</guid>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${NEW_TITLE}</title>`)
      .replace(/<enclosure url="[^"]*"/, `<enclosure url="${NEW_AUDIO}"`)
      .replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>Wed, 01 Jun 2016 10:00:00 GMT</pubDate>');
    let xml = feedXml(FEED);
    xml = xml.replace(items[1], items[1].replace(/<title>[^<]*<\/title>/, '<title>Capítulo corregido</title>'));
    xml = xml.replace(items[2], '');
    xml = xml.replace(items[0], `${fresh}\n    ${items[0]}`);
    expect(feedFacts(FEED, xml).episodes.map((e) => e.guid)).toEqual([NEW_GUID, ...facts.episodes.filter((e) => e !== dropped).map((e) => e.guid)]);

    const beforeA = new Set(a.receiver.deliveredIds());
    const beforeB = new Set(b.receiver.deliveredIds());
    await publish('wh-delivery.xml', xml);
    expect(await ingest(url)).toBe(seriesUuid);
    await settled(a.hook, b.hook);

    const newA = about(a.receiver, seriesUuid).filter((g) => !beforeA.has(g.id));
    expect(types(newA)).toEqual(['podcastepisode.created', 'podcastepisode.deleted', 'podcastepisode.updated', 'podcastseries.new_episodes_released']);
    const byType = Object.fromEntries(newA.map((g) => [g.payload.type, g.payload]));
    expect(byType['podcastepisode.updated']).toMatchObject({ uuid: episodes.get(changed.guid!)!.uuid, data: { guid: changed.guid, name: 'Capítulo corregido' } });
    // deleted carries the last values of the episode.
    expect(byType['podcastepisode.deleted']).toMatchObject({ uuid: episodes.get(dropped.guid!)!.uuid, data: { guid: dropped.guid, name: dropped.title } });
    const [created] = await ink.db.query('SELECT uuid FROM podcast_episode WHERE series_uuid = $1 AND guid = $2', [seriesUuid, NEW_GUID]);
    expect(byType['podcastepisode.created']).toMatchObject({ uuid: created.uuid, data: { guid: NEW_GUID, name: NEW_TITLE, audioUrl: NEW_AUDIO } });
    expect(byType['podcastseries.new_episodes_released']).toMatchObject({ uuid: seriesUuid, taddyType: 'podcastseries', action: 'new_episodes_released', data: { uuid: seriesUuid, name: facts.title } });
    expect(a.receiver.rejected).toEqual([]);

    // b hears of the series' change only (its children changed), not of the episodes.
    expect(types(about(b.receiver, seriesUuid).filter((g) => !beforeB.has(g.id)))).toEqual(['podcastseries.updated']);
  });

  it('mockWebhookEvent sends the real envelope of the content, marked isMock, once and signed; unknown content is BAD_USER_INPUT', async () => {
    const MOCK = 'mutation ($id: ID!, $uuid: String!, $type: String!, $action: WebhookEventActionType!) { mockWebhookEvent(webhookId: $id, contentUuid: $uuid, taddyType: $type, action: $action) }';
    const episode = [...episodes.values()][0];
    const before = a.receiver.attempts.length;
    const res = await ink.gql(MOCK, { id: a.hook.id, uuid: episode.uuid, type: 'podcastepisode', action: 'updated' }, a.dev);
    expect(res.errors).toBeUndefined();
    expect(res.data.mockWebhookEvent).toBe(true);
    await until('the mock event', () => a.receiver.attempts.length > before);
    const mock = a.receiver.attempts.at(-1)!;
    expect(a.receiver.rejected).toEqual([]);
    expect(mock.payload).toMatchObject({ uuid: episode.uuid, taddyType: 'podcastepisode', action: 'updated', type: 'podcastepisode.updated', isMock: true });
    expect(mock.payload.data).toMatchObject({ uuid: episode.uuid, name: episode.name, podcastSeries: { uuid: seriesUuid } });
    const unknown = await ink.gql(MOCK, { id: a.hook.id, uuid: '00000000-0000-4000-8000-000000000000', type: 'podcastepisode', action: 'updated' }, a.dev);
    expectError(unknown, 'BAD_USER_INPUT');
    const other = await ink.developer('BUSINESS');
    expectError(await ink.gql(MOCK, { id: a.hook.id, uuid: episode.uuid, type: 'podcastepisode', action: 'updated' }, other), 'ACCESS_NOT_ALLOWED');
  });

  it('rolling the secret: later deliveries verify with the new secret only', async () => {
    const old = a.hook.webhookSecret;
    const rolled: WebhookView = (await ink.gql(ROLL, { id: a.hook.id }, a.dev)).data.rollWebhookSecretForUser;
    expect(rolled.webhookSecret).not.toBe(old);
    a.receiver.secret = rolled.webhookSecret;
    a.hook = rolled;

    const copyUrl = await publish('wh-rolled.xml', retitled('baywatch-berlin.xml', 'Baywatch Berlin (rolled)'));
    const copyUuid = await ingest(copyUrl);
    await settled(a.hook);
    const got = about(a.receiver, copyUuid);
    expect(types(got)).toEqual(['podcastepisode.created', 'podcastseries.created']);
    expect(a.receiver.rejected).toEqual([]);
    for (const event of got) {
      expect(event.headers['x-inkcast-webhook-secret']).toBe(rolled.webhookSecret);
      expect(() => new Webhook(old).verify(event.body, event.headers as Record<string, string>)).toThrow();
    }
  });

  it('a paused endpoint receives nothing (while others do) until it is resumed', async () => {
    const paused = await ink.gql(SET_ACTIVE, { id: a.hook.id, isActive: false }, a.dev);
    expect(paused.errors).toBeUndefined();
    expect(paused.data.updateWebhookActiveForUser).toMatchObject({ id: a.hook.id, isActive: false });
    const before = a.receiver.attempts.length;

    // b, still active, is subscribed to podcastseries.created: the event exists and reaches b, not a.
    const pausedUuid = await ingest(await publish('wh-paused.xml', retitled('baywatch-berlin.xml', 'Baywatch Berlin (paused)')));
    await until('b to get podcastseries.created of the series ingested while a was paused', () =>
      about(b.receiver, pausedUuid).some((g) => g.payload.type === 'podcastseries.created'),
    );
    await settled(a.hook, b.hook);
    expect(a.receiver.attempts.length).toBe(before);
    expect((await deliveryRows(a.hook.id)).filter((r) => r.content_uuid === pausedUuid)).toEqual([]);

    const resumed = await ink.gql(SET_ACTIVE, { id: a.hook.id, isActive: true }, a.dev);
    expect(resumed.data.updateWebhookActiveForUser).toMatchObject({ id: a.hook.id, isActive: true });
    const resumedUuid = await ingest(await publish('wh-resumed.xml', retitled('baywatch-berlin.xml', 'Baywatch Berlin (resumed)')));
    await until('a to get the events of the series ingested after it was resumed', () => about(a.receiver, resumedUuid).length === 2);
    expect(types(about(a.receiver, resumedUuid))).toEqual(['podcastepisode.created', 'podcastseries.created']);
  });
});

// ---------------------------------------------------------------------------------------------

describe('retries, Retry-After, 410 and disabling (contract §9)', () => {
  const done: Endpoint[] = [];
  let feedNo = 0;

  /** Ingests a fresh one-episode series (a new copy of baywatch-berlin.xml); returns its uuid. */
  async function freshSeries(): Promise<string> {
    feedNo += 1;
    return ingest(await publish(`wh-retry-${feedNo}.xml`, retitled('baywatch-berlin.xml', `Baywatch Berlin (retry ${feedNo})`)));
  }

  async function subscribed(events: string[]): Promise<Endpoint> {
    const e = await endpoint(events);
    done.push(e);
    return e;
  }

  /** The endpoint's one delivery about `uuid`, once `ready` holds for it. */
  async function deliveryOf(e: Endpoint, uuid: string, what: string, ready: (r: DeliveryRow) => boolean): Promise<DeliveryRow> {
    let row: DeliveryRow | undefined;
    await until(what, async () => {
      row = (await deliveryRows(e.hook.id)).find((r) => r.content_uuid === uuid);
      return !!row && ready(row);
    });
    return row!;
  }

  afterAll(async () => {
    for (const e of done) await removeEndpoint(e);
  });

  it('a receiver failing twice (500) then succeeding gets the event on the third attempt; the log records each attempt', async () => {
    const e = await subscribed(['podcastseries.created']);
    e.receiver.reply({ status: 500 }, { status: 500 });
    const uuid = await freshSeries();

    let row = await deliveryOf(e, uuid, 'the first attempt', (r) => r.attempt_count >= 1);
    expect(row).toMatchObject({ status: 'PENDING', attempt_count: 1, last_status_code: 500, last_error: 'HTTP 500' });
    // First retry 5 s later, ±20 % jitter (next_attempt_at − last_attempt_at, both set by the same statement).
    expect(row.gap).toBeGreaterThanOrEqual(RETRY_SCHEDULE_SECONDS[0] * 0.8);
    expect(row.gap).toBeLessThanOrEqual(RETRY_SCHEDULE_SECONDS[0] * 1.2);
    expect((await listWebhooks(e.dev))[0]).toMatchObject({ isActive: true, isVerified: false });

    // The 5 s retry is waited for; the next one (5 min) is brought forward.
    row = await deliveryOf(e, uuid, 'the first retry', (r) => r.attempt_count >= 2);
    expect(row).toMatchObject({ status: 'PENDING', attempt_count: 2, last_status_code: 500 });
    expect(row.gap).toBeGreaterThanOrEqual(RETRY_SCHEDULE_SECONDS[1] * 0.8);
    expect(row.gap).toBeLessThanOrEqual(RETRY_SCHEDULE_SECONDS[1] * 1.2);
    await hurry(row);

    row = await deliveryOf(e, uuid, 'the delivery to succeed', (r) => r.status !== 'PENDING');
    expect(row).toMatchObject({ status: 'SUCCEEDED', attempt_count: 3, last_status_code: 200, last_error: null });
    const attempts = e.receiver.attempts.filter((a) => a.payload.uuid === uuid);
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    // One event, one webhook-id, one body, each attempt signed afresh and verifying.
    expect(new Set(attempts.map((a) => a.id))).toEqual(new Set([row.event_id]));
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    expect(e.receiver.rejected).toEqual([]);
    expect((await listWebhooks(e.dev))[0]).toMatchObject({ isActive: true, isVerified: true });
  });

  it('Retry-After is honoured, in seconds and as an HTTP date', async () => {
    const e = await subscribed(['podcastseries.created']);
    e.receiver.reply({ status: 503, headers: { 'retry-after': '120' } });
    const uuid = await freshSeries();
    let row = await deliveryOf(e, uuid, 'the first attempt', (r) => r.attempt_count >= 1);
    expect(row).toMatchObject({ status: 'PENDING', attempt_count: 1, last_status_code: 503 });
    expect(row.gap).toBeGreaterThanOrEqual(120);

    const notBefore = new Date(Date.now() + 3600_000);
    e.receiver.reply({ status: 429, headers: { 'retry-after': notBefore.toUTCString() } });
    await hurry(row);
    row = await deliveryOf(e, uuid, 'the second attempt', (r) => r.attempt_count >= 2);
    expect(row).toMatchObject({ status: 'PENDING', attempt_count: 2, last_status_code: 429 });
    const [{ next }] = await ink.db.query('SELECT extract(epoch from next_attempt_at)::float AS next FROM webhook_delivery WHERE id = $1', [row.id]);
    // HTTP dates have whole seconds.
    expect(next).toBeGreaterThanOrEqual(Math.floor(notBefore.getTime() / 1000) - 1);

    await hurry(row);
    row = await deliveryOf(e, uuid, 'the delivery to succeed', (r) => r.status !== 'PENDING');
    expect(row).toMatchObject({ status: 'SUCCEEDED', attempt_count: 3, last_status_code: 200 });
  });

  it('410 disables the endpoint, fails the delivery without retry, stops delivery and tells the owner; resuming re-enables it', async () => {
    const control = await subscribed(['podcastseries.created']);
    const gone = await subscribed(['podcastseries.created']);
    gone.receiver.reply({ status: 410 });
    const first = await freshSeries();

    const row = await deliveryOf(gone, first, 'the 410 answer to be recorded', (r) => r.status !== 'PENDING');
    expect(row).toMatchObject({ status: 'FAILED', attempt_count: 1, last_status_code: 410 });
    await until('the endpoint to be disabled', async () => !(await listWebhooks(gone.dev))[0].isActive);
    const [state] = await ink.db.query('SELECT is_active, disabled_reason FROM webhook WHERE id = $1', [Number(gone.hook.id)]);
    expect(state).toEqual({ is_active: false, disabled_reason: expect.stringContaining('410') });
    const mail = await mailbox.next(gone.dev.email!);
    expect(mail.text).toContain(gone.hook.endpointUrl);
    expect(mail.text).toContain('410');

    // Later events reach the control endpoint and not the disabled one.
    const second = await freshSeries();
    await until('the control endpoint to get the later event', () => about(control.receiver, second).length === 1);
    await settled(control.hook, gone.hook);
    expect(gone.receiver.attempts.map((a) => a.payload.uuid)).toEqual([first]);
    expect((await deliveryRows(gone.hook.id)).map((r) => r.content_uuid)).toEqual([first]);

    const resumed = await ink.gql(SET_ACTIVE, { id: gone.hook.id, isActive: true }, gone.dev);
    expect(resumed.data.updateWebhookActiveForUser.isActive).toBe(true);
    const [after] = await ink.db.query('SELECT is_active, disabled_reason FROM webhook WHERE id = $1', [Number(gone.hook.id)]);
    expect(after).toEqual({ is_active: true, disabled_reason: null });
    const third = await freshSeries();
    await until('the resumed endpoint to get a new event', () => about(gone.receiver, third).length === 1);
  });

  it('an endpoint failing for 5 days is disabled at its next failure and its owner told', async () => {
    const e = await subscribed(['podcastseries.created']);
    e.receiver.setDefault({ status: 500 });
    // Failing since 5 days and an hour: the first failure of the endpoint was long ago.
    await ink.db.query(`UPDATE webhook SET failing_since = now() - interval '5 days 1 hour' WHERE id = $1`, [Number(e.hook.id)]);
    await freshSeries();
    await until('the endpoint to be disabled', async () => !(await listWebhooks(e.dev))[0].isActive);
    const [state] = await ink.db.query('SELECT disabled_reason FROM webhook WHERE id = $1', [Number(e.hook.id)]);
    expect(state.disabled_reason).toMatch(/5 days/);
    const mail = await mailbox.next(e.dev.email!);
    expect(mail.subject).toMatch(/webhook/i);
    expect(mail.text).toContain(e.hook.endpointUrl);
  });

  it('retries follow the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, ±20 %) and end FAILED; replayFailedWebhookEvents re-sends them and returns their count', async () => {
    const e = await subscribed(['podcastepisode.created']);
    e.receiver.setDefault({ status: 500 });
    const FEED = 'all-things-chemical.xml';
    const count = feedFacts(FEED).episodes.length;
    expect(count).toBeGreaterThan(1);
    const uuid = await ingest(await publish('wh-exhausted.xml', feedXml(FEED)));

    const attempts = RETRY_SCHEDULE_SECONDS.length + 1;
    for (let n = 1; n <= attempts; n++) {
      await until(`attempt ${n} of every delivery`, async () => {
        const rows = await deliveryRows(e.hook.id);
        return rows.length === count && rows.every((r) => r.attempt_count >= n);
      });
      const rows = await deliveryRows(e.hook.id);
      for (const row of rows) {
        expect(row).toMatchObject({ attempt_count: n, last_status_code: 500, status: n < attempts ? 'PENDING' : 'FAILED' });
        if (n < attempts) {
          expect(row.gap).toBeGreaterThanOrEqual(RETRY_SCHEDULE_SECONDS[n - 1] * 0.8);
          expect(row.gap).toBeLessThanOrEqual(RETRY_SCHEDULE_SECONDS[n - 1] * 1.2);
          await hurry(row);
        }
      }
    }
    const ids = new Set((await deliveryRows(e.hook.id)).map((r) => r.event_id));
    expect(e.receiver.attempts).toHaveLength(count * attempts);
    expect(new Set(e.receiver.attempts.map((a) => a.id))).toEqual(ids);
    expect(e.receiver.delivered()).toEqual([]);
    // Failing for minutes is not failing for 5 days: still active.
    expect((await listWebhooks(e.dev))[0].isActive).toBe(true);

    e.receiver.setDefault({ status: 200 });
    const replay = await ink.gql(REPLAY, { id: e.hook.id }, e.dev);
    expect(replay.errors).toBeUndefined();
    expect(replay.data.replayFailedWebhookEvents).toBe(count);
    await until('the replayed deliveries to arrive', () => e.receiver.deliveredIds().size === count);
    expect(e.receiver.deliveredIds()).toEqual(ids);
    expect(about(e.receiver, uuid)).toHaveLength(count);
    await settled(e.hook);
    const rows = await deliveryRows(e.hook.id);
    expect(rows.map((r) => [r.status, r.attempt_count, r.last_status_code])).toEqual(rows.map(() => ['SUCCEEDED', attempts + 1, 200]));
    // Nothing failed is left to replay.
    expect((await ink.gql(REPLAY, { id: e.hook.id }, e.dev)).data.replayFailedWebhookEvents).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('SSRF guard: every connection\'s resolved address must be public unless the host is allowed (contract §9)', () => {
  const lookup = (hostname: string, all = false) =>
    new Promise<{ address: string | LookupAddress[]; family?: number }>((resolve, reject) =>
      guardedLookup(hostname, { all }, (err, address, family) => (err ? reject(err) : resolve({ address, family }))),
    );

  it('the e2e project allows exactly 127.0.0.1', () => {
    expect(config().WEBHOOK_ALLOWED_HOSTS).toBe('127.0.0.1');
  });

  it.each([
    ['10/8', '10.1.2.3'],
    ['10/8 (top)', '10.255.255.254'],
    ['172.16/12', '172.16.0.1'],
    ['172.16/12 (top)', '172.31.255.254'],
    ['192.168/16', '192.168.1.1'],
    ['127/8', '127.0.0.1'],
    ['127/8 (other)', '127.1.2.3'],
    ['169.254/16 (link-local, cloud metadata)', '169.254.169.254'],
    ['100.64/10 (CGNAT)', '100.64.0.1'],
    ['100.64/10 (CGNAT, top)', '100.127.255.254'],
    ['0.0.0.0/8', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['::1', '::1'],
    ['::', '::'],
    ['fc00::/7', 'fc00::1'],
    ['fc00::/7 (fd)', 'fd12:3456:789a::1'],
    ['fe80::/10', 'fe80::1'],
    ['IPv4-mapped 10/8', '::ffff:10.0.0.1'],
    ['IPv4-mapped 127/8', '::ffff:127.0.0.1'],
    ['IPv4-mapped 169.254/16', '::ffff:169.254.169.254'],
    ['not an address', 'example.com'],
  ])('%s (%s) is not public', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['a public IPv4 address', '93.184.216.34'],
    ['just above 172.16/12', '172.32.0.1'],
    ['just below 100.64/10', '100.63.255.255'],
    ['just above 100.64/10', '100.128.0.1'],
    ['a public IPv6 address', '2606:4700:4700::1111'],
    ['an IPv4-mapped public address', '::ffff:8.8.8.8'],
  ])('%s (%s) is public', (_, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([['localhost'], ['10.0.0.5'], ['169.254.169.254'], ['100.64.0.1'], ['::1'], ['::ffff:192.168.0.1'], ['fe80::1']])(
    'guardedLookup refuses %s (resolves to a non-public address, host not allowed)',
    async (host) => {
      for (const all of [false, true]) await expect(lookup(host, all)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    },
  );

  it('guardedLookup resolves a public address, and an allowed host however private', async () => {
    expect(await lookup('93.184.216.34')).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await lookup('93.184.216.34', true)).toEqual({ address: [{ address: '93.184.216.34', family: 4 }], family: undefined });
    expect(await lookup('127.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('a delivery to a name that now resolves to a private address is refused at connection time', async () => {
    const e = await endpoint(['podcastseries.created']);
    // The name passed validation once; now it points at loopback (DNS re-pointed). The receiver
    // listens on 127.0.0.1: only the guard stands between the delivery and it.
    const rebound = e.receiver.url().replace('127.0.0.1', 'localhost');
    await ink.db.query('UPDATE webhook SET endpoint_url = $2 WHERE id = $1', [Number(e.hook.id), rebound]);
    const uuid = await ingest(await publish('wh-ssrf.xml', retitled('baywatch-berlin.xml', 'Baywatch Berlin (ssrf)')));
    let row: DeliveryRow | undefined;
    await until('the refused attempt to be recorded', async () => {
      row = (await deliveryRows(e.hook.id)).find((r) => r.content_uuid === uuid && r.attempt_count >= 1);
      return !!row;
    });
    expect(row).toMatchObject({ status: 'PENDING', attempt_count: 1, last_status_code: null, last_error: expect.stringMatching(/non-public/) });
    expect(e.receiver.attempts).toEqual([]);
    await removeEndpoint(e);
  });
});

// ---------------------------------------------------------------------------------------------

describe('at-least-once: no event is lost to a dead worker or a wiped Redis (issue 6 "Delivery")', () => {
  it('a worker killed in the middle of a batch: a new worker delivers every event at least once', async () => {
    const e = await endpoint(['podcastepisode.created']);
    const FEED = 'serial.xml';
    const count = feedFacts(FEED).episodes.length;
    // Five answered at once, then every request hangs: the worker dies with deliveries in flight
    // and others not yet attempted.
    e.receiver.reply(...Array.from({ length: 5 }, () => ({ status: 200 })));
    e.receiver.setDefault({ status: 200, hold: true });
    const uuid = await ingest(await publish('wh-killed.xml', retitled(FEED, 'Serial (killed worker)')));
    await until('5 deliveries and more in flight', () => e.receiver.delivered().length >= 5 && e.receiver.heldCount() >= 1);
    expect(e.receiver.delivered().length).toBeLessThan(count);

    // The kill: the queue worker stops at once without finishing, completing or failing its jobs
    // (their locks lapse, as when a process dies), then the rest of the worker goes.
    const dead = ink.worker!;
    ink.worker = null;
    await dead.get(WebhooksProcessor).worker.close(true);
    await dead.close();
    // Its connections die with it: the hanging requests are cut, never answered.
    e.receiver.setDefault({ status: 200 });
    e.receiver.drop();
    const cut = e.receiver.attempts.filter((a) => a.status === -1).map((a) => a.id);
    expect(cut.length).toBeGreaterThan(0);
    expect(e.receiver.deliveredIds().size).toBeLessThan(count);

    await ink.startWorker();
    await until(`all ${count} events to be delivered after the restart`, () => about(e.receiver, uuid).length === count, 150_000);
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM podcast_episode WHERE series_uuid = $1`, [uuid]);
    expect(n).toBe(count);
    // Every request the kill cut off was sent again and answered.
    for (const id of cut) expect(e.receiver.deliveredIds()).toContain(id);
    const payloadUuids = new Set(about(e.receiver, uuid).map((g) => g.payload.uuid));
    const episodeUuids: { uuid: string }[] = await ink.db.query('SELECT uuid FROM podcast_episode WHERE series_uuid = $1', [uuid]);
    expect(payloadUuids).toEqual(new Set(episodeUuids.map((r) => r.uuid)));
    expect(e.receiver.rejected).toEqual([]);
    await settled(e.hook);
    const rows = await deliveryRows(e.hook.id);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'SUCCEEDED')).toBe(true);
    await removeEndpoint(e);
  }, 200_000);

  it("with the queue's Redis keys wiped while deliveries are pending, the relay's sweep queues them again from Postgres", async () => {
    const e = await endpoint(['podcastepisode.created']);
    const FEED = 'tiempo-de-valientes.xml';
    const count = feedFacts(FEED).episodes.length;
    // First attempts fail and ask to come back in an hour: each delivery waits in Redis as a delayed job.
    e.receiver.setDefault({ status: 503, headers: { 'retry-after': '3600' } });
    const uuid = await ingest(await publish('wh-wiped.xml', retitled(FEED, 'Tiempo (wiped Redis)')));
    await until('a first attempt of every delivery', async () => {
      const rows = await deliveryRows(e.hook.id);
      return rows.length === count && rows.every((r) => r.attempt_count === 1);
    });
    const delayed = await webhooksQueue.getDelayedCount();
    expect(delayed).toBeGreaterThanOrEqual(count);

    // Redis loses every key of the queue (a restart without persistence): the delayed jobs, and the relay's schedule.
    const redis = new Redis(config().REDIS_URL);
    try {
      await clearRedisPrefix(redis, `${config().REDIS_PREFIX}:bull:webhooks`);
    } finally {
      redis.disconnect();
    }
    expect(await webhooksQueue.getDelayedCount()).toBe(0);
    e.receiver.setDefault({ status: 200 });
    // Their hour is up (brought forward so the test does not wait for it).
    await ink.db.query(`UPDATE webhook_delivery SET next_attempt_at = now() - interval '1 minute' WHERE webhook_id = $1`, [Number(e.hook.id)]);

    await until(`all ${count} events to be delivered`, () => about(e.receiver, uuid).length === count, 90_000);
    await settled(e.hook);
    const rows = await deliveryRows(e.hook.id);
    expect(rows.map((r) => [r.status, r.attempt_count])).toEqual(rows.map(() => ['SUCCEEDED', 2]));
    await removeEndpoint(e);
  }, 120_000);
});
