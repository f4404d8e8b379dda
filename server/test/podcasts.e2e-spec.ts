import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, startCatalogue } from './support/catalogue';
import { feedFacts, newestFirst } from './support/feed-facts';
import { Credentials, GqlResponse, Inkcast } from './support/harness';

interface Episode {
  uuid: string;
  name: string;
  guid: string;
  datePublished: number;
  podcastSeries?: { uuid: string };
}

let cat: Catalogue;
let ink: Inkcast;
let free: Credentials;
let pro: Credentials;

const serial = feedFacts('serial.xml');

beforeAll(async () => {
  cat = await startCatalogue();
  ink = cat.ink;
  free = await ink.developer('FREE');
  pro = await ink.developer('PRO');
});

afterAll(async () => {
  await cat?.close();
});

/** Runs a query as the Pro developer and expects no errors. */
async function ok<D = any>(query: string, variables: Record<string, unknown> = {}): Promise<D> {
  const res = await ink.gql<D>(query, variables, pro);
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  return res.data as D;
}

/** Expects one BAD_USER_INPUT error with this message, at this path, with `code` both top-level and in extensions. */
function expectBadUserInput(res: GqlResponse, message: string, path: (string | number)[]) {
  expect(res.status).toBe(200);
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ message, code: 'BAD_USER_INPUT', path, extensions: { code: 'BAD_USER_INPUT' } });
}

describe("the landing page's example query", () => {
  it('returns the real data of serial.xml: 40 episodes, the 3 newest first', async () => {
    const data = await ok(`{
      getPodcastSeries(name: "Serial") {
        uuid name itunesId description imageUrl totalEpisodesCount
        itunesInfo { uuid baseArtworkUrlOf(size: 640) }
        episodes(limitPerPage: 3) { uuid name datePublished audioUrl }
      }
    }`);
    const s = data.getPodcastSeries;
    expect(s).toMatchObject({
      uuid: cat.uuid('serial.xml'),
      name: 'Serial',
      itunesId: null,
      description: serial.description,
      imageUrl: serial.imageUrl,
      totalEpisodesCount: 40,
    });
    // iTunesInfo's key is the series uuid (§7); without Apple artwork the feed's own image is given.
    expect(s.itunesInfo).toEqual({ uuid: s.uuid, baseArtworkUrlOf: serial.imageUrl });
    const newest = newestFirst(serial.episodes).slice(0, 3);
    expect(s.episodes).toHaveLength(3);
    expect(s.episodes.map((e: Episode) => ({ name: e.name, datePublished: e.datePublished, audioUrl: (e as any).audioUrl }))).toEqual(
      newest.map((e) => ({ name: e.title, datePublished: e.datePublished, audioUrl: e.enclosureUrl })),
    );
    expect(s.episodes.map((e: Episode) => e.name)).toEqual(['Nice White Parents - Ep. 5', 'Nice White Parents - Ep. 4', 'Nice White Parents - Ep. 3']);
  });
});

