import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, startCatalogue } from './support/catalogue';
import { FEED_FILES, feedFacts, feedXml } from './support/feed-facts';
import { Credentials, GqlResponse, Inkcast } from './support/harness';

interface Hit {
  uuid: string;
  name: string;
  description: string | null;
  datePublished?: number | null;
  duration?: number | null;
  language?: string | null;
  genres?: string[];
  podcastSeries?: { uuid: string };
}

interface Results {
  searchId: string;
  podcastSeries: Hit[];
  podcastEpisodes: Hit[];
  comicSeries: unknown[];
  comicIssues: unknown[];
  creators: unknown[];
  rankingDetails: { id: string; uuid: string; type: string; rankingScore: number }[];
  responseDetails: { id: string; type: string; totalCount: number; pagesCount: number }[];
}

let cat: Catalogue;
let ink: Inkcast;
let dev: Credentials;

beforeAll(async () => {
  cat = await startCatalogue();
  ink = cat.ink;
  dev = await ink.developer('PRO');
});

afterAll(async () => {
  await cat?.close();
});

const SEARCH = `query (
  $term: String, $page: Int, $limitPerPage: Int, $types: [SearchContentType], $matchBy: SearchMatchType,
  $languages: [Language], $genres: [Genre], $after: Int, $before: Int, $shorter: Int, $series: [ID], $notSeries: [ID]
) {
  search(term: $term, page: $page, limitPerPage: $limitPerPage, filterForTypes: $types, matchBy: $matchBy,
    filterForLanguages: $languages, filterForGenres: $genres, filterForPublishedAfter: $after, filterForPublishedBefore: $before,
    filterForDurationLessThan: $shorter, filterForSeriesUuids: $series, filterForNotInSeriesUuids: $notSeries) {
    searchId
    podcastSeries { uuid name description language genres datePublished }
    podcastEpisodes { uuid name description datePublished duration podcastSeries { uuid } }
    comicSeries { uuid }
    comicIssues { uuid }
    creators { uuid }
    rankingDetails { id uuid type rankingScore }
    responseDetails { id type totalCount pagesCount }
  }
}`;

async function search(vars: Record<string, unknown>): Promise<Results> {
  const res = await ink.gql<{ search: Results }>(SEARCH, vars, dev);
  expect(res.errors).toBeUndefined();
  return res.data!.search;
}

/** Every hit of a search, page by page (limitPerPage 25). */
async function allHits(vars: Record<string, unknown>, list: 'podcastSeries' | 'podcastEpisodes'): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let page = 1; page <= 20; page++) {
    const r = await search({ ...vars, page, limitPerPage: 25 });
    hits.push(...r[list]);
    if (r[list].length < 25) break;
  }
  return hits;
}

/** The channel part of a feed file (before its first item). */
const sectionBeforeItems = (file: string) => feedXml(file).split(/<item[\s>]/)[0];
const text = (h: Hit) => `${h.name} ${(h.description ?? '').replace(/<[^>]*>/g, ' ')}`;
const names = (hits: Hit[]) => hits.map((h) => h.name).sort();
const details = (r: Results, type: string) => r.responseDetails.find((d) => d.type === type)!;

function expectBadUserInput(res: GqlResponse, message: string) {
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ search: null });
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ message, code: 'BAD_USER_INPUT', path: ['search'], extensions: { code: 'BAD_USER_INPUT' } });
}

