import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult } from '../src/podcasts/feeds.service';
import { FeedServer, startFeedServer } from './support/feed-server';
import { FEED_FILES, feedFacts, feedXml } from './support/feed-facts';
import { Credentials, Inkcast, startInkcast } from './support/harness';
import { FEEDS_DIR } from './support/paths';

/** Rows of a series' episodes that an ingest must leave alone when nothing changed. */
interface EpisodeRow {
  uuid: string;
  guid: string;
  name: string;
  hash: string;
  is_removed: boolean;
}

let ink: Inkcast;
let feeds: FeedServer;
let dev: Credentials;
let tmp: string;
/** Result of the first ingest of every shared feed, by file name. */
const firstIngest = new Map<string, IngestResult>();

const episodeRows = (seriesUuid: string): Promise<EpisodeRow[]> =>
  ink.db.query('SELECT uuid, guid, name, hash, is_removed FROM podcast_episode WHERE series_uuid = $1 ORDER BY uuid', [seriesUuid]);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'inkcast-e2e-ingest-'));
  feeds = await startFeedServer(tmp);
  ink = await startInkcast({ worker: true });
  dev = await ink.developer('PRO');
  const results = await ink.ingest(FEED_FILES.map((f) => feeds.url(f)));
  FEED_FILES.forEach((f, i) => firstIngest.set(f, results[i]));
});

afterAll(async () => {
  await ink?.close();
  await feeds?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('every feed of the shared set ingests through the queue and the worker', () => {
  it.each(FEED_FILES)('%s: ingested without error; name and episode count match the feed', async (file) => {
    const facts = feedFacts(file);
    const result = firstIngest.get(file)!;
    expect(result.error).toBeNull();
    expect(result.name).toBe(facts.title);
    expect(result.episodes).toBe(facts.episodes.length);
    expect(result.created).toBe(facts.episodes.length);

    const [row] = await ink.db.query(
      `SELECT s.name, s.total_episodes, (SELECT count(*)::int FROM podcast_episode e WHERE e.series_uuid = s.uuid) AS stored,
              f.last_error
       FROM podcast_series s JOIN podcast_feed f ON f.uuid = s.uuid WHERE s.uuid = $1`,
      [result.uuid],
    );
    expect(row).toEqual({ name: facts.title, total_episodes: facts.episodes.length, stored: facts.episodes.length, last_error: null });

    const res = await ink.gql(
      'query ($uuid: ID) { getPodcastSeries(uuid: $uuid) { uuid name rssUrl totalEpisodesCount } }',
      { uuid: result.uuid },
      dev,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.getPodcastSeries).toEqual({ uuid: result.uuid, name: facts.title, rssUrl: feeds.url(file), totalEpisodesCount: facts.episodes.length });
  });

  it('gives every episode with a guid in the feed the guid it has there', async () => {
    const facts = feedFacts('serial.xml');
    const rows = await episodeRows(firstIngest.get('serial.xml')!.uuid!);
    expect(rows.map((r) => r.guid).sort()).toEqual(facts.episodes.map((e) => e.guid).sort());
  });
});

describe('what the ingest stores keeps the contract\'s invariants (§5, conventions)', () => {
  it('uuids are 36-char lower-case UUIDs and hashes 64-hex SHA-256, for every series and episode', async () => {
    const [bad] = await ink.db.query(
      `SELECT (SELECT count(*)::int FROM podcast_series WHERE uuid::text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' OR hash !~ '^[0-9a-f]{64}$'
                OR children_hash !~ '^[0-9a-f]{64}$') AS series,
              (SELECT count(*)::int FROM podcast_episode WHERE hash !~ '^[0-9a-f]{64}$') AS episodes`,
    );
    expect(bad).toEqual({ series: 0, episodes: 0 });
  });

  it('episode subtitles are at most 255 characters and series have at most 5 genres', async () => {
    const [row] = await ink.db.query(
      `SELECT (SELECT coalesce(max(char_length(subtitle)), 0) FROM podcast_episode) AS subtitle,
              (SELECT coalesce(max(cardinality(genres)), 0) FROM podcast_series) AS genres`,
    );
    expect(row.subtitle).toBeGreaterThan(0);
    expect(row.subtitle).toBeLessThanOrEqual(255);
    expect(row.genres).toBeLessThanOrEqual(5);
  });

  it('enums default as the contract says: seriesType EPISODIC, episodeType FULL when the feed states none', async () => {
    // tiempo-de-valientes.xml states neither itunes:type nor itunes:episodeType.
    const xml = feedXml('tiempo-de-valientes.xml');
    expect(xml).not.toContain('itunes:type');
    expect(xml).not.toContain('itunes:episodeType');
    const res = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { seriesType episodes { episodeType isRemoved } } }', { u: firstIngest.get('tiempo-de-valientes.xml')!.uuid }, dev);
    expect(res.data.getPodcastSeries).toEqual({
      seriesType: 'EPISODIC',
      episodes: Array.from({ length: 6 }, () => ({ episodeType: 'FULL', isRemoved: false })),
    });
  });

  it('the trailer of baywatch-berlin.xml is episodeType TRAILER', async () => {
    const res = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { episodes { episodeType } } }', { u: firstIngest.get('baywatch-berlin.xml')!.uuid }, dev);
    expect(res.data.getPodcastSeries.episodes).toEqual([{ episodeType: 'TRAILER' }]);
  });
});

