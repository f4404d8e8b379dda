import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedServer, startFeedServer } from './support/feed-server';
import { feedFacts, feedXml } from './support/feed-facts';
import { Credentials, GqlResponse, Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { Visitor, resetLoginLinkLimits, signUpDeveloper } from './support/visitor';
import { ReceivedAttempt, WebhookReceiver, startWebhookReceiver, until } from './support/webhook-receiver';

/**
 * Webhook filters (issue 6; contract §8 filter operations, §9 "Filters"), end to end: filters are
 * managed on /graphql (API key) and /internal/graphql (session); the real worker ingests copies of
 * a real feed from the shared data, and the relay's verdicts reach real receivers that verify every
 * delivery with the standardwebhooks package.
 *
 * The rules, table by table: one filter = one event name; an event with no filter for its name is
 * delivered; otherwise it goes out when ANY filter passes; a filter passes when ALL its clauses match
 * (case-insensitive regex on a top-level `data` field, any element of a list) and the object's or
 * its parent's uuid is in includedUuids (when not empty) and neither is in excludedUuids;
 * `matchingFilters` lists the filters that passed.
 */

const WEBHOOK = 'id events webhookSecret filters { uuid webhookId eventType description clause1 clause2 clause3 clause4 clause5 hasIncludedUuids hasExcludedUuids includedUuids excludedUuids }';
const FILTER = 'uuid webhookId eventType description clause1 clause2 clause3 clause4 clause5 hasIncludedUuids hasExcludedUuids includedUuids excludedUuids';
const ADD_HOOK = `mutation ($url: String!, $events: [String!]!) { addWebhookUrlForUser(endpointUrl: $url, webhookEvents: $events) { ${WEBHOOK} } }`;
const UPDATE_HOOK = `mutation ($id: ID!, $url: String!, $events: [String!]!) { updateWebhookForUser(id: $id, endpointUrl: $url, webhookEvents: $events) { ${WEBHOOK} } }`;
const DELETE_HOOK = 'mutation ($id: ID!) { deleteWebhookForUser(id: $id) }';
const LIST = `{ getMyDeveloperWebhooks { webhooks { ${WEBHOOK} } } }`;
const ADD = `mutation ($id: ID!, $filter: WebhookFilterInput!) { addWebhookFilter(webhookId: $id, filter: $filter) { ${WEBHOOK} } }`;
const UPDATE = `mutation ($id: ID!, $f: ID!, $filter: WebhookFilterInput!) { updateWebhookFilter(webhookId: $id, filterUuid: $f, filter: $filter) { ${WEBHOOK} } }`;
const DELETE = `mutation ($id: ID!, $f: ID!) { deleteWebhookFilter(webhookId: $id, filterUuid: $f) { ${WEBHOOK} } }`;
const GET = `query ($id: ID!, $f: ID!) { getWebhookFilterByUuid(webhookId: $id, filterUuid: $f) { ${FILTER} } }`;
const LIST_OPS = ['addUuidToWebhookFilterAllowlist', 'deleteUuidFromWebhookFilterAllowlist', 'addUuidToWebhookFilterBlocklist', 'deleteUuidFromWebhookFilterBlocklist'] as const;
type ListOp = (typeof LIST_OPS)[number];
const listOp = (op: ListOp) => `mutation ($id: ID!, $f: ID!, $c: String!) { ${op}(webhookId: $id, filterUuid: $f, contentUuid: $c) { ${FILTER} } }`;
const MOCK = 'mutation ($id: ID!, $uuid: String!, $type: String!, $action: WebhookEventActionType!) { mockWebhookEvent(webhookId: $id, contentUuid: $uuid, taddyType: $type, action: $action) }';
const GENERATE = 'mutation ($ids: [String]) { generateWebhookEventsFromIds(ids: $ids) { uuid action taddyType timestamp podcastSeries { uuid name } podcastEpisode { uuid name } itunesInfo { uuid } } }';

/** A URL that passes every creation check; nothing is delivered to it in the management tests. */
const PUBLIC_URL = 'https://hooks.example.com/inkcast';
const FEED = 'tiempo-de-valientes.xml';
const UUID_A = '0b0b0b0b-0000-4000-8000-00000000000a';
const UUID_B = '0b0b0b0b-0000-4000-8000-00000000000b';

interface FilterView {
  uuid: string;
  webhookId: string;
  eventType: string;
  description: string | null;
  clause1: string | null;
  clause2: string | null;
  clause3: string | null;
  clause4: string | null;
  clause5: string | null;
  hasIncludedUuids: boolean;
  hasExcludedUuids: boolean;
  includedUuids: string[];
  excludedUuids: string[];
}

interface WebhookView {
  id: string;
  events: string[];
  webhookSecret: string;
  filters: FilterView[];
}

/** A filter input; only eventType is required. */
type FilterInput = { eventType: string } & Partial<Record<`field${1 | 2 | 3 | 4 | 5}` | `value${1 | 2 | 3 | 4 | 5}` | 'description', string>> & {
  includedUuids?: string[];
  excludedUuids?: string[];
};

/** A developer's endpoint, the receiver behind it and its filters (in the order added). */
interface Endpoint {
  dev: Credentials;
  hook: WebhookView;
  receiver: WebhookReceiver;
  filters: FilterView[];
}

let ink: Inkcast;
let feeds: FeedServer;
let mailbox: Mailbox;
let tmp: string;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'inkcast-e2e-webhook-filters-'));
  feeds = await startFeedServer(tmp);
  mailbox = await startMailbox();
  ink = await startInkcast({ worker: true });
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