describe('search: terms (§4.3)', () => {
  it('a term matches series and episodes, each hit containing the term', async () => {
    const r = await search({ term: 'serial', types: ['PODCASTSERIES', 'PODCASTEPISODE'], limitPerPage: 25 });
    expect(r.podcastSeries.map((s) => s.uuid)).toContain(cat.uuid('serial.xml'));
    expect(r.podcastEpisodes.length).toBeGreaterThan(0);
    for (const h of [...r.podcastSeries, ...r.podcastEpisodes]) expect(text(h)).toMatch(/serial/i);
  });

  it('without filterForTypes only podcast series are searched', async () => {
    const r = await search({ term: 'parents' });
    expect(r.podcastEpisodes).toEqual([]);
    expect(r.responseDetails.map((d) => d.type)).toEqual(['PODCASTSERIES']);
  });

  it('filterForTypes takes a single value as a one-item list', async () => {
    const res = await ink.gql('{ search(term: "parents", filterForTypes: PODCASTEPISODE) { podcastSeries { uuid } podcastEpisodes { uuid } } }', {}, dev);
    expect(res.errors).toBeUndefined();
    expect(res.data.search.podcastSeries).toEqual([]);
    expect(res.data.search.podcastEpisodes.length).toBeGreaterThan(0);
  });

  it('comic series, comic issues and creators are empty lists', async () => {
    const r = await search({ term: 'serial', types: ['PODCASTSERIES', 'COMICSERIES', 'CREATOR'] });
    expect(r.comicSeries).toEqual([]);
    expect(r.comicIssues).toEqual([]);
    expect(r.creators).toEqual([]);
  });

  it('"-word" excludes hits containing the word', async () => {
    const all = await allHits({ term: 'parents', types: ['PODCASTEPISODE'] }, 'podcastEpisodes');
    const without = await allHits({ term: 'parents -white', types: ['PODCASTEPISODE'] }, 'podcastEpisodes');
    expect(all.some((h) => /\bwhite\b/i.test(text(h)))).toBe(true);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(all.length);
    for (const h of without) expect(text(h)).not.toMatch(/\bwhite\b/i);
    expect(names(without)).toEqual(names(all.filter((h) => !/\bwhite\b/i.test(text(h)))));
  });

  it('"-word" excludes series too: "serial -koenig" leaves out Serial, whose description names Sarah Koenig', async () => {
    expect(feedFacts('serial.xml').description).toContain('Koenig');
    const r = await search({ term: 'serial -koenig', limitPerPage: 25 });
    expect(r.podcastSeries.map((s) => s.uuid)).not.toContain(cat.uuid('serial.xml'));
  });

  it('MOST_TERMS matches any word, ALL_TERMS every word, EXACT_PHRASE the words in order', async () => {
    const vars = { term: 'parents white', types: ['PODCASTEPISODE'] };
    const most = await allHits({ ...vars, matchBy: 'MOST_TERMS' }, 'podcastEpisodes');
    const all = await allHits({ ...vars, matchBy: 'ALL_TERMS' }, 'podcastEpisodes');
    const phrase = await allHits({ ...vars, matchBy: 'EXACT_PHRASE' }, 'podcastEpisodes');
    const inOrder = await allHits({ term: 'white parents', types: ['PODCASTEPISODE'], matchBy: 'EXACT_PHRASE' }, 'podcastEpisodes');

    for (const h of most) expect(text(h)).toMatch(/parent|white/i);
    for (const h of all) expect(text(h)).toMatch(/(parent[\s\S]*white|white[\s\S]*parent)/i);
    for (const h of inOrder) expect(text(h)).toMatch(/white\W+parents/i);
    expect(phrase).toEqual([]); // nobody writes "parents white"
    expect(all.length).toBeGreaterThan(0);
    expect(most.length).toBeGreaterThan(all.length);
    expect(names(most)).toEqual(expect.arrayContaining(names(all)));
    expect(inOrder.length).toBeGreaterThan(0);
    const nwp = feedFacts('serial.xml').episodes.filter((e) => /Nice White Parents - Ep\./.test(e.title ?? '')).map((e) => e.title);
    expect(names(all)).toEqual(expect.arrayContaining(nwp));
  });

  it('no term lists every series (by popularity)', async () => {
    const r = await search({ limitPerPage: 25 });
    expect(details(r, 'PODCASTSERIES').totalCount).toBe(FEED_FILES.length);
    expect(details(r, 'PODCASTSERIES').pagesCount).toBe(Math.ceil(FEED_FILES.length / 25));
  });
});