describe('re-ingesting an unchanged feed changes nothing', () => {
  it('keeps uuids and hashes, and reports 0 created, 0 updated, 0 removed for every feed', async () => {
    const seriesBefore = await ink.db.query('SELECT uuid, hash, children_hash, updated_at FROM podcast_series ORDER BY uuid');
    const episodesBefore = await ink.db.query('SELECT uuid, series_uuid, hash, is_removed FROM podcast_episode ORDER BY uuid');

    const again = await ink.ingest(FEED_FILES.map((f) => feeds.url(f)));

    for (const [i, file] of FEED_FILES.entries()) {
      expect({ file, ...again[i] }).toMatchObject({ file, uuid: firstIngest.get(file)!.uuid, error: null, created: 0, updated: 0, removed: 0 });
    }
    expect(await ink.db.query('SELECT uuid, hash, children_hash, updated_at FROM podcast_series ORDER BY uuid')).toEqual(seriesBefore);
    expect(await ink.db.query('SELECT uuid, series_uuid, hash, is_removed FROM podcast_episode ORDER BY uuid')).toEqual(episodesBefore);
  });
});

describe('a changed feed updates only what changed', () => {
  const CHANGED_GUID = 'nwp-e04';
  const DROPPED_GUID = 'nwp-e02';
  const NEW_TITLE = 'Nice White Parents - Ep. 4 (corrected)';
  let path: string;
  let url: string;
  let seriesUuid: string;
  let before: EpisodeRow[];
  let beforeSeries: { hash: string; children_hash: string };
  let result: IngestResult;

  beforeAll(async () => {
    // A copy of serial.xml in the temp dir, published at its own URL.
    path = join(tmp, 'serial-changing.xml');
    url = feeds.url('serial-changing.xml');
    await copyFile(join(FEEDS_DIR, 'serial.xml'), path);
    const [first] = await ink.ingest([url]);
    expect(first.error).toBeNull();
    seriesUuid = first.uuid!;
    before = await episodeRows(seriesUuid);
    [beforeSeries] = await ink.db.query('SELECT hash, children_hash FROM podcast_series WHERE uuid = $1', [seriesUuid]);

    // One episode renamed, one item dropped.
    const original = await readFile(path, 'utf8');
    const renamed = original.replace(
      /(<guid isPermaLink="false">nwp-e04<\/guid>\s*<title>)[^<]*(<\/title>)/,
      `$1${NEW_TITLE}$2`,
    );
    const changed = renamed.replace(/<item>\s*<guid isPermaLink="false">nwp-e02<\/guid>[\s\S]*?<\/item>\s*/, '');
    expect(renamed).not.toBe(original);
    expect(changed).not.toBe(renamed);
    await writeFile(path, changed);
    [result] = await ink.ingest([url]);
  });

  it('reports one episode updated, one removed and none created', () => {
    expect(result).toMatchObject({ uuid: seriesUuid, error: null, episodes: 39, created: 0, updated: 1, removed: 1 });
  });

  it('renames the changed episode under the same uuid with a new hash, and leaves every other episode untouched', async () => {
    const after = await episodeRows(seriesUuid);
    expect(after.map((r) => r.uuid)).toEqual(before.map((r) => r.uuid));
    for (const [i, row] of after.entries()) {
      const old = before[i];
      if (row.guid === CHANGED_GUID) {
        expect(row.name).toBe(NEW_TITLE);
        expect(row.hash).not.toBe(old.hash);
      } else if (row.guid === DROPPED_GUID) {
        expect(row).toEqual({ ...old, is_removed: true });
      } else {
        expect(row).toEqual(old);
      }
    }
  });

  it("changes the series' childrenHash", async () => {
    const [series] = await ink.db.query('SELECT hash, children_hash FROM podcast_series WHERE uuid = $1', [seriesUuid]);
    expect(series.children_hash).not.toBe(beforeSeries.children_hash);
  });

  it('marks the dropped episode isRemoved: listed only with includeRemovedEpisodes, not counted by default', async () => {
    const dropped = before.find((r) => r.guid === DROPPED_GUID)!;
    const res = await ink.gql(
      `query ($uuid: ID) { getPodcastSeries(uuid: $uuid) {
         totalEpisodesCount
         withRemoved: totalEpisodesCount(includeRemovedEpisodes: true)
         current: episodes(limitPerPage: 25) { uuid isRemoved }
         currentPage2: episodes(limitPerPage: 25, page: 2) { uuid isRemoved }
         all: episodes(limitPerPage: 25, includeRemovedEpisodes: true) { uuid isRemoved }
         allPage2: episodes(limitPerPage: 25, page: 2, includeRemovedEpisodes: true) { uuid isRemoved }
       } }`,
      { uuid: seriesUuid },
      dev,
    );
    expect(res.errors).toBeUndefined();
    const s = res.data.getPodcastSeries;
    expect(s.totalEpisodesCount).toBe(39);
    expect(s.withRemoved).toBe(40);
    const current = [...s.current, ...s.currentPage2];
    const all = [...s.all, ...s.allPage2];
    expect(current).toHaveLength(39);
    expect(current.map((e: { uuid: string }) => e.uuid)).not.toContain(dropped.uuid);
    expect(current.every((e: { isRemoved: boolean }) => e.isRemoved === false)).toBe(true);
    expect(all).toHaveLength(40);
    expect(all.find((e: { uuid: string }) => e.uuid === dropped.uuid)).toEqual({ uuid: dropped.uuid, isRemoved: true });

    const byUuid = await ink.gql('query ($uuid: ID) { getPodcastEpisode(uuid: $uuid) { uuid isRemoved } }', { uuid: dropped.uuid }, dev);
    expect(byUuid.data.getPodcastEpisode).toEqual({ uuid: dropped.uuid, isRemoved: true });
  });

  it('leaves the removed episode out of getLatestPodcastEpisodes', async () => {
    const dropped = before.find((r) => r.guid === DROPPED_GUID)!;
    const res = await ink.gql(
      'query ($uuids: [ID]) { getLatestPodcastEpisodes(uuids: $uuids, limitPerPage: 50) { uuid } }',
      { uuids: [seriesUuid] },
      dev,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.getLatestPodcastEpisodes).toHaveLength(39);
    expect(res.data.getLatestPodcastEpisodes.map((e: { uuid: string }) => e.uuid)).not.toContain(dropped.uuid);
  });

  it('leaves the removed episode out of search, and finds the renamed one by its new title', async () => {
    const dropped = before.find((r) => r.guid === DROPPED_GUID)!;
    const changed = before.find((r) => r.guid === CHANGED_GUID)!;
    const res = await ink.gql(
      'query ($s: [ID]) { search(term: "nice white parents", matchBy: ALL_TERMS, filterForTypes: [PODCASTEPISODE], filterForSeriesUuids: $s, limitPerPage: 25) { podcastEpisodes { uuid name } } }',
      { s: [seriesUuid] },
      dev,
    );
    expect(res.errors).toBeUndefined();
    const hits: { uuid: string; name: string }[] = res.data.search.podcastEpisodes;
    expect(hits.map((h) => h.uuid)).not.toContain(dropped.uuid);
    expect(hits).toContainEqual({ uuid: changed.uuid, name: NEW_TITLE });
    const corrected = await ink.gql('query ($s: [ID]) { search(term: "corrected", filterForTypes: [PODCASTEPISODE], filterForSeriesUuids: $s) { podcastEpisodes { uuid } } }', { s: [seriesUuid] }, dev);
    expect(corrected.data.search.podcastEpisodes).toEqual([{ uuid: changed.uuid }]);
  });

  it('brings a dropped episode back under its old uuid when it returns to the feed', async () => {
    await copyFile(join(FEEDS_DIR, 'serial.xml'), path);
    const [restored] = await ink.ingest([url]);
    expect(restored).toMatchObject({ error: null, episodes: 40, created: 0, updated: 2, removed: 0 });
    const rows = await episodeRows(seriesUuid);
    expect(rows).toEqual(before);
  });
});

