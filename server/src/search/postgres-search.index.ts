import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SEARCH_COUNT_CAP, SearchFilters, SearchIndex, SearchPage, SearchQuery } from './search-index';

/**
 * Matches ranked per query at most: the newest (or most popular) RANK_CANDIDATES matches are
 * ranked with ts_rank and the page is cut from them (20 pages of 25 at most are ever served).
 * Ranking every match of a common word costs ~3 µs per row (0.4 s at 130,000 matches); ranking a
 * bounded candidate set keeps a search under tens of milliseconds on a million episodes, at the
 * price of recency-biased relevance for words found in many thousands of episodes.
 */
const RANK_CANDIDATES = 500;

/** Builds SQL with numbered parameters. */
class Sql {
  readonly params: unknown[] = [];
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/**
 * Postgres full-text implementation of SearchIndex over the stored, weighted `search` tsvector
 * columns (name weight A, description or bio B) with their GIN indexes: podcast series and
 * episodes, and published comic series and creators.
 */
@Injectable()
export class PostgresSearchIndex extends SearchIndex {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    if (query.type === 'COMICSERIES' || query.type === 'CREATOR') return this.searchComics(query);
    const episodes = query.type === 'PODCASTEPISODE';
    const sql = new Sql();
    const { match, exclude } = tsQuery(query, sql);
    const where = [...(episodes ? episodeFilters(query.filters, sql) : seriesFilters(query.filters, sql))];
    const row = episodes ? 'e' : 's';
    if (match) where.push(`${row}.search @@ ${match}`);
    if (exclude) where.push(`NOT ${row}.search @@ ${exclude}`);
    const from = episodes ? 'podcast_episode e JOIN podcast_series s ON s.uuid = e.series_uuid' : 'podcast_series s';
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const candidateOrder = candidateOrdering(query, episodes);
    const limit = sql.p(query.limitPerPage);
    const offset = sql.p((query.page - 1) * query.limitPerPage);
    const rank = match ? `ts_rank(c.search, ${match}, 32)` : '0';
    const pageSql = `
      WITH c AS (
        SELECT ${row}.uuid, ${row}.search, ${episodes ? 'e.date_published' : 's.latest_episode_date'} AS sort_date,
               s.popularity, s.total_episodes
        FROM ${from} ${whereSql}
        ORDER BY ${candidateOrder}
        LIMIT ${RANK_CANDIDATES})
      SELECT c.uuid, ${rank} AS rank FROM c
      ORDER BY ${pageOrdering(query, !!match)}
      LIMIT ${limit} OFFSET ${offset}`;
    const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${whereSql} LIMIT ${SEARCH_COUNT_CAP}) m`;
    const countParams = sql.params.slice(0, sql.params.length - 2);
    const [rows, counted] = await Promise.all([
      this.db.query(pageSql, sql.params) as Promise<{ uuid: string; rank: number }[]>,
      this.db.query(countSql, countParams) as Promise<{ n: number }[]>,
    ]);
    return {
      hits: rows.map((r) => ({ uuid: r.uuid, score: Math.round(Number(r.rank) * 100) })),
      totalCount: counted[0]?.n ?? 0,
    };
  }

  /**
   * Published comic series or creators. Without popularity data, no term (or POPULARITY) ranks the
   * newest first; a term ranks by relevance among the newest RANK_CANDIDATES matches.
   */
  private async searchComics(query: SearchQuery): Promise<SearchPage> {
    const series = query.type === 'COMICSERIES';
    const row = series ? 's' : 'k';
    const sql = new Sql();
    const { match, exclude } = tsQuery(query, sql);
    const where = series ? comicSeriesFilters(query.filters, sql) : creatorFilters(query.filters, sql);
    if (match) where.push(`${row}.search @@ ${match}`);
    if (exclude) where.push(`NOT ${row}.search @@ ${exclude}`);
    const from = series ? 'comic_series s' : 'creator k';
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const oldest = query.sortBy === 'OLDEST';
    const limit = sql.p(query.limitPerPage);
    const offset = sql.p((query.page - 1) * query.limitPerPage);
    const rank = match ? `ts_rank(c.search, ${match}, 32)` : '0';
    const byDate = oldest ? 'c.sort_date ASC NULLS LAST, c.uuid' : 'c.sort_date DESC NULLS LAST, c.uuid';
    const ranked = match && (query.sortBy === 'EXACTNESS' || (!series && query.sortBy === 'POPULARITY'));
    const pageSql = `
      WITH c AS (
        SELECT ${row}.uuid, ${row}.search, ${row}.date_published AS sort_date FROM ${from} ${whereSql}
        ORDER BY ${row}.date_published ${oldest ? 'ASC' : 'DESC'} NULLS LAST, ${row}.uuid
        LIMIT ${RANK_CANDIDATES})
      SELECT c.uuid, ${rank} AS rank FROM c
      ORDER BY ${ranked ? `rank DESC, ${byDate}` : byDate}
      LIMIT ${limit} OFFSET ${offset}`;
    const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${whereSql} LIMIT ${SEARCH_COUNT_CAP}) m`;
    const countParams = sql.params.slice(0, sql.params.length - 2);
    const [rows, counted] = await Promise.all([
      this.db.query(pageSql, sql.params) as Promise<{ uuid: string; rank: number }[]>,
      this.db.query(countSql, countParams) as Promise<{ n: number }[]>,
    ]);
    return {
      hits: rows.map((r) => ({ uuid: r.uuid, score: Math.round(Number(r.rank) * 100) })),
      totalCount: counted[0]?.n ?? 0,
    };
  }
}