describe('getPodcastSeries (§4.1)', () => {
  it('finds a series by uuid', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { uuid name } }', { u: cat.uuid('serial.xml') });
    expect(data.getPodcastSeries).toEqual({ uuid: cat.uuid('serial.xml'), name: 'Serial' });
  });

  it('finds a series by uuid written in upper case', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { uuid } }', { u: cat.uuid('serial.xml').toUpperCase() });
    expect(data.getPodcastSeries).toEqual({ uuid: cat.uuid('serial.xml') });
  });

  it('rssUrl ignores scheme, host case and a trailing slash', async () => {
    const url = new URL(cat.feeds.url('serial.xml'));
    const variants = [
      url.toString(),
      `https://${url.host}${url.pathname}`,
      `http://${url.host.toUpperCase()}${url.pathname}`,
      `HTTPS://${url.host.toUpperCase()}${url.pathname}/`,
    ];
    for (const rssUrl of variants) {
      const data = await ok('query ($r: String) { getPodcastSeries(rssUrl: $r) { uuid } }', { r: rssUrl });
      expect({ rssUrl, series: data.getPodcastSeries }).toEqual({ rssUrl, series: { uuid: cat.uuid('serial.xml') } });
    }
  });

  it('rssUrl does not ignore the path: another path finds nothing', async () => {
    const data = await ok('query ($r: String) { getPodcastSeries(rssUrl: $r) { uuid } }', { r: cat.feeds.url('SERIAL.xml') });
    expect(data.getPodcastSeries).toBeNull();
  });

  it('name is exact and case-insensitive', async () => {
    const data = await ok(`{
      lower: getPodcastSeries(name: "serial") { uuid }
      mixed: getPodcastSeries(name: "sErIaL") { uuid }
      partial: getPodcastSeries(name: "Seria") { uuid }
    }`);
    expect(data).toEqual({ lower: { uuid: cat.uuid('serial.xml') }, mixed: { uuid: cat.uuid('serial.xml') }, partial: null });
  });

  it('given several identifiers, the first in the order uuid, itunesId, rssUrl, name is used', async () => {
    const data = await ok('query ($u: ID, $r: String) { a: getPodcastSeries(name: "Serial", uuid: $u) { name } b: getPodcastSeries(name: "Serial", rssUrl: $r) { name } }', {
      u: cat.uuid('reply-all.xml'),
      r: cat.feeds.url('launched.xml'),
    });
    expect(data).toEqual({ a: { name: 'Reply All' }, b: { name: 'Launched' } });
  });

  it('feedRefreshDetails: keyed by the series uuid, refreshed, INACTIVE with its reason for a feed silent for over a year', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { feedRefreshDetails { uuid priority priorityReason dateLastRefreshed websubDetails { uuid } } } }', {
      u: cat.uuid('serial.xml'),
    });
    const [{ now }] = await ink.db.query('SELECT extract(epoch from now())::int AS now');
    const details = data.getPodcastSeries.feedRefreshDetails;
    expect(details).toMatchObject({ uuid: cat.uuid('serial.xml'), priority: 'INACTIVE', priorityReason: 'INACTIVE_FOR_OVER_1_YEAR', websubDetails: null });
    expect(details.dateLastRefreshed).toBeLessThanOrEqual(now);
    expect(details.dateLastRefreshed).toBeGreaterThan(now - 3600);
  });

  it('iTunesInfo.baseArtworkUrlOf(size) outside 1–3000 is BAD_USER_INPUT', async () => {
    const res = await ink.gql('{ getPodcastSeries(name: "Serial") { itunesInfo { baseArtworkUrlOf(size: 3001) } } }', {}, pro);
    expectBadUserInput(res, 'size must be between 1 and 3000', ['getPodcastSeries', 'itunesInfo', 'baseArtworkUrlOf']);
  });

  it('a lookup that finds nothing is null, not an error', async () => {
    const res = await ink.gql('query ($u: ID) { getPodcastSeries(uuid: $u) { uuid } }', { u: randomUUID() }, pro);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('an invalid uuid is BAD_USER_INPUT "<value> is not a valid uuid", code top-level and in extensions, field null', async () => {
    const res = await ink.gql('{ getPodcastSeries(uuid: "123") { uuid name } }', {}, pro);
    expect(res.body.data).toEqual({ getPodcastSeries: null });
    expectBadUserInput(res, '123 is not a valid uuid', ['getPodcastSeries']);
  });

  it('without any identifier is BAD_USER_INPUT', async () => {
    const res = await ink.gql('{ getPodcastSeries { uuid } }', {}, pro);
    expect(res.body.data).toEqual({ getPodcastSeries: null });
    expectBadUserInput(res, 'One of uuid, itunesId, rssUrl, or name is required', ['getPodcastSeries']);
  });

  it('a failing field is null with its own error while its siblings still resolve', async () => {
    const res = await ink.gql('{ bad: getPodcastSeries(uuid: "nope") { uuid } good: getPodcastSeries(name: "Serial") { name } }', {}, pro);
    expect(res.body.data).toEqual({ bad: null, good: { name: 'Serial' } });
    expectBadUserInput(res, 'nope is not a valid uuid', ['bad']);
  });
});