describe('an unreadable feed is recorded and does not break the others', () => {
  let results: IngestResult[];

  beforeAll(async () => {
    await writeFile(join(tmp, 'moved.xml'), '<!DOCTYPE html><html><head><title>Moved</title></head><body><p>This page has moved.</p></body></html>');
    await writeFile(join(tmp, 'garbage.xml'), '\u0000\u0001 }{ not xml at all ]]> <<<< \u00ff');
    await writeFile(join(tmp, 'reply-all-copy.xml'), feedXml('reply-all.xml'));
    // One batch: an HTML page, a good feed, garbage from a local file (the operator's path), a 404.
    results = await ink.ingest([feeds.url('moved.xml'), feeds.url('reply-all-copy.xml'), join(tmp, 'garbage.xml'), feeds.url('no-such-feed.xml')]);
  });

  it('an HTML page fails with a clear error, saved as podcast_feed.last_error (ERROR_PARSING_FEED), and makes no series', async () => {
    const [r] = results;
    expect(r.error).toBe('This is an HTML page, not an RSS feed.');
    expect(r.episodes).toBe(0);
    const [feed] = await ink.db.query('SELECT last_error, priority_reason FROM podcast_feed WHERE uuid = $1', [r.uuid]);
    expect(feed).toEqual({ last_error: r.error, priority_reason: 'ERROR_PARSING_FEED' });
    expect(await ink.db.query('SELECT uuid FROM podcast_series WHERE uuid = $1', [r.uuid])).toEqual([]);
    const res = await ink.gql('query ($u: String) { getPodcastSeries(rssUrl: $u) { uuid } }', { u: feeds.url('moved.xml') }, dev);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('garbage fails with an error saved as podcast_feed.last_error (ERROR_PARSING_FEED), and makes no series', async () => {
    const r = results[2];
    expect(r.error).toBe('This is not an RSS feed: there is no <rss> element.');
    const [feed] = await ink.db.query('SELECT last_error, priority_reason FROM podcast_feed WHERE uuid = $1', [r.uuid]);
    expect(feed).toEqual({ last_error: r.error, priority_reason: 'ERROR_PARSING_FEED' });
    expect(await ink.db.query('SELECT uuid FROM podcast_series WHERE uuid = $1', [r.uuid])).toEqual([]);
  });

  it('a URL that answers 404 fails as FEED_URL_NOT_WORKING with the status in last_error', async () => {
    const r = results[3];
    expect(r.error).toContain('HTTP 404');
    const [feed] = await ink.db.query('SELECT last_error, priority_reason FROM podcast_feed WHERE uuid = $1', [r.uuid]);
    expect(feed.priority_reason).toBe('FEED_URL_NOT_WORKING');
    expect(feed.last_error).toContain('HTTP 404');
  });

  it('a good feed in the same batch is ingested in full', async () => {
    const r = results[1];
    const facts = feedFacts('reply-all.xml');
    expect(r).toMatchObject({ error: null, name: facts.title, episodes: facts.episodes.length, created: facts.episodes.length });
    const res = await ink.gql('query ($uuid: ID) { getPodcastSeries(uuid: $uuid) { name totalEpisodesCount } }', { uuid: r.uuid }, dev);
    expect(res.data.getPodcastSeries).toEqual({ name: facts.title, totalEpisodesCount: facts.episodes.length });
  });

  it('a later successful ingest of the same URL clears last_error', async () => {
    await writeFile(join(tmp, 'moved.xml'), feedXml('all-things-chemical.xml'));
    const [r] = await ink.ingest([feeds.url('moved.xml')]);
    expect(r).toMatchObject({ uuid: results[0].uuid, error: null });
    const [feed] = await ink.db.query('SELECT last_error, priority_reason FROM podcast_feed WHERE uuid = $1', [r.uuid]);
    // The error is gone; the reason now says what the feed is: its newest episode is from 2018.
    expect(feed).toEqual({ last_error: null, priority_reason: 'INACTIVE_FOR_OVER_1_YEAR' });
  });
});