/**
 * The tsquery of the term by the match type (contract §6 SearchMatchType): MOST_TERMS and
 * FREQUENCY any word, ALL_TERMS every word, EXACT_PHRASE the words in order; each `-word` excludes.
 */
function tsQuery(query: SearchQuery, sql: Sql): { match: string | null; exclude: string | null } {
  const words = query.term.split(/\s+/).filter(Boolean);
  const include = words.filter((w) => !w.startsWith('-'));
  const excluded = words.filter((w) => w.startsWith('-') && w.length > 1).map((w) => w.slice(1));
  let match: string | null = null;
  if (include.length) {
    if (query.matchBy === 'EXACT_PHRASE') match = `phraseto_tsquery('english', ${sql.p(include.join(' '))})`;
    else if (query.matchBy === 'ALL_TERMS') match = `plainto_tsquery('english', ${sql.p(include.join(' '))})`;
    else match = `(${include.map((w) => `plainto_tsquery('english', ${sql.p(w)})`).join(' || ')})`;
  }
  // Each `-word` excludes on its own: a hit containing any of them is dropped.
  const exclude = excluded.length ? `(${excluded.map((w) => `plainto_tsquery('english', ${sql.p(w)})`).join(' || ')})` : null;
  return { match, exclude };
}

function candidateOrdering(query: SearchQuery, episodes: boolean): string {
  const date = episodes ? 'e.date_published' : 's.latest_episode_date';
  if (query.sortBy === 'OLDEST') return `${date} ASC NULLS LAST, ${episodes ? 'e' : 's'}.uuid`;
  if (query.sortBy === 'POPULARITY' || !episodes) return `s.popularity DESC, s.total_episodes DESC, ${date} DESC NULLS LAST, ${episodes ? 'e' : 's'}.uuid`;
  return `${date} DESC NULLS LAST, e.uuid`;
}

function pageOrdering(query: SearchQuery, ranked: boolean): string {
  if (query.sortBy === 'LATEST') return 'c.sort_date DESC NULLS LAST, c.uuid';
  if (query.sortBy === 'OLDEST') return 'c.sort_date ASC NULLS LAST, c.uuid';
  if (query.sortBy === 'POPULARITY' || !ranked) return 'c.popularity DESC, c.total_episodes DESC, c.sort_date DESC NULLS LAST, c.uuid';
  return 'rank DESC, c.popularity DESC, c.sort_date DESC NULLS LAST, c.uuid';
}

