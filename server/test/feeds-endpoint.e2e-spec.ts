import { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/developers/billing-period';
import { IngestResult } from '../src/podcasts/feeds.service';
import { FeedServer, startFeedServer } from './support/feed-server';
import { feedFacts } from './support/feed-facts';
import { Credentials, Inkcast, startInkcast } from './support/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PATH = '/feeds/add-podcastseries';

let ink: Inkcast;
let feeds: FeedServer;
let dev: Credentials;

beforeAll(async () => {
  feeds = await startFeedServer();
  ink = await startInkcast(); // no worker yet: the jobs stay queued where the tests can see them
  dev = await ink.developer();
});

afterAll(async () => {
  await ink?.close();
  await feeds?.close();
});

function post(body: unknown, auth: Credentials | null = dev) {
  let req = ink.http().post(PATH).set('content-type', 'application/json');
  if (auth) req = req.set('x-user-id', String(auth.userId)).set('x-api-key', auth.apiKey);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
}

async function remaining(who: Credentials): Promise<number> {
  const res = await ink.gql('{ getApiRequestsRemaining }', {}, who);
  return res.data.getApiRequestsRemaining;
}

describe('POST /feeds/add-podcastseries (§10)', () => {
  let uuid: string;

  it('answers 200 {"status":"success","uuid"} at once and queues the ingest', async () => {
    const res = await post({ rssUrl: 'https://example.com/feed.xml' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', uuid: expect.stringMatching(UUID) });
    uuid = res.body.uuid;
    const [feed] = await ink.db.query('SELECT rss_url, added_by_user_id FROM podcast_feed WHERE uuid = $1', [uuid]);
    expect(feed).toEqual({ rss_url: 'https://example.com/feed.xml', added_by_user_id: dev.userId });
    const waiting = await ink.feedsQueue.getJobs(['waiting', 'prioritized', 'delayed']);
    expect(waiting.map((j) => [j.name, j.data.source])).toContainEqual(['ingest-feed', 'https://example.com/feed.xml']);
    // The ingest is asynchronous: nothing is ingested yet.
    expect(await ink.db.query('SELECT uuid FROM podcast_series WHERE uuid = $1', [uuid])).toEqual([]);
  });

  it('the same URL with another scheme, host case or a trailing slash returns the same uuid', async () => {
    for (const rssUrl of ['http://example.com/feed.xml', 'https://EXAMPLE.com/feed.xml', 'https://example.com/feed.xml/', 'HTTP://Example.COM/feed.xml/']) {
      const res = await post({ rssUrl });
      expect({ rssUrl, status: res.status, body: res.body }).toEqual({ rssUrl, status: 200, body: { status: 'success', uuid } });
    }
    const [{ n }] = await ink.db.query("SELECT count(*)::int AS n FROM podcast_feed WHERE rss_key = 'example.com/feed.xml'");
    expect(n).toBe(1);
  });

  it('a different path is a different feed', async () => {
    const res = await post({ rssUrl: 'https://example.com/other.xml' });
    expect(res.body.status).toBe('success');
    expect(res.body.uuid).not.toBe(uuid);
  });

  it('counts one request', async () => {
    const who = await ink.developer();
    expect(await remaining(who)).toBe(500);
    const res = await post({ rssUrl: 'https://example.com/counted.xml' }, who);
    expect(res.status).toBe(200);
    expect(await remaining(who)).toBe(499);
  });

  it.each([
    ['no headers', null],
    ['an unknown key', { userId: 1, apiKey: 'ink_live_unknown' }],
    ['a malformed X-USER-ID', { userId: 'seven' as unknown as number, apiKey: 'ink_live_unknown' }],
  ] as [string, Credentials | null][])('%s → 401 with code API_KEY_INVALID, not counted', async (_name, auth) => {
    const before = await remaining(dev);
    const res = await post({ rssUrl: 'https://example.com/feed.xml' }, auth);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', code: 'API_KEY_INVALID', message: expect.any(String) });
    expect(await remaining(dev)).toBe(before);
  });

  it("another user's id with this key → 401 API_KEY_INVALID", async () => {
    const other = await ink.developer();
    const res = await post({ rssUrl: 'https://example.com/feed.xml' }, { userId: other.userId, apiKey: dev.apiKey });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('API_KEY_INVALID');
  });

  it.each([
    ['an empty object', {}],
    ['rssUrl not a string', { rssUrl: 42 }],
    ['a blank rssUrl', { rssUrl: '  ' }],
    ['rssUrl not a URL', { rssUrl: 'not a url' }],
    ['an ftp URL', { rssUrl: 'ftp://example.com/feed.xml' }],
    ['a negative itunesId', { rssUrl: 'https://example.com/feed.xml', itunesId: -1 }],
    ['an itunesId that is not an integer', { rssUrl: 'https://example.com/feed.xml', itunesId: '123' }],
  ])('a bad body (%s) → 400 {"status":"error","message"}', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  // Contract §10: errors are 400 {status: "error", message}, even when the body is not JSON.
  it('a body that is not JSON → 400 {"status":"error","message"}', async () => {
    const res = await post('{"rssUrl": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('over quota → 429 with code API_RATE_LIMIT_EXCEEDED, and nothing registered', async () => {
    const who = await ink.developer();
    const principal = await ink.developers.authenticate(who.userId, who.apiKey);
    await ink.redis.set(`usage:${who.userId}:${isoDay(ink.usage.period(principal!).start)}`, '500');
    const res = await post({ rssUrl: 'https://example.com/over-quota.xml' }, who);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 'error', code: 'API_RATE_LIMIT_EXCEEDED', message: expect.stringContaining('reset') });
    expect(await ink.db.query("SELECT uuid FROM podcast_feed WHERE rss_key = 'example.com/over-quota.xml'")).toEqual([]);
  });
});

describe('the queued ingest (with the worker running)', () => {
  it('ingests the added feed under the uuid the endpoint returned', async () => {
    // Drop the example.com jobs (nothing answers there), then start the worker.
    await ink.feedsQueue.drain(true);
    const url = feeds.url('serial.xml');
    const res = await post({ rssUrl: url });
    expect(res.status).toBe(200);
    const uuid: string = res.body.uuid;

    const jobs = (await ink.feedsQueue.getJobs(['waiting'])).filter((j) => j.data.source === url);
    expect(jobs).toHaveLength(1);
    await ink.startWorker();
    const result = await waitForIngest(url);
    expect(result).toMatchObject({ uuid, error: null, name: 'Serial', episodes: feedFacts('serial.xml').episodes.length });
    const series = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { uuid name rssUrl totalEpisodesCount } }', { u: uuid }, dev);
    expect(series.data.getPodcastSeries).toEqual({ uuid, name: 'Serial', rssUrl: url, totalEpisodesCount: 40 });
  });

  it('a known feed returns its uuid, and its ingest fetches the URL the feed was added with', async () => {
    const url = feeds.url('serial.xml');
    const [{ uuid }] = await ink.db.query("SELECT uuid FROM podcast_series WHERE name = 'Serial'");
    const known = new Set((await ink.feedsQueue.getJobs()).map((j) => j.id));
    // Another spelling of the same feed: https (the feed server speaks only http), upper-case host, trailing slash.
    const variant = `https://${new URL(url).host.toUpperCase()}${new URL(url).pathname}/`;
    const res = await post({ rssUrl: variant });
    expect(res.body).toEqual({ status: 'success', uuid });

    const added = (await ink.feedsQueue.getJobs()).filter((j) => !known.has(j.id));
    expect(added.map((j) => j.data.source)).toEqual([url]);
    const result = await waitForIngest(url);
    expect(result).toMatchObject({ uuid, error: null, created: 0, updated: 0 });
    const [feed] = await ink.db.query('SELECT rss_url, last_error FROM podcast_feed WHERE uuid = $1', [uuid]);
    expect(feed).toEqual({ rss_url: url, last_error: null });
    const series = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { rssUrl } }', { u: uuid }, dev);
    expect(series.data.getPodcastSeries).toEqual({ rssUrl: url });
  });

  it('an itunesId sent with a new feed makes the series findable by itunesId once ingested', async () => {
    const url = feeds.url('reply-all.xml');
    const res = await post({ rssUrl: url, itunesId: 941907967 });
    expect(res.status).toBe(200);
    await waitForIngest(url);
    const found = await ink.gql('{ getPodcastSeries(itunesId: 941907967) { uuid name itunesId } }', {}, dev);
    expect(found.data.getPodcastSeries).toEqual({ uuid: res.body.uuid, name: 'Reply All', itunesId: 941907967 });
  });

  it('an itunesId sent for a feed already ingested makes the series findable by itunesId', async () => {
    const url = feeds.url('serial.xml');
    const res = await post({ rssUrl: url, itunesId: 917918570 });
    expect(res.status).toBe(200);
    await waitForIngest(url);
    const found = await ink.gql('{ getPodcastSeries(itunesId: 917918570) { uuid itunesId } }', {}, dev);
    expect(found.data.getPodcastSeries).toEqual({ uuid: res.body.uuid, itunesId: 917918570 });
  });
});

describe('an itunesId another series already has', () => {
  beforeAll(async () => {
    await ink.feedsQueue.drain(true); // no example.com jobs for the worker
    await ink.startWorker();
  });

  // One developer's wrong itunesId must not block a feed: the id stays with the series that had it first.
  it('does not stop the feed from being ingested', async () => {
    const first = await post({ rssUrl: feeds.url('launched.xml'), itunesId: 1500000001 });
    expect((await waitForIngest(feeds.url('launched.xml'))).error).toBeNull();
    const second = await post({ rssUrl: feeds.url('javascript-air.xml'), itunesId: 1500000001 });
    expect(second.body.uuid).not.toBe(first.body.uuid);
    const result = await waitForIngest(feeds.url('javascript-air.xml'));
    expect(result).toMatchObject({ uuid: second.body.uuid, error: null });
    const found = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { name } }', { u: second.body.uuid }, dev);
    expect(found.data.getPodcastSeries).toEqual({ name: 'JavaScript Air' });
  });
});

/**
 * Waits for the newest ingest job of `source` to settle (the worker is running): its result, or
 * throws with the failure of its first failed attempt (BullMQ would retry it with backoff).
 */
async function waitForIngest(source: string): Promise<IngestResult> {
  const jobs = (await ink.feedsQueue.getJobs()).filter((j) => j.data.source === source).sort((a, b) => Number(b.id) - Number(a.id));
  expect(jobs.length).toBeGreaterThan(0);
  for (let i = 0; i < 600; i++) {
    const job = (await Job.fromId(ink.feedsQueue, jobs[0].id!))!;
    if (job.failedReason) throw new Error(`ingest of ${source} failed: ${job.failedReason}`);
    if (job.finishedOn) return job.returnvalue;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`ingest of ${source} did not finish within a minute`);
}
