/** Content types the search engine indexes (contract §6 SearchContentType). */
export type SearchContentType = 'PODCASTSERIES' | 'PODCASTEPISODE' | 'COMICSERIES' | 'CREATOR';

/** How the words of a term must match (contract §6 SearchMatchType). */
export type SearchMatchType = 'MOST_TERMS' | 'ALL_TERMS' | 'EXACT_PHRASE' | 'FREQUENCY';

/** Normalised search request for one content type; dates epoch seconds, durations seconds. */
export interface SearchQuery {
  type: SearchContentType;
  /** Words to match; `-word` excludes. Empty: rank by popularity. */
  term: string;
  matchBy: SearchMatchType;
  sortBy: 'EXACTNESS' | 'POPULARITY' | 'LATEST' | 'OLDEST';
  page: number;
  limitPerPage: number;
  filters: SearchFilters;
}

/** The filters of contract §4.3; absent = no filter. */
export interface SearchFilters {
  countries?: string[];
  languages?: string[];
  genres?: string[];
  seriesUuids?: string[];
  notInSeriesUuids?: string[];
  publishedAfter?: number;
  publishedBefore?: number;
  lastUpdatedAfter?: number;
  lastUpdatedBefore?: number;
  podcastContentTypes?: string[];
  totalEpisodesLessThan?: number;
  totalEpisodesGreaterThan?: number;
  durationLessThan?: number;
  durationGreaterThan?: number;
  hasTranscript?: boolean;
  hasChapters?: boolean;
  safeMode?: boolean;
  /** COMICSERIES, CREATOR: any of these tags (exact, case-sensitive). */
  tags?: string[];
  /** CREATOR: any of these roles on a published series. */
  contentRoles?: string[];
  /** COMICSERIES only, from here on. */
  contentRatings?: string[];
  comicSeriesTypes?: string[];
  comicSeriesLayouts?: string[];
  totalIssuesLessThan?: number;
  totalIssuesGreaterThan?: number;
  /** Scopes such as `patreon` (case-insensitive): series with exclusive content for any of them. */
  exclusiveContent?: string[];
}

/** One hit: its uuid and a score of 0–100, higher is better. */
export interface SearchHit {
  uuid: string;
  score: number;
}

/** One page of hits and how many matched in all (counted up to SEARCH_COUNT_CAP). */
export interface SearchPage {
  hits: SearchHit[];
  totalCount: number;
}

/**
 * Matches are counted exactly up to this number; beyond it totalCount reports the cap (like a
 * search engine's "1,000+"). pagesCount needs at most 20 × 25 = 500 (contract §4.3).
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * The search engine behind `search` and `searchForTerm`. Postgres full-text search implements it
 * today; a cluster engine (OpenSearch) can replace it when the catalogue outgrows one machine
 * (DESIGN.md, "Postgres").
 */
export abstract class SearchIndex {
  abstract search(query: SearchQuery): Promise<SearchPage>;
}