/** Filters on the series row `s` (contract §4.3 "any type" and series-only filters). */
function seriesFilters(f: SearchFilters, sql: Sql): string[] {
  const w = commonFilters(f, sql, 's.date_published');
  if (f.lastUpdatedAfter != null) w.push(`s.latest_episode_date >= ${sql.p(f.lastUpdatedAfter)}`);
  if (f.lastUpdatedBefore != null) w.push(`s.latest_episode_date <= ${sql.p(f.lastUpdatedBefore)}`);
  if (f.totalEpisodesLessThan != null) w.push(`s.total_episodes < ${sql.p(f.totalEpisodesLessThan)}`);
  if (f.totalEpisodesGreaterThan != null) w.push(`s.total_episodes > ${sql.p(f.totalEpisodesGreaterThan)}`);
  if (f.seriesUuids?.length) w.push(`s.uuid = ANY(${sql.p(f.seriesUuids)}::uuid[])`);
  if (f.notInSeriesUuids?.length) w.push(`s.uuid <> ALL(${sql.p(f.notInSeriesUuids)}::uuid[])`);
  return w;
}

/** Filters on the episode row `e` joined to its series `s`. */
function episodeFilters(f: SearchFilters, sql: Sql): string[] {
  const w = ['NOT e.is_removed', ...commonFilters(f, sql, 'e.date_published')];
  if (f.safeMode) w.push('NOT e.is_explicit_content');
  if (f.durationLessThan != null) w.push(`e.duration < ${sql.p(f.durationLessThan)}`);
  if (f.durationGreaterThan != null) w.push(`e.duration > ${sql.p(f.durationGreaterThan)}`);
  if (f.hasTranscript != null) w.push(`${f.hasTranscript ? '' : 'NOT '}(e.transcripts <> '[]'::jsonb)`);
  if (f.hasChapters != null) w.push(`${f.hasChapters ? '' : 'NOT '}(e.chapters <> '[]'::jsonb)`);
  if (f.seriesUuids?.length) w.push(`e.series_uuid = ANY(${sql.p(f.seriesUuids)}::uuid[])`);
  if (f.notInSeriesUuids?.length) w.push(`e.series_uuid <> ALL(${sql.p(f.notInSeriesUuids)}::uuid[])`);
  return w;
}

function commonFilters(f: SearchFilters, sql: Sql, dateColumn: string): string[] {
  const w: string[] = [];
  if (f.countries?.length) w.push(`s.itunes_info->>'country' = ANY(${sql.p(f.countries)}::text[])`);
  if (f.languages?.length) w.push(`s.language = ANY(${sql.p(f.languages)}::text[])`);
  if (f.genres?.length) w.push(`s.genres && ${sql.p(f.genres)}::text[]`);
  if (f.podcastContentTypes?.length) w.push(`s.content_type = ANY(${sql.p(f.podcastContentTypes)}::text[])`);
  if (f.publishedAfter != null) w.push(`${dateColumn} >= ${sql.p(f.publishedAfter)}`);
  if (f.publishedBefore != null) w.push(`${dateColumn} <= ${sql.p(f.publishedBefore)}`);
  if (f.safeMode) w.push('NOT s.is_explicit_content');
  return w;
}

/** Erotica ratings that safe mode drops (contract §4.3 isSafeMode). */
const EROTICA_RATINGS = ['COMICSERIES_EROTICA', 'COMICSERIES_PORNOGRAPHY'];

/**
 * Filters on the published comic series row `s` (contract §4.3). A series has no country of its
 * own: `filterForCountries` matches the countries of its credited, published creators.
 */
