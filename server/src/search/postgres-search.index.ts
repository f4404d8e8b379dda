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
 * columns (name weight A, description B) with their GIN indexes. Comics and creators are not
 * indexed yet and return no hits.
 */
@Injectable()
export class PostgresSearchIndex extends SearchIndex {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    if (query.type !== 'PODCASTSERIES' && query.type !== 'PODCASTEPISODE') return { hits: [], totalCount: 0 };
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
}

/**
 * The tsquery of the term by the match type (contract §6 SearchMatchType): MOST_TERMS and
 * FREQUENCY any word, ALL_TERMS every word, EXACT_PHRASE the words in order; `-word` excludes.
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
  const exclude = excluded.length ? `plainto_tsquery('english', ${sql.p(excluded.join(' '))})` : null;
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