describe('search: counts, ids and pages (§4.3, §7)', () => {
  it('totalCount is the number of hits; pagesCount = ceil(totalCount / limitPerPage); pages are disjoint', async () => {
    const vars = { term: 'parents', types: ['PODCASTEPISODE'], limitPerPage: 2 };
    const first = await search({ ...vars, page: 1 });
    const { totalCount, pagesCount } = details(first, 'PODCASTEPISODE');
    expect(totalCount).toBeGreaterThan(2);
    expect(pagesCount).toBe(Math.ceil(totalCount / 2));
    const seen: string[] = [];
    for (let page = 1; page <= pagesCount; page++) seen.push(...(await search({ ...vars, page })).podcastEpisodes.map((e) => e.uuid));
    expect(seen).toHaveLength(totalCount);
    expect(new Set(seen).size).toBe(totalCount);
    expect((await search({ ...vars, page: pagesCount + 1 })).podcastEpisodes).toEqual([]);
  });

  it('pagesCount is at most 20', async () => {
    const r = await search({ term: 'podcast', types: ['PODCASTEPISODE'], limitPerPage: 1 });
    const d = details(r, 'PODCASTEPISODE');
    expect(d.totalCount).toBeGreaterThan(20);
    expect(d.pagesCount).toBe(20);
  });

  it('rankingDetails has one entry per hit, in order, with id <searchId>-<uuid>; responseDetails ids are <searchId>-<type>', async () => {
    const r = await search({ term: 'parents', types: ['PODCASTSERIES', 'PODCASTEPISODE'], limitPerPage: 5 });
    const hits = [...r.podcastSeries.map((h) => ['PODCASTSERIES', h.uuid]), ...r.podcastEpisodes.map((h) => ['PODCASTEPISODE', h.uuid])];
    expect(hits.length).toBeGreaterThan(0);
    expect(r.rankingDetails.map((d) => [d.type, d.uuid])).toEqual(hits);
    for (const d of r.rankingDetails) {
      expect(d.id).toBe(`${r.searchId}-${d.uuid}`);
      expect(Number.isInteger(d.rankingScore)).toBe(true);
      expect(d.rankingScore).toBeGreaterThanOrEqual(0);
      expect(d.rankingScore).toBeLessThanOrEqual(100);
    }
    expect(r.responseDetails.map((d) => d.id).sort()).toEqual([`${r.searchId}-PODCASTEPISODE`, `${r.searchId}-PODCASTSERIES`]);
  });

  it('equal normalised arguments give equal searchId; other arguments another', async () => {
    const a = await ink.gql('{ search(term: "parents", filterForTypes: [PODCASTSERIES, PODCASTEPISODE]) { searchId } }', {}, dev);
    const b = await ink.gql(
      '{ search(term: "  parents ", page: 1, limitPerPage: 10, filterForTypes: [PODCASTEPISODE, PODCASTSERIES], isSafeMode: false, sortBy: EXACTNESS, matchBy: MOST_TERMS) { searchId } }',
      {},
      dev,
    );
    const c = await ink.gql('{ search(term: "parents", filterForTypes: [PODCASTSERIES, PODCASTEPISODE], page: 2) { searchId } }', {}, dev);
    const d = await ink.gql('{ search(term: "children", filterForTypes: [PODCASTSERIES, PODCASTEPISODE]) { searchId } }', {}, dev);
    expect(a.data.search.searchId).toEqual(expect.any(String));
    expect(b.data.search.searchId).toBe(a.data.search.searchId);
    expect(c.data.search.searchId).not.toBe(a.data.search.searchId);
    expect(d.data.search.searchId).not.toBe(a.data.search.searchId);
  });

  it('page 21 and limitPerPage 26 are BAD_USER_INPUT', async () => {
    expectBadUserInput(await ink.gql('{ search(term: "serial", page: 21) { searchId } }', {}, dev), 'page must be between 1 and 20');
    expectBadUserInput(await ink.gql('{ search(term: "serial", limitPerPage: 26) { searchId } }', {}, dev), 'limitPerPage must be between 1 and 25');
  });
});