describe('getPodcastEpisode (§4.1)', () => {
  let newest: Episode;

  beforeAll(async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { episodes(limitPerPage: 1) { uuid name guid datePublished } } }', {
      u: cat.uuid('serial.xml'),
    });
    [newest] = data.getPodcastSeries.episodes;
    expect(newest.guid).toBe('nwp-e05');
  });

  it('finds an episode by uuid, with its series', async () => {
    const data = await ok('query ($u: ID) { getPodcastEpisode(uuid: $u) { uuid name guid podcastSeries { uuid name } } }', { u: newest.uuid });
    expect(data.getPodcastEpisode).toEqual({
      uuid: newest.uuid,
      name: newest.name,
      guid: 'nwp-e05',
      podcastSeries: { uuid: cat.uuid('serial.xml'), name: 'Serial' },
    });
  });

  it('finds an episode by guid within seriesUuidForLookup', async () => {
    const data = await ok('query ($s: ID) { getPodcastEpisode(guid: "nwp-e05", seriesUuidForLookup: $s) { uuid } }', { s: cat.uuid('serial.xml') });
    expect(data.getPodcastEpisode).toEqual({ uuid: newest.uuid });
  });

  it('finds an episode by name, case-insensitively, within seriesUuidForLookup', async () => {
    const data = await ok('query ($s: ID) { getPodcastEpisode(name: "nice white parents - ep. 5", seriesUuidForLookup: $s) { uuid } }', {
      s: cat.uuid('serial.xml'),
    });
    expect(data.getPodcastEpisode).toEqual({ uuid: newest.uuid });
  });

  it('seriesUuidForLookup limits the lookup to that series: the guid of another series finds nothing', async () => {
    const data = await ok('query ($s: ID) { getPodcastEpisode(guid: "nwp-e05", seriesUuidForLookup: $s) { uuid } }', { s: cat.uuid('reply-all.xml') });
    expect(data.getPodcastEpisode).toBeNull();
  });

  it('finds an episode by guid alone', async () => {
    const data = await ok('{ getPodcastEpisode(guid: "PC2057") { guid podcastSeries { uuid } } }');
    expect(data.getPodcastEpisode).toEqual({ guid: 'PC2057', podcastSeries: { uuid: cat.uuid('podcasting-2-0.xml') } });
  });

  it('without any identifier is BAD_USER_INPUT', async () => {
    const res = await ink.gql('{ getPodcastEpisode { uuid } }', {}, pro);
    expect(res.body.data).toEqual({ getPodcastEpisode: null });
    expectBadUserInput(res, 'One of uuid, guid, or name is required', ['getPodcastEpisode']);
  });

  it('an invalid seriesUuidForLookup is BAD_USER_INPUT', async () => {
    const res = await ink.gql('{ getPodcastEpisode(guid: "nwp-e05", seriesUuidForLookup: "serial") { uuid } }', {}, pro);
    expectBadUserInput(res, 'serial is not a valid uuid', ['getPodcastEpisode']);
  });
});

describe('getMultiplePodcastSeries and getMultiplePodcastEpisodes (§4)', () => {
  it('keep the order of uuids, skip unknown ones and list duplicates once', async () => {
    const [a, b, c] = [cat.uuid('serial.xml'), cat.uuid('reply-all.xml'), cat.uuid('launched.xml')];
    const data = await ok('query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) { uuid } }', { u: [b, randomUUID(), a, c, b, a.toUpperCase()] });
    expect(data.getMultiplePodcastSeries).toEqual([{ uuid: b }, { uuid: a }, { uuid: c }]);
  });

  it('episodes: keep the order of uuids, skip unknown ones and list duplicates once', async () => {
    const list = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { episodes(limitPerPage: 3) { uuid } } }', { u: cat.uuid('serial.xml') });
    const [e1, e2, e3] = list.getPodcastSeries.episodes.map((e: Episode) => e.uuid);
    const data = await ok('query ($u: [ID]) { getMultiplePodcastEpisodes(uuids: $u) { uuid } }', { u: [e3, randomUUID(), e1, e3, e2] });
    expect(data.getMultiplePodcastEpisodes).toEqual([{ uuid: e3 }, { uuid: e1 }, { uuid: e2 }]);
  });

  it('more than 25 uuids is BAD_USER_INPUT', async () => {
    const uuids = Array.from({ length: 26 }, () => randomUUID());
    for (const field of ['getMultiplePodcastSeries', 'getMultiplePodcastEpisodes']) {
      const res = await ink.gql(`query ($u: [ID]) { ${field}(uuids: $u) { uuid } }`, { u: uuids }, pro);
      expect(res.body.data).toEqual({ [field]: null });
      expectBadUserInput(res, 'uuids cannot have more than 25 items', [field]);
    }
  });

  it('exactly 25 uuids is allowed', async () => {
    const uuids = [cat.uuid('serial.xml'), ...Array.from({ length: 24 }, () => randomUUID())];
    const data = await ok('query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) { uuid } }', { u: uuids });
    expect(data.getMultiplePodcastSeries).toEqual([{ uuid: cat.uuid('serial.xml') }]);
  });

  it('an invalid uuid in the list is BAD_USER_INPUT naming it', async () => {
    const res = await ink.gql('query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) { uuid } }', { u: [cat.uuid('serial.xml'), 'abc'] }, pro);
    expectBadUserInput(res, 'abc is not a valid uuid', ['getMultiplePodcastSeries']);
  });
});