function expectError(res: { status?: number; errors?: GqlResponse['errors'] }, code: string, message?: string | RegExp) {
  expect(res.errors, JSON.stringify(res.errors)).toHaveLength(1);
  const [error] = res.errors!;
  expect(error.code).toBe(code);
  expect(error.extensions.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
}

/** The data of an answer that must have no error. */
function ok(res: { errors?: GqlResponse['errors']; data?: any }): any {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

async function addHook(dev: Credentials, url: string, events: string[]): Promise<WebhookView> {
  return ok(await ink.gql(ADD_HOOK, { url, events }, dev)).addWebhookUrlForUser;
}

async function addFilter(dev: Credentials, hookId: string, filter: FilterInput): Promise<FilterView> {
  const hook: WebhookView = ok(await ink.gql(ADD, { id: hookId, filter }, dev)).addWebhookFilter;
  return hook.filters.at(-1)!;
}

async function filtersOf(dev: Credentials, hookId: string): Promise<FilterView[]> {
  const { getMyDeveloperWebhooks } = ok(await ink.gql(LIST, {}, dev));
  return getMyDeveloperWebhooks.webhooks.find((w: WebhookView) => w.id === hookId).filters;
}

/** A new Business developer with one endpoint on `events`, its filters added in order, delivering to a new receiver. */
async function endpoint(events: string[], filters: FilterInput[] = []): Promise<Endpoint> {
  const dev = await ink.developer('BUSINESS');
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const hook = await addHook(dev, receiver.url(), events);
  receiver.secret = hook.webhookSecret;
  const added: FilterView[] = [];
  for (const f of filters) added.push(await addFilter(dev, hook.id, f));
  return { dev, hook, receiver, filters: added };
}

/** Publishes `xml` as `name` on the feed server (a new URL is a new series) and returns its URL. */
async function publish(name: string, xml: string): Promise<string> {
  await writeFile(join(tmp, name), xml);
  return feeds.url(name);
}

async function ingest(url: string): Promise<string> {
  const [result] = await ink.ingest([url]);
  expect(result.error).toBeNull();
  return result.uuid!;
}

/** The shared feed with its channel title changed (a copy told apart from others) and each item title passed through `item`. */
function copy(title: string, item: (title: string) => string = (t) => t): string {
  return feedXml(FEED)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<item>\s*<title>)([^<]*)(<\/title>)/g, (_, a: string, t: string, b: string) => `${a}${item(t)}${b}`);
}

/** Waits until the outbox is relayed and no delivery of these endpoints is pending. */
async function settled(...endpoints: Endpoint[]): Promise<void> {
  await until('the outbox to be relayed and the deliveries to finish', async () => {
    const [{ outbox, pending }] = await ink.db.query(
      `SELECT (SELECT count(*)::int FROM outbox_event WHERE relayed_at IS NULL) AS outbox,
              (SELECT count(*)::int FROM webhook_delivery WHERE webhook_id = ANY($1::int[]) AND status = 'PENDING') AS pending`,
      [endpoints.map((e) => Number(e.hook.id))],
    );
    return outbox === 0 && pending === 0;
  });
}

/** The receiver's verified deliveries about series `seriesUuid` or its episodes, one per webhook-id. */
function about(receiver: WebhookReceiver, seriesUuid: string): ReceivedAttempt[] {
  const seen = new Set<string>();
  return receiver.delivered().filter((a) => {
    const mine = a.payload.uuid === seriesUuid || a.payload.data?.podcastSeries?.uuid === seriesUuid;
    if (!mine || seen.has(a.id)) return false;
    seen.add(a.id);
    return true;
  });
}

/** `<type> <uuid>` of each delivery, sorted: what an endpoint got, to compare with what it should have. */
const got = (attempts: ReceivedAttempt[]) => attempts.map((a) => `${a.payload.type} ${a.payload.uuid}`).sort();
const expected = (type: string, uuids: Iterable<string>) => [...uuids].map((u) => `${type} ${u}`).sort();

// ---------------------------------------------------------------------------------------------