describe('search: filters (§4.3)', () => {
  it('filterForLanguages GERMAN finds the German feeds only', async () => {
    const german = FEED_FILES.map((f) => feedFacts(f)).filter((f) => /^de\b/i.test(f.language ?? ''));
    expect(german.length).toBeGreaterThan(1);
    const r = await search({ languages: ['GERMAN'], limitPerPage: 25 });
    expect(names(r.podcastSeries)).toEqual(german.map((f) => f.title).sort());
    for (const s of r.podcastSeries) expect(s.language).toBe('GERMAN');
  });

  it('filterForLanguages applies to episodes through their series', async () => {
    const r = await search({ term: 'nachrichten', types: ['PODCASTEPISODE'], languages: ['ENGLISH'] });
    expect(r.podcastEpisodes).toEqual([]);
    const de = await search({ term: 'nachrichten', types: ['PODCASTEPISODE'], languages: ['GERMAN'] });
    expect(de.podcastEpisodes.length).toBeGreaterThan(0);
  });

  it('filterForGenres finds exactly the series with any of the genres', async () => {
    const uuids = [...cat.results.values()].map((r) => r.uuid);
    const everything: Hit[] = [];
    for (let i = 0; i < uuids.length; i += 25) {
      const res = await ink.gql('query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) { uuid name genres } }', { u: uuids.slice(i, i + 25) }, dev);
      everything.push(...res.data.getMultiplePodcastSeries);
    }
    for (const genres of [['PODCASTSERIES_TRUE_CRIME'], ['PODCASTSERIES_FICTION', 'PODCASTSERIES_MUSIC']]) {
      const expected = everything.filter((s) => s.genres!.some((g) => genres.includes(g)));
      expect(expected.length).toBeGreaterThan(0);
      const r = await search({ genres, limitPerPage: 25 });
      expect({ genres, found: names(r.podcastSeries) }).toEqual({ genres, found: names(expected) });
    }
    const serial = everything.find((s) => s.uuid === cat.uuid('serial.xml'))!;
    expect(serial.genres).toContain('PODCASTSERIES_TRUE_CRIME');
  });

  it('filterForPublishedAfter and filterForPublishedBefore keep the hits published in the range', async () => {
    const vars = { term: 'parents', types: ['PODCASTEPISODE'] };
    const all = await allHits(vars, 'podcastEpisodes');
    const dates = all.map((h) => h.datePublished!).sort((a, b) => a - b);
    const middle = dates[Math.floor(dates.length / 2)] - 1; // a moment no hit was published at
    const after = await allHits({ ...vars, after: middle }, 'podcastEpisodes');
    const before = await allHits({ ...vars, before: middle }, 'podcastEpisodes');
    expect(after.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    expect(names(after)).toEqual(names(all.filter((h) => h.datePublished! > middle)));
    expect(names(before)).toEqual(names(all.filter((h) => h.datePublished! < middle)));
  });

  it('filterForSeriesUuids and filterForNotInSeriesUuids restrict episodes by series', async () => {
    const vars = { term: 'parents', types: ['PODCASTEPISODE'] };
    const all = await allHits(vars, 'podcastEpisodes');
    const serialUuid = cat.uuid('serial.xml');
    const inSerial = await allHits({ ...vars, series: [serialUuid] }, 'podcastEpisodes');
    const notInSerial = await allHits({ ...vars, notSeries: [serialUuid] }, 'podcastEpisodes');
    expect(inSerial.length).toBeGreaterThan(0);
    expect(notInSerial.length).toBeGreaterThan(0);
    expect(names(inSerial)).toEqual(names(all.filter((h) => h.podcastSeries!.uuid === serialUuid)));
    expect(names(notInSerial)).toEqual(names(all.filter((h) => h.podcastSeries!.uuid !== serialUuid)));
  });

  it('filterForDurationLessThan keeps shorter episodes', async () => {
    const vars = { term: 'parents', types: ['PODCASTEPISODE'] };
    const all = await allHits(vars, 'podcastEpisodes');
    const limit = 3600;
    const shorter = await allHits({ ...vars, shorter: limit }, 'podcastEpisodes');
    expect(shorter.length).toBeGreaterThan(0);
    expect(shorter.length).toBeLessThan(all.length);
    expect(names(shorter)).toEqual(names(all.filter((h) => h.duration != null && h.duration < limit)));
  });

  it('a filter that does not apply to a type makes that list [] (filterForDurationLessThan with PODCASTSERIES), no error', async () => {
    const only = await search({ term: 'serial', shorter: 3600 });
    expect(only.podcastSeries).toEqual([]);
    expect(details(only, 'PODCASTSERIES')).toMatchObject({ totalCount: 0, pagesCount: 0 });
    const both = await search({ term: 'parents', types: ['PODCASTSERIES', 'PODCASTEPISODE'], shorter: 3600 });
    expect(both.podcastSeries).toEqual([]);
    expect(both.podcastEpisodes.length).toBeGreaterThan(0);
    expect(both.rankingDetails.every((d) => d.type === 'PODCASTEPISODE')).toBe(true);
  });
});

describe('search: isSafeMode (§4.3)', () => {
  it('drops explicit podcasts (and their episodes)', async () => {
    const explicit = FEED_FILES.filter((f) => /<itunes:explicit>\s*(yes|true|explicit)\s*</i.test(sectionBeforeItems(f)));
    expect(explicit.length).toBeGreaterThan(0);
    const all = await search({ limitPerPage: 25, page: 1 });
    const all2 = await search({ limitPerPage: 25, page: 2 });
    const everything = [...all.podcastSeries, ...all2.podcastSeries].map((s) => s.uuid);
    expect(everything).toHaveLength(FEED_FILES.length);
    const res = await ink.gql('{ search(isSafeMode: true, limitPerPage: 25) { podcastSeries { uuid } } search2: search(isSafeMode: true, limitPerPage: 25, page: 2) { podcastSeries { uuid } } }', {}, dev);
    expect(res.errors).toBeUndefined();
    const safeUuids = [...res.data.search.podcastSeries, ...res.data.search2.podcastSeries].map((s: { uuid: string }) => s.uuid).sort();
    const explicitUuids = explicit.map((f) => cat.uuid(f));
    expect(safeUuids).toEqual(everything.filter((u) => !explicitUuids.includes(u)).sort());

    const episodes = await search({ term: 'reply', types: ['PODCASTEPISODE'], series: [cat.uuid('reply-all.xml')] });
    expect(episodes.podcastEpisodes.length).toBeGreaterThan(0);
    const safeEpisodes = await ink.gql('query ($s: [ID]) { search(term: "reply", filterForTypes: [PODCASTEPISODE], filterForSeriesUuids: $s, isSafeMode: true) { podcastEpisodes { uuid } } }', { s: [cat.uuid('reply-all.xml')] }, dev);
    expect(safeEpisodes.data.search.podcastEpisodes).toEqual([]);
  });
});

describe('searchForTerm (deprecated, §4.3)', () => {
  const FOR_TERM = `query ($term: String, $op: SearchOperator, $limit: Int) {
    searchForTerm(term: $term, includeSearchOperator: $op, limitPerPage: $limit, filterForTypes: [PODCASTEPISODE]) {
      searchId
      podcastEpisodes { uuid name description }
      responseDetails { type totalCount pagesCount }
      queryResponseInfo { searchId took responseInfoDetails { searchId type totalCount pagesCount } }
    }
  }`;

  it('returns queryResponseInfo matching the results', async () => {
    const res = await ink.gql(FOR_TERM, { term: 'parents', limit: 3 }, dev);
    expect(res.errors).toBeUndefined();
    const r = res.data.searchForTerm;
    expect(r.podcastEpisodes.length).toBe(3);
    const d = r.responseDetails[0];
    expect(d).toMatchObject({ type: 'PODCASTEPISODE', pagesCount: Math.ceil(d.totalCount / 3) });
    expect(r.queryResponseInfo).toEqual({
      searchId: r.searchId,
      took: expect.any(Number),
      responseInfoDetails: [{ searchId: r.searchId, type: 'PODCASTEPISODE', totalCount: d.totalCount, pagesCount: d.pagesCount }],
    });
    expect(r.queryResponseInfo.took).toBeGreaterThanOrEqual(0);
  });

  it('includeSearchOperator AND (the default) needs every word, OR any word', async () => {
    const and = await ink.gql(FOR_TERM, { term: 'parents white', limit: 25 }, dev);
    const or = await ink.gql(FOR_TERM, { term: 'parents white', op: 'OR', limit: 25 }, dev);
    const andHits: Hit[] = and.data.searchForTerm.podcastEpisodes;
    expect(andHits.length).toBeGreaterThan(0);
    for (const h of andHits) expect(text(h)).toMatch(/(parent[\s\S]*white|white[\s\S]*parent)/i);
    expect(or.data.searchForTerm.responseDetails[0].totalCount).toBeGreaterThan(and.data.searchForTerm.responseDetails[0].totalCount);
  });
});