describe('PodcastSeries.episodes pagination (§3, §5)', () => {
  const episodesQuery = 'query ($u: ID, $a: SortOrder, $p: Int, $l: Int) { getPodcastSeries(uuid: $u) { name episodes(sortOrder: $a, page: $p, limitPerPage: $l) { uuid name guid datePublished } } }';
  const page = (sortOrder: string | null, p: number | null, l: number | null) =>
    ink.gql(episodesQuery, { u: cat.uuid('serial.xml'), a: sortOrder, p, l }, pro);

  it('LATEST (the default) lists newest first; its pages are disjoint and cover every episode', async () => {
    const pages: Episode[][] = [];
    for (let p = 1; p <= 4; p++) {
      const res = await page(null, p, 10);
      expect(res.errors).toBeUndefined();
      pages.push(res.data.getPodcastSeries.episodes);
    }
    const all = pages.flat();
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10]);
    expect(new Set(all.map((e) => e.uuid)).size).toBe(40);
    expect(all.map((e) => e.datePublished)).toEqual(newestFirst(serial.episodes).map((e) => e.datePublished));
    expect(all.map((e) => e.guid).sort()).toEqual(serial.episodes.map((e) => e.guid).sort());
  });

  it('OLDEST lists oldest first', async () => {
    const res = await page('OLDEST', 1, 5);
    expect(res.errors).toBeUndefined();
    const expected = newestFirst(serial.episodes).reverse().slice(0, 5);
    expect(res.data.getPodcastSeries.episodes.map((e: Episode) => [e.name, e.datePublished])).toEqual(expected.map((e) => [e.title, e.datePublished]));
  });

  it('the default page size is 10', async () => {
    const res = await page(null, null, null);
    expect(res.data.getPodcastSeries.episodes).toHaveLength(10);
  });

  it('a page past the end is []', async () => {
    const res = await page('LATEST', 5, 10);
    expect(res.body).toEqual({ data: { getPodcastSeries: { name: 'Serial', episodes: [] } } });
  });

  it('limitPerPage 26 is BAD_USER_INPUT "limitPerPage must be between 1 and 25"; the series still resolves', async () => {
    const res = await page('LATEST', 1, 26);
    expect(res.body.data).toEqual({ getPodcastSeries: { name: 'Serial', episodes: null } });
    expectBadUserInput(res, 'limitPerPage must be between 1 and 25', ['getPodcastSeries', 'episodes']);
  });

  it('limitPerPage 0 is BAD_USER_INPUT', async () => {
    expectBadUserInput(await page('LATEST', 1, 0), 'limitPerPage must be between 1 and 25', ['getPodcastSeries', 'episodes']);
  });

  it('page 1001 is BAD_USER_INPUT; page 1000 is an empty page', async () => {
    expectBadUserInput(await page('LATEST', 1001, 10), 'page must be between 1 and 1000', ['getPodcastSeries', 'episodes']);
    const res = await page('LATEST', 1000, 10);
    expect(res.errors).toBeUndefined();
    expect(res.data.getPodcastSeries.episodes).toEqual([]);
  });

  it('SEARCH without searchTerm is BAD_USER_INPUT', async () => {
    expectBadUserInput(await page('SEARCH', 1, 10), 'searchTerm is required when sortOrder is SEARCH', ['getPodcastSeries', 'episodes']);
  });

  it('SEARCH with a term finds the episodes whose titles match, newest first', async () => {
    const data = await ok(
      'query ($u: ID) { getPodcastSeries(uuid: $u) { episodes(sortOrder: SEARCH, searchTerm: "Nice White Parents", limitPerPage: 25) { name description datePublished } } }',
      { u: cat.uuid('serial.xml') },
    );
    const found: { name: string; description: string; datePublished: number }[] = data.getPodcastSeries.episodes;
    const titled = serial.episodes.filter((e) => /nice white parents/i.test(e.title ?? '')).map((e) => e.title);
    expect(titled).toHaveLength(5);
    expect(found.map((e) => e.name)).toEqual(expect.arrayContaining(titled));
    for (const e of found) expect(`${e.name} ${e.description}`).toMatch(/nice|white|parent/i);
    const dates = found.map((e) => e.datePublished);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it('the page read with the series (one `episodes` selection) equals the page read on its own, for every lookup and sort order', async () => {
    const fields = `uuid guid name description subtitle datePublished audioUrl videoUrl fileType fileLength duration seasonNumber
      episodeNumber episodeType imageUrl websiteUrl isExplicitContent isRemoved isBlocked hash persons { uuid name role url imageUrl }
      transcriptUrls transcriptUrlsWithDetails { url type language isTaddyExclusive } chaptersUrls chaptersUrlsWithDetails { url type isTaddyExclusive }`;
    const args = ['sortOrder: LATEST, limitPerPage: 4', 'sortOrder: OLDEST, page: 2, limitPerPage: 3', 'sortOrder: SEARCH, searchTerm: "the"'];
    const uuid = cat.uuid('podcasting-2-0.xml');
    const { rssUrl } = (await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { rssUrl } }', { u: uuid })).getPodcastSeries;
    const lookups = [`uuid: "${uuid}"`, 'name: "Podcasting 2.0"', `rssUrl: ${JSON.stringify(rssUrl)}`];
    for (const lookup of lookups) {
      for (const a of args) {
        // One selection: read along with the series. Two (an alias beside it): each read on its own.
        const along = await ok(`{ getPodcastSeries(${lookup}) { uuid episodes(${a}) { ${fields} } } }`);
        const alone = await ok(`{ getPodcastSeries(${lookup}) { uuid episodes(${a}) { ${fields} } again: episodes(${a}) { uuid } } }`);
        expect(along.getPodcastSeries.uuid, lookup).toBe(uuid);
        expect(along.getPodcastSeries.episodes.length, `${lookup} ${a}`).toBeGreaterThan(0);
        expect(along.getPodcastSeries.episodes, `${lookup} ${a}`).toEqual(alone.getPodcastSeries.episodes);
        expect(alone.getPodcastSeries.again.map((e: Episode) => e.uuid)).toEqual(alone.getPodcastSeries.episodes.map((e: Episode) => e.uuid));
      }
    }
  });

  it('SEARCH with a term found nowhere is []', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { episodes(sortOrder: SEARCH, searchTerm: "xylophonequartz") { uuid } } }', {
      u: cat.uuid('serial.xml'),
    });
    expect(data.getPodcastSeries.episodes).toEqual([]);
  });
});