function comicSeriesFilters(f: SearchFilters, sql: Sql): string[] {
  const w = [`s.status = 'PUBLISHED'`];
  const publishedIssues = `FROM comic_issue i WHERE i.series_uuid = s.uuid AND i.status = 'PUBLISHED'`;
  if (f.countries?.length) {
    w.push(`EXISTS (SELECT 1 FROM creator_content cc JOIN creator k ON k.uuid = cc.creator_uuid AND k.status = 'PUBLISHED'
      WHERE cc.content_uuid = s.uuid AND cc.is_approved AND k.country = ANY(${sql.p(f.countries)}::text[]))`);
  }
  if (f.languages?.length) w.push(`s.language = ANY(${sql.p(f.languages)}::text[])`);
  if (f.genres?.length) w.push(`s.genres && ${sql.p(f.genres)}::text[]`);
  if (f.seriesUuids?.length) w.push(`s.uuid = ANY(${sql.p(f.seriesUuids)}::uuid[])`);
  if (f.notInSeriesUuids?.length) w.push(`s.uuid <> ALL(${sql.p(f.notInSeriesUuids)}::uuid[])`);
  if (f.publishedAfter != null) w.push(`s.date_published >= to_timestamp(${sql.p(f.publishedAfter)})`);
  if (f.publishedBefore != null) w.push(`s.date_published <= to_timestamp(${sql.p(f.publishedBefore)})`);
  if (f.lastUpdatedAfter != null) w.push(`(SELECT max(i.date_published) ${publishedIssues}) >= to_timestamp(${sql.p(f.lastUpdatedAfter)})`);
  if (f.lastUpdatedBefore != null) w.push(`(SELECT max(i.date_published) ${publishedIssues}) <= to_timestamp(${sql.p(f.lastUpdatedBefore)})`);
  if (f.tags?.length) w.push(`s.tags && ${sql.p(f.tags)}::text[]`);
  if (f.contentRatings?.length) w.push(`s.content_rating = ANY(${sql.p(f.contentRatings)}::text[])`);
  if (f.comicSeriesTypes?.length) w.push(`s.series_type = ANY(${sql.p(f.comicSeriesTypes)}::text[])`);
  if (f.comicSeriesLayouts?.length) w.push(`s.series_layout = ANY(${sql.p(f.comicSeriesLayouts)}::text[])`);
  if (f.totalIssuesLessThan != null) w.push(`(SELECT count(*) ${publishedIssues}) < ${sql.p(f.totalIssuesLessThan)}`);
  if (f.totalIssuesGreaterThan != null) w.push(`(SELECT count(*) ${publishedIssues}) > ${sql.p(f.totalIssuesGreaterThan)}`);
  if (f.exclusiveContent?.length) {
    w.push(`EXISTS (SELECT 1 FROM payment_rule r WHERE r.content_uuid = s.uuid AND r.content_type = 'COMICSERIES'
      AND lower(r.platform) = ANY(${sql.p(f.exclusiveContent.map((scope) => scope.toLowerCase()))}::text[]))`);
  }
  if (f.safeMode) w.push(`coalesce(s.content_rating, '') <> ALL(${sql.p(EROTICA_RATINGS)}::text[])`);
  return w;
}

/**
 * Filters on the published creator row `k` (contract §4.3). Languages, genres and series are those
 * of the published series the creator is credited on (approved); safe mode keeps every creator.
 */
function creatorFilters(f: SearchFilters, sql: Sql): string[] {
  const w = [`k.status = 'PUBLISHED'`];
  const credited = (condition: string) =>
    `EXISTS (SELECT 1 FROM creator_content cc JOIN comic_series s ON s.uuid = cc.content_uuid AND s.status = 'PUBLISHED'
      WHERE cc.creator_uuid = k.uuid AND cc.is_approved AND ${condition})`;
  if (f.countries?.length) w.push(`k.country = ANY(${sql.p(f.countries)}::text[])`);
  if (f.languages?.length) w.push(credited(`s.language = ANY(${sql.p(f.languages)}::text[])`));
  if (f.genres?.length) w.push(credited(`s.genres && ${sql.p(f.genres)}::text[]`));
  if (f.seriesUuids?.length) w.push(credited(`s.uuid = ANY(${sql.p(f.seriesUuids)}::uuid[])`));
  if (f.notInSeriesUuids?.length) w.push(`NOT ${credited(`s.uuid = ANY(${sql.p(f.notInSeriesUuids)}::uuid[])`)}`);
  if (f.publishedAfter != null) w.push(`k.date_published >= to_timestamp(${sql.p(f.publishedAfter)})`);
  if (f.publishedBefore != null) w.push(`k.date_published <= to_timestamp(${sql.p(f.publishedBefore)})`);
  if (f.tags?.length) w.push(`k.tags && ${sql.p(f.tags)}::text[]`);
  if (f.contentRoles?.length) w.push(credited(`cc.roles && ${sql.p(f.contentRoles)}::text[]`));
  return w;
}