describe('managing filters on /graphql (contract §8)', () => {
  let dev: Credentials;
  let hook: WebhookView;

  beforeAll(async () => {
    dev = await ink.developer('BUSINESS');
    hook = await addHook(dev, PUBLIC_URL, ['podcastepisode.created', 'podcastseries.updated']);
  });

  afterAll(async () => {
    await ink.gql(DELETE_HOOK, { id: hook.id }, dev);
  });

  it('addWebhookFilter returns the webhook with the filter: clauses as JSON text by position, lists and their flags', async () => {
    const res = await ink.gql(
      ADD,
      {
        id: hook.id,
        filter: {
          eventType: ' podcastepisode.created ',
          description: 'Interviews only',
          field1: 'name',
          value1: 'interview|guest',
          field3: ' description ',
          value3: '^Soy',
          includedUuids: [UUID_A.toUpperCase(), UUID_A],
          excludedUuids: [UUID_B],
        },
      },
      dev,
    );
    const webhook: WebhookView = ok(res).addWebhookFilter;
    expect(webhook.id).toBe(hook.id);
    expect(webhook.filters).toHaveLength(1);
    const [filter] = webhook.filters;
    expect(filter).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      webhookId: hook.id,
      eventType: 'podcastepisode.created',
      description: 'Interviews only',
      clause1: JSON.stringify({ field: 'name', value: 'interview|guest' }),
      clause2: null,
      clause3: JSON.stringify({ field: 'description', value: '^Soy' }),
      clause4: null,
      clause5: null,
      hasIncludedUuids: true,
      hasExcludedUuids: true,
      // lower-cased, listed once
      includedUuids: [UUID_A],
      excludedUuids: [UUID_B],
    });
    expect(JSON.parse(filter.clause1!)).toEqual({ field: 'name', value: 'interview|guest' });
    expect(ok(await ink.gql(GET, { id: hook.id, f: filter.uuid }, dev)).getWebhookFilterByUuid).toEqual(filter);
    expect(await filtersOf(dev, hook.id)).toEqual([filter]);
    await ink.gql(DELETE, { id: hook.id, f: filter.uuid }, dev);
  });

  it('filters are listed oldest first; updateWebhookFilter replaces one and keeps its uuid; deleteWebhookFilter removes it', async () => {
    const first = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created', field1: 'name', value1: 'one' });
    const second = await addFilter(dev, hook.id, { eventType: 'podcastseries.updated', field2: 'genres', value2: 'comedy', includedUuids: [UUID_A] });
    const third = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created' });
    expect((await filtersOf(dev, hook.id)).map((f) => f.uuid)).toEqual([first.uuid, second.uuid, third.uuid]);
    expect(third).toMatchObject({ clause1: null, hasIncludedUuids: false, hasExcludedUuids: false, includedUuids: [], excludedUuids: [] });

    const updated: WebhookView = ok(await ink.gql(UPDATE, { id: hook.id, f: second.uuid, filter: { eventType: 'podcastepisode.created', field1: 'guid', value1: 'x' } }, dev)).updateWebhookFilter;
    expect(updated.filters.map((f) => f.uuid)).toEqual([first.uuid, second.uuid, third.uuid]);
    // Replaced whole: what the new input leaves out is gone.
    expect(updated.filters[1]).toEqual({ ...second, eventType: 'podcastepisode.created', clause1: JSON.stringify({ field: 'guid', value: 'x' }), clause2: null, hasIncludedUuids: false, includedUuids: [] });

    const afterDelete: WebhookView = ok(await ink.gql(DELETE, { id: hook.id, f: second.uuid }, dev)).deleteWebhookFilter;
    expect(afterDelete.filters.map((f) => f.uuid)).toEqual([first.uuid, third.uuid]);
    expect(ok(await ink.gql(GET, { id: hook.id, f: second.uuid }, dev)).getWebhookFilterByUuid).toBeNull();
    for (const f of [first, third]) await ink.gql(DELETE, { id: hook.id, f: f.uuid }, dev);
    expect(await filtersOf(dev, hook.id)).toEqual([]);
  });

  it('the allowlist and blocklist mutations add and remove one uuid, idempotently, and return the filter', async () => {
    const filter = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created' });
    const run = async (op: ListOp, c: string): Promise<FilterView> => ok(await ink.gql(listOp(op), { id: hook.id, f: filter.uuid, c }, dev))[op];

    let f = await run('addUuidToWebhookFilterAllowlist', UUID_A);
    expect(f).toMatchObject({ uuid: filter.uuid, includedUuids: [UUID_A], hasIncludedUuids: true, excludedUuids: [], hasExcludedUuids: false });
    f = await run('addUuidToWebhookFilterAllowlist', UUID_A.toUpperCase());
    expect(f.includedUuids).toEqual([UUID_A]);
    f = await run('addUuidToWebhookFilterAllowlist', UUID_B);
    expect(f.includedUuids).toEqual([UUID_A, UUID_B]);
    f = await run('addUuidToWebhookFilterBlocklist', UUID_B);
    expect(f).toMatchObject({ includedUuids: [UUID_A, UUID_B], excludedUuids: [UUID_B], hasExcludedUuids: true });
    f = await run('deleteUuidFromWebhookFilterAllowlist', UUID_A);
    expect(f.includedUuids).toEqual([UUID_B]);
    f = await run('deleteUuidFromWebhookFilterAllowlist', UUID_A);
    expect(f.includedUuids).toEqual([UUID_B]);
    f = await run('deleteUuidFromWebhookFilterBlocklist', UUID_B);
    f = await run('deleteUuidFromWebhookFilterBlocklist', UUID_B);
    expect(f).toMatchObject({ excludedUuids: [], hasExcludedUuids: false });
    expect(ok(await ink.gql(GET, { id: hook.id, f: filter.uuid }, dev)).getWebhookFilterByUuid).toEqual(f);
    await ink.gql(DELETE, { id: hook.id, f: filter.uuid }, dev);
  });

  it('deleting the webhook deletes its filters', async () => {
    const other = await ink.developer('BUSINESS');
    const h = await addHook(other, PUBLIC_URL, ['podcastepisode.created']);
    const f = await addFilter(other, h.id, { eventType: 'podcastepisode.created' });
    await ink.gql(DELETE_HOOK, { id: h.id }, other);
    const [{ n }] = await ink.db.query('SELECT count(*)::int AS n FROM webhook_filter WHERE uuid = $1', [f.uuid]);
    expect(n).toBe(0);
  });

  it('filter operations are not counted against the API quota', async () => {
    const before = ok(await ink.gql('{ getApiRequestsRemaining }', {}, dev)).getApiRequestsRemaining;
    const filter = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created' });
    await ink.gql(GET, { id: hook.id, f: filter.uuid }, dev);
    await ink.gql(listOp('addUuidToWebhookFilterAllowlist'), { id: hook.id, f: filter.uuid, c: UUID_A }, dev);
    await ink.gql(DELETE, { id: hook.id, f: filter.uuid }, dev);
    expect(ok(await ink.gql('{ getApiRequestsRemaining }', {}, dev)).getApiRequestsRemaining).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------

describe('validation: BAD_USER_INPUT with a message naming the argument, and nothing changes', () => {
  let dev: Credentials;
  let hook: WebhookView;
  let existing: FilterView;
  const cases: [string, FilterInput, string | RegExp][] = [
    ['an unknown event name', { eventType: 'podcastepisode.feed_updated' }, 'podcastepisode.feed_updated is not a webhook event'],
    ['an event the webhook does not receive', { eventType: 'comicissue.created' }, "comicissue.created is not one of this webhook's events"],
    ['fieldN without valueN', { eventType: 'podcastepisode.created', field1: 'name' }, 'value1 is required when field1 is given'],
    ['valueN without fieldN', { eventType: 'podcastepisode.created', field1: 'name', value1: 'x', value2: 'y' }, 'field2 is required when value2 is given'],
    ['a field that is not in the event\'s data', { eventType: 'podcastepisode.created', field1: 'titel', value1: 'x' }, 'titel is not a field of podcastepisode data (field1)'],
    ['a nested object field (only top-level scalar or list fields)', { eventType: 'podcastepisode.created', field4: 'podcastSeries', value4: 'x' }, 'podcastSeries is not a field of podcastepisode data (field4)'],
    ['a field of another type', { eventType: 'podcastseries.updated', field1: 'audioUrl', value1: 'x' }, 'audioUrl is not a field of podcastseries data (field1)'],
    ['a regex longer than 500 characters', { eventType: 'podcastepisode.created', field1: 'name', value1: 'a'.repeat(501) }, 'value1 cannot be greater than 500 characters'],
    ['an invalid regex', { eventType: 'podcastepisode.created', field2: 'name', value2: 'interview(' }, 'value2 is not a valid regular expression: Unterminated group'],
    ['a regex with nothing to repeat', { eventType: 'podcastepisode.created', field1: 'name', value1: '*guest' }, 'value1 is not a valid regular expression: Nothing to repeat'],
    ['a lookahead (not linear-time)', { eventType: 'podcastepisode.created', field1: 'name', value1: 'guest(?=s)' }, /^value1 uses syntax filters do not support .*lookahead/],
    ['a backreference', { eventType: 'podcastepisode.created', field5: 'name', value5: '(a)\\1' }, /^value5 uses syntax filters do not support/],
    ['a description longer than 500 characters', { eventType: 'podcastepisode.created', description: 'd'.repeat(501) }, 'description cannot be greater than 500 characters'],
    ['an includedUuids entry that is not a uuid', { eventType: 'podcastepisode.created', includedUuids: [UUID_A, 'nope'] }, 'nope is not a valid uuid'],
    ['more than 1000 excludedUuids', { eventType: 'podcastepisode.created', excludedUuids: Array.from({ length: 1001 }, () => UUID_A) }, 'excludedUuids cannot have more than 1000 items'],
  ];

  beforeAll(async () => {
    dev = await ink.developer('BUSINESS');
    hook = await addHook(dev, PUBLIC_URL, ['podcastepisode.created', 'podcastseries.updated']);
    existing = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created', field1: 'name', value1: 'kept' });
  });

  afterAll(async () => {
    await ink.gql(DELETE_HOOK, { id: hook.id }, dev);
  });

  it.each(cases)('%s is refused by addWebhookFilter', async (_, filter, message) => {
    const res = await ink.gql(ADD, { id: hook.id, filter }, dev);
    expectError(res, 'BAD_USER_INPUT', message);
    expect(res.data?.addWebhookFilter ?? null).toBeNull();
    expect(await filtersOf(dev, hook.id)).toEqual([existing]);
  });

  it.each(cases)('%s is refused by updateWebhookFilter, leaving the filter as it was', async (_, filter, message) => {
    expectError(await ink.gql(UPDATE, { id: hook.id, f: existing.uuid, filter }, dev), 'BAD_USER_INPUT', message);
    expect(await filtersOf(dev, hook.id)).toEqual([existing]);
  });

  it('a 500-character regex, blank clauses and 1000 uuids are accepted', async () => {
    const uuids = Array.from({ length: 1000 }, (_, i) => `0b0b0b0b-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const f = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created', field1: 'name', value1: 'a'.repeat(500), field2: '', value2: '', includedUuids: uuids });
    expect(f).toMatchObject({ clause1: JSON.stringify({ field: 'name', value: 'a'.repeat(500) }), clause2: null, includedUuids: uuids });
    // The list is full: one more is refused; one already there is fine (idempotent).
    expectError(await ink.gql(listOp('addUuidToWebhookFilterAllowlist'), { id: hook.id, f: f.uuid, c: UUID_A }, dev), 'BAD_USER_INPUT', 'includedUuids cannot have more than 1000 items');
    expect(ok(await ink.gql(listOp('addUuidToWebhookFilterAllowlist'), { id: hook.id, f: f.uuid, c: uuids[7] }, dev)).addUuidToWebhookFilterAllowlist.includedUuids).toHaveLength(1000);
    await ink.gql(DELETE, { id: hook.id, f: f.uuid }, dev);
  });

  it('list mutations and lookups refuse a contentUuid or filterUuid that is not a uuid', async () => {
    for (const op of LIST_OPS) expectError(await ink.gql(listOp(op), { id: hook.id, f: existing.uuid, c: 'nope' }, dev), 'BAD_USER_INPUT', 'nope is not a valid uuid');
    expectError(await ink.gql(GET, { id: hook.id, f: '123' }, dev), 'BAD_USER_INPUT', '123 is not a valid uuid');
    expectError(await ink.gql(DELETE, { id: hook.id, f: '123' }, dev), 'BAD_USER_INPUT', '123 is not a valid uuid');
    expect(await filtersOf(dev, hook.id)).toEqual([existing]);
  });

  it('at most 20 filters per webhook', async () => {
    const added: FilterView[] = [];
    for (let i = 1; i < 20; i++) added.push(await addFilter(dev, hook.id, { eventType: 'podcastepisode.created', description: `#${i}` }));
    expect(await filtersOf(dev, hook.id)).toHaveLength(20);
    expectError(await ink.gql(ADD, { id: hook.id, filter: { eventType: 'podcastepisode.created' } }, dev), 'BAD_USER_INPUT', 'A webhook can have at most 20 filters');
    for (const f of added) await ink.gql(DELETE, { id: hook.id, f: f.uuid }, dev);
    expect(await filtersOf(dev, hook.id)).toEqual([existing]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("another developer's filters (contract §2, §8)", () => {
  let owner: Credentials;
  let other: Credentials;
  let ownerHook: WebhookView;
  let otherHook: WebhookView;
  let filter: FilterView;

  beforeAll(async () => {
    owner = await ink.developer('BUSINESS');
    other = await ink.developer('BUSINESS');
    ownerHook = await addHook(owner, PUBLIC_URL, ['podcastepisode.created']);
    otherHook = await addHook(other, PUBLIC_URL, ['podcastepisode.created']);
    filter = await addFilter(owner, ownerHook.id, { eventType: 'podcastepisode.created', field1: 'name', value1: 'secret', includedUuids: [UUID_A] });
  });

  afterAll(async () => {
    await ink.gql(DELETE_HOOK, { id: ownerHook.id }, owner);
    await ink.gql(DELETE_HOOK, { id: otherHook.id }, other);
  });

  it("through the other's own webhook, the filter is not found: the lookup is null and every change is refused", async () => {
    expect(ok(await ink.gql(GET, { id: otherHook.id, f: filter.uuid }, other)).getWebhookFilterByUuid).toBeNull();
    const refused = "This filter is not one of this webhook's.";
    expectError(await ink.gql(UPDATE, { id: otherHook.id, f: filter.uuid, filter: { eventType: 'podcastepisode.created' } }, other), 'ACCESS_NOT_ALLOWED', refused);
    expectError(await ink.gql(DELETE, { id: otherHook.id, f: filter.uuid }, other), 'ACCESS_NOT_ALLOWED', refused);
    for (const op of LIST_OPS) expectError(await ink.gql(listOp(op), { id: otherHook.id, f: filter.uuid, c: UUID_B }, other), 'ACCESS_NOT_ALLOWED', refused);
    expect(await filtersOf(other, otherHook.id)).toEqual([]);
    expect(await filtersOf(owner, ownerHook.id)).toEqual([filter]);
  });

  it("through the owner's webhook id, every operation is ACCESS_NOT_ALLOWED, as for any webhook of another user", async () => {
    expectError(await ink.gql(GET, { id: ownerHook.id, f: filter.uuid }, other), 'ACCESS_NOT_ALLOWED');
    expectError(await ink.gql(ADD, { id: ownerHook.id, filter: { eventType: 'podcastepisode.created' } }, other), 'ACCESS_NOT_ALLOWED');
    expectError(await ink.gql(UPDATE, { id: ownerHook.id, f: filter.uuid, filter: { eventType: 'podcastepisode.created' } }, other), 'ACCESS_NOT_ALLOWED');
    expectError(await ink.gql(DELETE, { id: ownerHook.id, f: filter.uuid }, other), 'ACCESS_NOT_ALLOWED');
    for (const op of LIST_OPS) expectError(await ink.gql(listOp(op), { id: ownerHook.id, f: filter.uuid, c: UUID_B }, other), 'ACCESS_NOT_ALLOWED');
    expect(await filtersOf(owner, ownerHook.id)).toEqual([filter]);
  });

  it('an unknown filter uuid of the caller\'s own webhook is null, not an error', async () => {
    expect(ok(await ink.gql(GET, { id: ownerHook.id, f: UUID_B }, owner)).getWebhookFilterByUuid).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('delivery: clauses, AND within a filter, OR across filters, matchingFilters (contract §9)', () => {
  const facts = feedFacts(FEED);
  /** Episodes of the ingested copy: uuid → { name, data as the control endpoint received it }. */
  let episodes: Map<string, { name: string; data: Record<string, any> }>;
  let seriesUuid: string;
  let control: Endpoint;
  const e: Record<string, Endpoint> = {};

  /** Episode uuids whose name ends with "capítulo <n>" for one of `numbers`. */
  const chapters = (...numbers: number[]) => [...episodes].filter(([, ep]) => numbers.some((n) => ep.name.endsWith(`capítulo ${n}`))).map(([uuid]) => uuid);
  /** Episode uuids whose data field matches `re` (JavaScript's own RegExp: an independent check), any element of a list. */
  const whereData = (field: string, re: RegExp) =>
    [...episodes].filter(([, ep]) => [ep.data[field]].flat().some((v) => v != null && typeof v !== 'object' && re.test(String(v)))).map(([uuid]) => uuid);

  beforeAll(async () => {
    expect(facts.episodes).toHaveLength(6);
    const EPISODE_AND_SERIES = ['podcastepisode.created', 'podcastseries.created'];
    control = await endpoint(EPISODE_AND_SERIES);
    // One filter per clause kind.
    e.string = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'name', value1: 'CAPÍTULO [12]$' }]);
    e.list = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'descriptionLinks', value1: 'capitulo-[34]/' }]);
    e.number = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'duration', value1: '^1[0-4]\\d$' }]);
    e.boolean = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'isExplicitContent', value1: '^false$' }]);
    e.nothing = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'videoUrl', value1: '.*' }]);
    e.seriesField = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastseries.created', field1: 'language', value1: '^spanish$' }]);
    // AND: both clauses (positions 1 and 3) must match.
    e.and = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastepisode.created', field1: 'name', value1: 'capítulo [1-4]$', field3: 'descriptionLinks', value3: 'capitulo-[3-6]/' }]);
    // OR: any filter; an episode matching two lists both.
    e.or = await endpoint(EPISODE_AND_SERIES, [
      { eventType: 'podcastepisode.created', field1: 'name', value1: 'capítulo 1$' },
      { eventType: 'podcastepisode.created', field1: 'name', value1: 'capítulo [25]$' },
      { eventType: 'podcastepisode.created', field1: 'name', value1: 'capítulo [15]$' },
    ]);
    // A filter for another event name does not hold podcastepisode.created back.
    e.otherEvent = await endpoint(EPISODE_AND_SERIES, [{ eventType: 'podcastseries.created', field1: 'name', value1: 'no such series' }]);

    seriesUuid = await ingest(await publish('wf-clauses.xml', copy('Tiempo (filters: clauses)')));
    const all = Object.values(e);
    await until('the control endpoint to get the series and its 6 episodes', () => about(control.receiver, seriesUuid).length === 7);
    await settled(control, ...all);
    episodes = new Map(
      about(control.receiver, seriesUuid)
        .filter((a) => a.payload.type === 'podcastepisode.created')
        .map((a) => [a.payload.uuid, { name: a.payload.data.name, data: a.payload.data }]),
    );
    expect(episodes.size).toBe(6);
    for (const endpoint of [control, ...all]) expect(endpoint.receiver.rejected).toEqual([]);
  });

  it('with no filter at all, every event goes out with matchingFilters []', () => {
    const events = about(control.receiver, seriesUuid);
    expect(events.map((a) => a.payload.matchingFilters)).toEqual(events.map(() => []));
  });

  it('a string field: case-insensitive match anywhere in the text ("CAPÍTULO [12]$" ~ "capítulo 1", "capítulo 2")', () => {
    expect(chapters(1, 2)).toHaveLength(2);
    const episodeEvents = about(e.string.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode');
    expect(got(episodeEvents)).toEqual(expected('podcastepisode.created', chapters(1, 2)));
    expect(episodeEvents.map((a) => a.payload.matchingFilters)).toEqual(episodeEvents.map(() => [e.string.filters[0].uuid]));
  });

  it('a list field: any element matches', () => {
    const want = whereData('descriptionLinks', /capitulo-[34]\//i);
    expect(want).toEqual(expect.arrayContaining(chapters(3, 4)));
    expect(want).toHaveLength(2);
    expect(got(about(e.list.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode'))).toEqual(expected('podcastepisode.created', want));
  });

  it('a number field is matched as its decimal text', () => {
    const want = whereData('duration', /^1[0-4]\d$/);
    // Not all, not none: the clause decides.
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(6);
    expect(got(about(e.number.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode'))).toEqual(expected('podcastepisode.created', want));
  });

  it('a boolean field is matched as "true" or "false"', () => {
    expect(got(about(e.boolean.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode'))).toEqual(expected('podcastepisode.created', episodes.keys()));
  });

  it('a null field matches nothing, not even ".*": every episode is held back, while the series event (no filter for its name) goes out with matchingFilters []', () => {
    const events = about(e.nothing.receiver, seriesUuid);
    expect(got(events)).toEqual([`podcastseries.created ${seriesUuid}`]);
    expect(events[0].payload.matchingFilters).toEqual([]);
  });

  it('a filter on the series event applies to the series event only', () => {
    const events = about(e.seriesField.receiver, seriesUuid);
    expect(got(events)).toEqual([...expected('podcastepisode.created', episodes.keys()), `podcastseries.created ${seriesUuid}`].sort());
    expect(events.find((a) => a.payload.type === 'podcastseries.created')!.payload.matchingFilters).toEqual([e.seriesField.filters[0].uuid]);
    expect(events.filter((a) => a.payload.type === 'podcastepisode.created').every((a) => a.payload.matchingFilters.length === 0)).toBe(true);
  });

  it('AND within a filter: an event goes out only when every clause matches', () => {
    expect(got(about(e.and.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode'))).toEqual(expected('podcastepisode.created', chapters(3, 4)));
  });

  it('OR across filters: an event goes out when any passes, and matchingFilters lists every one that passed, oldest first', () => {
    const [one, twoFive, oneFive] = e.or.filters.map((f) => f.uuid);
    const events = about(e.or.receiver, seriesUuid).filter((a) => a.payload.taddyType === 'podcastepisode');
    expect(got(events)).toEqual(expected('podcastepisode.created', chapters(1, 2, 5)));
    const by = new Map(events.map((a) => [a.payload.uuid, a.payload.matchingFilters]));
    expect(by.get(chapters(1)[0])).toEqual([one, oneFive]);
    expect(by.get(chapters(2)[0])).toEqual([twoFive]);
    expect(by.get(chapters(5)[0])).toEqual([twoFive, oneFive]);
  });

  it('a filter for another event name leaves this one alone', () => {
    const events = about(e.otherEvent.receiver, seriesUuid);
    expect(got(events)).toEqual(expected('podcastepisode.created', episodes.keys()));
  });

  it('the delivery log holds only what went out', async () => {
    const rows: { content_uuid: string }[] = await ink.db.query('SELECT content_uuid::text FROM webhook_delivery WHERE webhook_id = $1', [Number(e.string.hook.id)]);
    expect(rows.map((r) => r.content_uuid).filter((u) => episodes.has(u)).sort()).toEqual(chapters(1, 2).sort());
  });

  it('mockWebhookEvent goes through the filters: false and nothing sent when they hold it back, true with matchingFilters when one passes', async () => {
    const before = e.string.receiver.attempts.length;
    const [held] = chapters(6);
    const res = await ink.gql(MOCK, { id: e.string.hook.id, uuid: held, type: 'podcastepisode', action: 'created' }, e.string.dev);
    expect(ok(res).mockWebhookEvent).toBe(false);
    const [sent] = chapters(2);
    expect(ok(await ink.gql(MOCK, { id: e.string.hook.id, uuid: sent, type: 'podcastepisode', action: 'created' }, e.string.dev)).mockWebhookEvent).toBe(true);
    await until('the mock event', () => e.string.receiver.attempts.length > before);
    expect(e.string.receiver.attempts.slice(before).map((a) => a.payload)).toEqual([
      expect.objectContaining({ uuid: sent, isMock: true, type: 'podcastepisode.created', matchingFilters: [e.string.filters[0].uuid] }),
    ]);
    // No filter for the event's name: sent, matchingFilters [].
    expect(ok(await ink.gql(MOCK, { id: e.string.hook.id, uuid: seriesUuid, type: 'podcastseries', action: 'created' }, e.string.dev)).mockWebhookEvent).toBe(true);
    await until('the second mock event', () => e.string.receiver.attempts.length > before + 1);
    expect(e.string.receiver.attempts.at(-1)!.payload).toMatchObject({ uuid: seriesUuid, isMock: true, matchingFilters: [] });
  });

  it('a filter changed later applies to the next events', async () => {
    const copyUuid = await (async () => {
      await ink.gql(UPDATE, { id: e.string.hook.id, f: e.string.filters[0].uuid, filter: { eventType: 'podcastepisode.created', field1: 'name', value1: 'capítulo 6$' } }, e.string.dev);
      return ingest(await publish('wf-clauses-2.xml', copy('Tiempo (filters: changed)')));
    })();
    await settled(e.string);
    const names = about(e.string.receiver, copyUuid).filter((a) => a.payload.taddyType === 'podcastepisode').map((a) => a.payload.data.name);
    expect(names).toEqual([facts.episodes.find((ep) => ep.title!.endsWith('capítulo 6'))!.title]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('delivery: includedUuids and excludedUuids, with the parent series (contract §9)', () => {
  let s1: string;
  let s2: string;
  /** Episode uuids by series, by chapter name order (capítulo 1 … 6). */
  let eps1: string[];
  let eps2: string[];
  const e: Record<string, Endpoint> = {};
  const UPDATED = ['podcastepisode.updated', 'podcastseries.updated'];

  async function episodeUuids(seriesUuid: string): Promise<string[]> {
    const rows: { uuid: string; name: string }[] = await ink.db.query('SELECT uuid::text, name FROM podcast_episode WHERE series_uuid = $1', [seriesUuid]);
    return rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.uuid);
  }

  /** What an endpoint got of the episode updates of both series. */
  const episodeUpdates = (x: Endpoint) => got([...about(x.receiver, s1), ...about(x.receiver, s2)].filter((a) => a.payload.type === 'podcastepisode.updated'));

  beforeAll(async () => {
    // First the series exist (their uuids are what the lists name) …
    const url1 = await publish('wf-lists-1.xml', copy('Tiempo (filters: lists 1)'));
    const url2 = await publish('wf-lists-2.xml', copy('Tiempo (filters: lists 2)'));
    s1 = await ingest(url1);
    s2 = await ingest(url2);
    eps1 = await episodeUuids(s1);
    eps2 = await episodeUuids(s2);
    expect([eps1.length, eps2.length]).toEqual([6, 6]);

    // … then the endpoints and their lists …
    e.control = await endpoint(UPDATED);
    e.includeSeries = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', includedUuids: [s1] }]);
    e.includeEpisodes = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', includedUuids: [eps1[0], eps2[1]] }]);
    e.excludeSeries = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', excludedUuids: [s1] }]);
    e.excludeEpisode = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', excludedUuids: [eps1[0]] }]);
    e.both = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', includedUuids: [s1], excludedUuids: [eps1[0]] }]);
    e.withClause = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated', field1: 'name', value1: 'capítulo [12]', includedUuids: [s2] }]);
    e.seriesOwn = await endpoint(UPDATED, [{ eventType: 'podcastseries.updated', includedUuids: [s2] }]);
    e.anyOf = await endpoint(UPDATED, [
      { eventType: 'podcastepisode.updated', includedUuids: [s1], excludedUuids: [eps1[0], eps1[1], eps1[2], eps1[3], eps1[4]] },
      { eventType: 'podcastepisode.updated', includedUuids: [eps2[5]] },
    ]);
    // Lists built with the allowlist and blocklist mutations behave the same.
    e.byMutations = await endpoint(UPDATED, [{ eventType: 'podcastepisode.updated' }]);
    const f = e.byMutations.filters[0].uuid;
    const run = (op: ListOp, c: string) => ink.gql(listOp(op), { id: e.byMutations.hook.id, f, c }, e.byMutations.dev);
    for (const [op, c] of [
      ['addUuidToWebhookFilterAllowlist', s2],
      ['addUuidToWebhookFilterAllowlist', eps1[0]],
      ['deleteUuidFromWebhookFilterAllowlist', eps1[0]],
      ['addUuidToWebhookFilterBlocklist', eps2[0]],
      ['addUuidToWebhookFilterBlocklist', eps2[0]],
    ] as const) {
      ok(await run(op, c));
    }

    // … then every episode of both series changes (a new title each): 12 podcastepisode.updated, 2 podcastseries.updated.
    await publish('wf-lists-1.xml', copy('Tiempo (filters: lists 1)', (t) => `${t} (v2)`));
    await publish('wf-lists-2.xml', copy('Tiempo (filters: lists 2)', (t) => `${t} (v2)`));
    expect(await ingest(url1)).toBe(s1);
    expect(await ingest(url2)).toBe(s2);
    await until('the control endpoint to get 14 updates', () => about(e.control.receiver, s1).length + about(e.control.receiver, s2).length === 14);
    await settled(...Object.values(e));
    for (const x of Object.values(e)) expect(x.receiver.rejected).toEqual([]);
  });

  it('the control endpoint (no filter) gets every update', () => {
    expect(episodeUpdates(e.control)).toEqual(expected('podcastepisode.updated', [...eps1, ...eps2]));
  });

  it.each([
    ['includedUuids with a series uuid: every episode of that series (the parent), none of the other', 'includeSeries', () => eps1],
    ['includedUuids with episode uuids: exactly those episodes', 'includeEpisodes', () => [eps1[0], eps2[1]]],
    ['excludedUuids with a series uuid: none of its episodes, all of the other series', 'excludeSeries', () => eps2],
    ['excludedUuids with an episode uuid: every episode but that one', 'excludeEpisode', () => [...eps1.slice(1), ...eps2]],
    ['excludedUuids wins over includedUuids (series included, one episode excluded)', 'both', () => eps1.slice(1)],
    ['lists and clauses combine with AND', 'withClause', () => eps2.slice(0, 2)],
    ['OR across filters, each with its own lists', 'anyOf', () => [eps1[5], eps2[5]]],
    ['lists built with the allowlist and blocklist mutations', 'byMutations', () => eps2.slice(1)],
  ])('%s', (_, name, want) => {
    expect(episodeUpdates(e[name])).toEqual(expected('podcastepisode.updated', want()));
    for (const a of [...about(e[name].receiver, s1), ...about(e[name].receiver, s2)].filter((x) => x.payload.type === 'podcastepisode.updated')) {
      expect(a.payload.matchingFilters.length).toBeGreaterThan(0);
    }
  });

  it('a series event is tested against the series\' own uuid; its updates go out unfiltered where no filter names podcastseries.updated', () => {
    const seriesEvents = (x: Endpoint) => got([...about(x.receiver, s1), ...about(x.receiver, s2)].filter((a) => a.payload.type === 'podcastseries.updated'));
    expect(seriesEvents(e.seriesOwn)).toEqual([`podcastseries.updated ${s2}`]);
    expect(episodeUpdates(e.seriesOwn)).toEqual(expected('podcastepisode.updated', [...eps1, ...eps2]));
    expect(seriesEvents(e.includeSeries)).toEqual(expected('podcastseries.updated', [s1, s2]));
  });

  it('matchingFilters names the filter that passed', () => {
    const [first, second] = e.anyOf.filters.map((f) => f.uuid);
    const by = new Map([...about(e.anyOf.receiver, s1), ...about(e.anyOf.receiver, s2)].map((a) => [a.payload.uuid, a.payload.matchingFilters]));
    expect(by.get(eps1[5])).toEqual([first]);
    expect(by.get(eps2[5])).toEqual([second]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('generateWebhookEventsFromIds (contract §8)', () => {
  let seriesUuid: string;
  let episodeUuid: string;

  beforeAll(async () => {
    seriesUuid = await ingest(await publish('wf-generate.xml', copy('Tiempo (filters: generate)')));
    [{ uuid: episodeUuid }] = await ink.db.query('SELECT uuid::text FROM podcast_episode WHERE series_uuid = $1 ORDER BY name LIMIT 1', [seriesUuid]);
  });

  it('builds updated events, without sending, for series and episode uuids in their order; unknown uuids are skipped', async () => {
    const dev = await ink.developer('BUSINESS');
    const started = Math.floor(Date.now() / 1000);
    const res = await ink.gql(GENERATE, { ids: [episodeUuid, UUID_A, seriesUuid.toUpperCase()] }, dev);
    const events = ok(res).generateWebhookEventsFromIds;
    expect(events).toEqual([
      { uuid: episodeUuid, action: 'updated', taddyType: 'podcastepisode', timestamp: expect.any(Number), podcastSeries: null, podcastEpisode: { uuid: episodeUuid, name: expect.any(String) }, itunesInfo: null },
      { uuid: seriesUuid, action: 'updated', taddyType: 'podcastseries', timestamp: expect.any(Number), podcastSeries: { uuid: seriesUuid, name: 'Tiempo (filters: generate)' }, podcastEpisode: null, itunesInfo: null },
    ]);
    expect(events[0].timestamp).toBeGreaterThanOrEqual(started - 1);
    expect(ok(await ink.gql(GENERATE, { ids: [] }, dev)).generateWebhookEventsFromIds).toEqual([]);
    expect(ok(await ink.gql(GENERATE, {}, dev)).generateWebhookEventsFromIds).toEqual([]);
  });

  it('at most 25 ids, each a uuid (BAD_USER_INPUT); Business plan only (ACCESS_NOT_ALLOWED)', async () => {
    const dev = await ink.developer('BUSINESS');
    expectError(await ink.gql(GENERATE, { ids: Array.from({ length: 26 }, () => seriesUuid) }, dev), 'BAD_USER_INPUT', 'ids cannot have more than 25 items');
    expectError(await ink.gql(GENERATE, { ids: ['nope'] }, dev), 'BAD_USER_INPUT', 'nope is not a valid uuid');
    for (const plan of ['FREE', 'PRO'] as const) expectError(await ink.gql(GENERATE, { ids: [seriesUuid] }, await ink.developer(plan)), 'ACCESS_NOT_ALLOWED');
  });
});

// ---------------------------------------------------------------------------------------------

describe('filters in the dashboard API (/internal/graphql, session)', () => {
  const D_WEBHOOK = `id events filters { ${FILTER} }`;
  const D_ADD_HOOK = `mutation ($url: String!, $events: [String!]!) { addWebhookUrlForUser(endpointUrl: $url, webhookEvents: $events) { ${D_WEBHOOK} } }`;
  const D_LIST = `{ getMyDeveloperWebhooks { ${D_WEBHOOK} } }`;
  const D_ADD = `mutation ($id: ID!, $filter: WebhookFilterInput!) { addWebhookFilter(webhookId: $id, filter: $filter) { ${D_WEBHOOK} } }`;
  const D_UPDATE = `mutation ($id: ID!, $f: ID!, $filter: WebhookFilterInput!) { updateWebhookFilter(webhookId: $id, filterUuid: $f, filter: $filter) { ${D_WEBHOOK} } }`;
  const D_DELETE = `mutation ($id: ID!, $f: ID!) { deleteWebhookFilter(webhookId: $id, filterUuid: $f) { ${D_WEBHOOK} } }`;

  async function businessDeveloper(): Promise<Visitor> {
    const visitor = await signUpDeveloper(ink, mailbox);
    const { me } = ok(await visitor.gql('{ me { id } }'));
    await ink.db.query(`UPDATE users SET developer_plan = 'BUSINESS', developer_subscription_status = 'active' WHERE id = $1`, [Number(me.id)]);
    return visitor;
  }

  beforeEach(async () => {
    await resetLoginLinkLimits(ink);
  });

  it('add, list, look up, update, edit the lists and delete a filter with the session; the same rules and messages', async () => {
    const visitor = await businessDeveloper();
    const hook = ok(await visitor.gql(D_ADD_HOOK, { url: PUBLIC_URL, events: ['podcastepisode.created'] })).addWebhookUrlForUser;
    expect(hook.filters).toEqual([]);

    const added = ok(await visitor.gql(D_ADD, { id: hook.id, filter: { eventType: 'podcastepisode.created', field1: 'name', value1: 'guest', includedUuids: [UUID_A] } })).addWebhookFilter;
    const [filter] = added.filters;
    expect(filter).toMatchObject({ webhookId: hook.id, eventType: 'podcastepisode.created', clause1: JSON.stringify({ field: 'name', value: 'guest' }), includedUuids: [UUID_A], hasIncludedUuids: true });
    expect(ok(await visitor.gql(D_LIST)).getMyDeveloperWebhooks[0].filters).toEqual([filter]);
    expect(ok(await visitor.gql(`query ($id: ID!, $f: ID!) { getWebhookFilterByUuid(webhookId: $id, filterUuid: $f) { ${FILTER} } }`, { id: hook.id, f: filter.uuid })).getWebhookFilterByUuid).toEqual(filter);

    const blocked = ok(await visitor.gql(listOp('addUuidToWebhookFilterBlocklist'), { id: hook.id, f: filter.uuid, c: UUID_B })).addUuidToWebhookFilterBlocklist;
    expect(blocked).toMatchObject({ uuid: filter.uuid, excludedUuids: [UUID_B], hasExcludedUuids: true });
    const unlisted = ok(await visitor.gql(listOp('deleteUuidFromWebhookFilterAllowlist'), { id: hook.id, f: filter.uuid, c: UUID_A })).deleteUuidFromWebhookFilterAllowlist;
    expect(unlisted).toMatchObject({ includedUuids: [], hasIncludedUuids: false });

    expectError(await visitor.gql(D_ADD, { id: hook.id, filter: { eventType: 'podcastepisode.created', field1: 'name', value1: '(' } }), 'BAD_USER_INPUT', 'value1 is not a valid regular expression: Unterminated group');
    expectError(await visitor.gql(D_ADD, { id: hook.id, filter: { eventType: 'creator.created' } }), 'BAD_USER_INPUT', "creator.created is not one of this webhook's events");

    const updated = ok(await visitor.gql(D_UPDATE, { id: hook.id, f: filter.uuid, filter: { eventType: 'podcastepisode.created', field2: 'guid', value2: 'x' } })).updateWebhookFilter;
    expect(updated.filters).toEqual([{ ...unlisted, clause1: null, clause2: JSON.stringify({ field: 'guid', value: 'x' }), excludedUuids: [], hasExcludedUuids: false }]);
    expect(ok(await visitor.gql(D_DELETE, { id: hook.id, f: filter.uuid })).deleteWebhookFilter.filters).toEqual([]);
  });

  it("another developer's filter: null through one's own webhook, ACCESS_NOT_ALLOWED through theirs; without a session REQUIRES_USER_AUTHENTICATION", async () => {
    const owner = await businessDeveloper();
    const other = await businessDeveloper();
    const ownerHook = ok(await owner.gql(D_ADD_HOOK, { url: PUBLIC_URL, events: ['podcastepisode.created'] })).addWebhookUrlForUser;
    const otherHook = ok(await other.gql(D_ADD_HOOK, { url: PUBLIC_URL, events: ['podcastepisode.created'] })).addWebhookUrlForUser;
    const [filter] = ok(await owner.gql(D_ADD, { id: ownerHook.id, filter: { eventType: 'podcastepisode.created' } })).addWebhookFilter.filters;

    const GET_D = `query ($id: ID!, $f: ID!) { getWebhookFilterByUuid(webhookId: $id, filterUuid: $f) { uuid } }`;
    expect(ok(await other.gql(GET_D, { id: otherHook.id, f: filter.uuid })).getWebhookFilterByUuid).toBeNull();
    expectError(await other.gql(GET_D, { id: ownerHook.id, f: filter.uuid }), 'ACCESS_NOT_ALLOWED');
    expectError(await other.gql(D_DELETE, { id: otherHook.id, f: filter.uuid }), 'ACCESS_NOT_ALLOWED', "This filter is not one of this webhook's.");
    expectError(await other.gql(D_DELETE, { id: ownerHook.id, f: filter.uuid }), 'ACCESS_NOT_ALLOWED');
    expectError(await new Visitor(ink).gql(GET_D, { id: ownerHook.id, f: filter.uuid }), 'REQUIRES_USER_AUTHENTICATION');
    expect(ok(await owner.gql(D_LIST)).getMyDeveloperWebhooks[0].filters.map((f: FilterView) => f.uuid)).toEqual([filter.uuid]);
  });
});

// Changing a webhook's events keeps its filters: one for an event no longer received is idle, and applies again if the event comes back.
describe('a webhook update keeps its filters', () => {
  it('updateWebhookForUser returns the filters unchanged', async () => {
    const dev = await ink.developer('BUSINESS');
    const hook = await addHook(dev, PUBLIC_URL, ['podcastepisode.created', 'podcastseries.updated']);
    const f = await addFilter(dev, hook.id, { eventType: 'podcastepisode.created', field1: 'name', value1: 'x' });
    const updated: WebhookView = ok(await ink.gql(UPDATE_HOOK, { id: hook.id, url: `${PUBLIC_URL}/v2`, events: ['podcastseries.updated'] }, dev)).updateWebhookForUser;
    expect(updated.filters).toEqual([f]);
    await ink.gql(DELETE_HOOK, { id: hook.id }, dev);
  });
});