describe('getLatestPodcastEpisodes (§3, §4.1)', () => {
  const latest = 'query ($u: [ID], $r: [String], $p: Int, $l: Int, $pp: Int) { getLatestPodcastEpisodes(uuids: $u, rssUrls: $r, page: $p, limitPerPage: $l, limitPerPodcast: $pp) { uuid name datePublished podcastSeries { uuid } } }';

  it('lists the newest episodes first across the given uuids', async () => {
    const uuids = [cat.uuid('serial.xml'), cat.uuid('reply-all.xml')];
    const res = await ink.gql(latest, { u: uuids }, pro);
    expect(res.errors).toBeUndefined();
    const got: Episode[] = res.data.getLatestPodcastEpisodes;
    const expected = newestFirst([...serial.episodes, ...feedFacts('reply-all.xml').episodes]).slice(0, 25);
    expect(got.map((e) => e.datePublished)).toEqual(expected.map((e) => e.datePublished));
    expect(got.every((e) => uuids.includes(e.podcastSeries!.uuid))).toBe(true);
  });

  it('rssUrls select the same podcasts, ignoring scheme, host case and trailing slash', async () => {
    const url = new URL(cat.feeds.url('reply-all.xml'));
    const byUrl = await ink.gql(latest, { r: [`HTTPS://${url.host.toUpperCase()}${url.pathname}/`] }, pro);
    const byUuid = await ink.gql(latest, { u: [cat.uuid('reply-all.xml')] }, pro);
    expect(byUrl.errors).toBeUndefined();
    expect(byUrl.data.getLatestPodcastEpisodes).toHaveLength(3);
    expect(byUrl.data).toEqual(byUuid.data);
  });

  it('limitPerPodcast caps the episodes of each podcast', async () => {
    const uuids = [cat.uuid('serial.xml'), cat.uuid('podcasting-2-0.xml'), cat.uuid('reply-all.xml')];
    const res = await ink.gql(latest, { u: uuids, pp: 2 }, pro);
    expect(res.errors).toBeUndefined();
    const got: Episode[] = res.data.getLatestPodcastEpisodes;
    expect(got).toHaveLength(6);
    for (const file of ['serial.xml', 'podcasting-2-0.xml', 'reply-all.xml']) {
      const mine = got.filter((e) => e.podcastSeries!.uuid === cat.uuid(file));
      const expected = newestFirst(feedFacts(file).episodes).slice(0, 2);
      expect(mine.map((e) => e.datePublished)).toEqual(expected.map((e) => e.datePublished));
    }
    const dates = got.map((e) => e.datePublished);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it('Free plan: page 2 is []', async () => {
    const res = await ink.gql(latest, { p: 2 }, free);
    expect(res.body).toEqual({ data: { getLatestPodcastEpisodes: [] } });
  });

  it('Free plan: limitPerPage 50 is cut to 25', async () => {
    const res = await ink.gql(latest, { l: 50 }, free);
    expect(res.errors).toBeUndefined();
    expect(res.data.getLatestPodcastEpisodes).toHaveLength(25);
  });

  it('Pro plan gets 50 per page, and page 2 continues where page 1 ended', async () => {
    const p1 = await ink.gql(latest, { l: 50 }, pro);
    const p2 = await ink.gql(latest, { l: 50, p: 2 }, pro);
    expect(p1.errors).toBeUndefined();
    expect(p2.errors).toBeUndefined();
    const [a, b]: Episode[][] = [p1.data.getLatestPodcastEpisodes, p2.data.getLatestPodcastEpisodes];
    expect(a).toHaveLength(50);
    expect(b).toHaveLength(50);
    expect(a.filter((e) => b.some((x) => x.uuid === e.uuid))).toEqual([]);
    const dates = [...a, ...b].map((e) => e.datePublished);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it('without uuids or rssUrls it lists the whole catalogue, newest first', async () => {
    const res = await ink.gql(latest, { l: 5 }, pro);
    const everything = newestFirst(
      [...cat.results.keys()].flatMap((f) => feedFacts(f).episodes.filter((e) => e.datePublished != null)),
    );
    expect(res.data.getLatestPodcastEpisodes.map((e: Episode) => e.datePublished)).toEqual(everything.slice(0, 5).map((e) => e.datePublished));
  });

  it('more than 1000 uuids and rssUrls together is BAD_USER_INPUT', async () => {
    const uuids = Array.from({ length: 600 }, () => randomUUID());
    const rssUrls = Array.from({ length: 401 }, (_, i) => `https://example.com/${i}.xml`);
    const res = await ink.gql(latest, { u: uuids, r: rssUrls }, pro);
    expect(res.body.data).toEqual({ getLatestPodcastEpisodes: null });
    expect(res.errors![0]).toMatchObject({ code: 'BAD_USER_INPUT', path: ['getLatestPodcastEpisodes'] });
    const ok1000 = await ink.gql(latest, { u: uuids, r: rssUrls.slice(0, 400) }, pro);
    expect(ok1000.body).toEqual({ data: { getLatestPodcastEpisodes: [] } });
  });

  it('limitPerPage 51 and page 21 are BAD_USER_INPUT', async () => {
    expectBadUserInput(await ink.gql(latest, { l: 51 }, pro), 'limitPerPage must be between 1 and 50', ['getLatestPodcastEpisodes']);
    expectBadUserInput(await ink.gql(latest, { p: 21 }, pro), 'page must be between 1 and 20', ['getLatestPodcastEpisodes']);
  });
});

describe('Podcasting 2.0 fields from the feed (§5)', () => {
  const episodeQuery = `query ($g: String, $s: ID) { getPodcastEpisode(guid: $g, seriesUuidForLookup: $s) {
    name
    persons { uuid name role url imageUrl }
    transcriptUrls
    transcriptUrlsWithDetails { url type isTaddyExclusive }
    chaptersUrls
    chaptersUrlsWithDetails { url type isTaddyExclusive }
    description
    plain: description(shouldStripHtmlTags: true)
  } }`;

  it('persons of a podcasting-2-0.xml episode: name, role, url, image, in feed order', async () => {
    const data = await ok(episodeQuery, { g: 'PC2057', s: cat.uuid('podcasting-2-0.xml') });
    const persons = data.getPodcastEpisode.persons;
    expect(persons.map(({ uuid: _uuid, ...p }: { uuid: string }) => p)).toEqual([
      { name: 'Adam Curry', role: 'PODCASTSERIES_HOST', url: 'http://curry.com', imageUrl: 'https://feeds.podcastindex.org/adam_avatar.jpg' },
      { name: 'Dave Jones', role: 'PODCASTSERIES_HOST', url: 'http://dave.sobr.org', imageUrl: 'https://feeds.podcastindex.org/dave_avatar.jpg' },
      {
        name: 'Brian of London',
        role: 'PODCASTSERIES_GUEST',
        url: 'https://gist.github.com/brianoflondon/',
        imageUrl: 'https://noagendaassets.com/enc/1633719509.451_sirbrianoflondon.png',
      },
    ]);
    for (const p of persons) expect(p.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const again = await ok(episodeQuery, { g: 'PC2057', s: cat.uuid('podcasting-2-0.xml') });
    expect(again.getPodcastEpisode.persons.map((p: { uuid: string }) => p.uuid)).toEqual(persons.map((p: { uuid: string }) => p.uuid));
  });

  it('persons of launched.xml: every episode credits its host', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { episodes(limitPerPage: 25) { persons { name role url } } } }', {
      u: cat.uuid('launched.xml'),
    });
    const episodes = data.getPodcastSeries.episodes;
    expect(episodes).toHaveLength(25);
    for (const e of episodes) expect(e.persons).toEqual([{ name: 'Charlie Chapman', role: 'PODCASTSERIES_HOST', url: 'https://charliemchapman.com' }]);
  });

  it('a series-level person without a role is a HOST (animated-no-agenda.xml)', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { persons { name role imageUrl } } }', { u: cat.uuid('animated-no-agenda.xml') });
    expect(data.getPodcastSeries.persons).toEqual([
      { name: 'Dame Jennifer', role: 'PODCASTSERIES_HOST', imageUrl: 'https://noagendatube.com/lazy-static/avatars/e96ee293-9104-4ebf-84db-ebbb04cf621c.jpg' },
    ]);
  });

  it('transcriptUrls and chaptersUrlsWithDetails of podcasting-2-0.xml', async () => {
    const data = await ok(episodeQuery, { g: 'PC2057', s: cat.uuid('podcasting-2-0.xml') });
    const e = data.getPodcastEpisode;
    expect(e.transcriptUrls).toEqual(['https://mp3s.nashownotes.com/PC20-57-Captions.srt']);
    expect(e.transcriptUrlsWithDetails).toEqual([{ url: 'https://mp3s.nashownotes.com/PC20-57-Captions.srt', type: 'application/srt', isTaddyExclusive: false }]);
    const chapters = 'http://34.117.70.159/http%3Amp3s.nashownotes.compc20rss.xml/PC2057';
    expect(e.chaptersUrls).toEqual([chapters]);
    expect(e.chaptersUrlsWithDetails).toEqual([{ url: chapters, type: 'application/json', isTaddyExclusive: false }]);
  });

  it('an episode without transcript or chapters has empty lists', async () => {
    const data = await ok(episodeQuery, { g: 'nwp-e05', s: cat.uuid('serial.xml') });
    expect(data.getPodcastEpisode).toMatchObject({ persons: [], transcriptUrls: [], transcriptUrlsWithDetails: [], chaptersUrls: [], chaptersUrlsWithDetails: [] });
  });

  it('description(shouldStripHtmlTags: true) has no tags; the default keeps the HTML', async () => {
    const data = await ok(episodeQuery, { g: 'PC2057', s: cat.uuid('podcasting-2-0.xml') });
    const { description, plain } = data.getPodcastEpisode;
    expect(description).toMatch(/<p>/);
    expect(plain).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(plain).toContain('Origin of the name Podcasting');
    expect(plain).not.toContain('&lt;');
  });

  it('series description(shouldStripHtmlTags: true) has no tags either', async () => {
    const data = await ok('query ($u: ID) { getPodcastSeries(uuid: $u) { plain: description(shouldStripHtmlTags: true) } }', { u: cat.uuid('1865.xml') });
    expect(data.getPodcastSeries.plain).toContain('April 15, 1865');
    expect(data.getPodcastSeries.plain).not.toMatch(/<\/?[a-z][^>]*>/i);
  });
});
