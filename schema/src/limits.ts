/**
 * Limits of the public API (contract §1, §3, §5, §8, §9). Above a maximum is `BAD_USER_INPUT`
 * (never clamped); every `page` and `limitPerPage` is at least 1 and `page` defaults to 1.
 */

/** Default `page` of every paged field (§3). */
export const PAGE_DEFAULT = 1;

/** `PodcastSeries.episodes`, `ComicSeries.issues`, `Creator.content`: max `page` (§3). */
export const EPISODES_PAGE_MAX = 1000;
/** `PodcastSeries.episodes`, `ComicSeries.issues`, `Creator.content`: default `limitPerPage` (§3). */
export const EPISODES_LIMIT_PER_PAGE_DEFAULT = 10;
/** `PodcastSeries.episodes`, `ComicSeries.issues`, `Creator.content`: max `limitPerPage` (§3). */
export const EPISODES_LIMIT_PER_PAGE_MAX = 25;

/** `search`, `searchForTerm`, `getPopularContent`, `getTopCharts*`: max `page` (§3) and cap of `pagesCount` (§4.3). */
export const SEARCH_PAGE_MAX = 20;
/** `search`, `searchForTerm`, `getPopularContent`, `getTopCharts*`: default `limitPerPage` (§3). */
export const SEARCH_LIMIT_PER_PAGE_DEFAULT = 10;
/** `search`, `searchForTerm`, `getPopularContent`, `getTopCharts*`: max `limitPerPage` (§3). */
export const SEARCH_LIMIT_PER_PAGE_MAX = 25;
/** Entries kept per top chart (§3 decision). */
export const TOP_CHARTS_ENTRIES_MAX = 200;

/** `getLatestPodcastEpisodes`: max `page` (§3). */
export const LATEST_EPISODES_PAGE_MAX = 20;
/** `getLatestPodcastEpisodes`: default `limitPerPage` (§3). */
export const LATEST_EPISODES_LIMIT_PER_PAGE_DEFAULT = 25;
/** `getLatestPodcastEpisodes`: max `limitPerPage` (§3). */
export const LATEST_EPISODES_LIMIT_PER_PAGE_MAX = 50;
/** `getLatestPodcastEpisodes`: max length of `uuids` and `rssUrls` together (§3 decision). */
export const LATEST_EPISODES_URLS_MAX = 1000;
/** `getLatestPodcastEpisodes` on the Free plan: page 1 only, at most this many episodes (§3 decision). */
export const FREE_PLAN_LATEST_EPISODES_MAX = 25;

/** `getMultiple*`: max length of `uuids` (§3). */
export const MULTIPLE_UUIDS_MAX = 25;

/** Max query depth in fields, root = 1, leaves counted (§1 decision). */
export const QUERY_DEPTH_MAX = 10;
/** Max query cost: expected objects summed over object-typed fields (§1 decision). */
export const QUERY_COST_MAX = 10_000;
/** Size assumed for a list without `limitPerPage` or `uuids` when costing a query (§1 decision). */
export const QUERY_COST_LIST_SIZE_DEFAULT = 25;

/** `iTunesInfo.baseArtworkUrlOf(size)`: default size in pixels (§5 decision). */
export const ITUNES_ARTWORK_SIZE_DEFAULT = 640;
/** `iTunesInfo.baseArtworkUrlOf(size)`: max size in pixels; the min is 1 (§5 decision). */
export const ITUNES_ARTWORK_SIZE_MAX = 3000;

/** Webhooks a Business user may have unless raised (`allowedWebhookLimit`, §3). */
export const DEFAULT_ALLOWED_WEBHOOK_LIMIT = 1;
/** Developer applications a user may have unless raised (`allowedDevAppsLimit`, §3). */
export const DEFAULT_ALLOWED_DEV_APPS_LIMIT = 1;
/** Filters per webhook (§8 decision). */
export const WEBHOOK_FILTERS_MAX = 20;
/** Clauses per webhook filter: `field1`/`value1` … `field5`/`value5` (§5). */
export const WEBHOOK_FILTER_CLAUSES_MAX = 5;
/** uuids per webhook-filter allowlist or blocklist (§8 decision). */
export const WEBHOOK_FILTER_UUIDS_MAX = 1000;
/** Length of a webhook-filter regular expression `valueN`, in characters (§9 decision). */
export const WEBHOOK_FILTER_VALUE_LENGTH_MAX = 500;
/** Days a failed delivery stays replayable by `replayFailedWebhookEvents` (§8, §9 decision). */
export const WEBHOOK_REPLAY_DAYS = 14;
/** `generateWebhookEventsFromIds`: max length of `ids` (§8 decision). */
export const GENERATE_WEBHOOK_EVENTS_IDS_MAX = 25;

/** Developer application name, max characters (§8; developer spec §5). */
export const DEV_APP_NAME_LENGTH_MAX = 50;
/** Developer application description, max characters (§8; developer spec §5). */
export const DEV_APP_DESCRIPTION_LENGTH_MAX = 500;

/** A developer plan: monthly API requests and generated-transcript credits, and webhook access. */
export interface Plan {
  /** The name shown to users and in `primaryProduct`. */
  readonly name: string;
  /** API requests per billing month (`allowedApiCallsLimit`). */
  readonly apiRequestsPerMonth: number;
  /** Generated-transcript credits per billing month; feed-provided transcripts are free on every plan. */
  readonly transcriptCreditsPerMonth: number;
  /** Whether the plan may have webhooks (up to `allowedWebhookLimit`). */
  readonly webhooks: boolean;
  /** Price in US dollars per month (developer spec §9). */
  readonly monthlyPriceUsd: number;
}

/** The developer plans and their quotas (contract §3; prices from the developer spec §9). */
export const PLANS = {
  FREE: {
    name: 'Free',
    apiRequestsPerMonth: 500,
    transcriptCreditsPerMonth: 0,
    webhooks: false,
    monthlyPriceUsd: 0,
  },
  PRO: {
    name: 'Pro',
    apiRequestsPerMonth: 100_000,
    transcriptCreditsPerMonth: 100,
    webhooks: false,
    monthlyPriceUsd: 75,
  },
  BUSINESS: {
    name: 'Business',
    apiRequestsPerMonth: 350_000,
    transcriptCreditsPerMonth: 2_000,
    webhooks: true,
    monthlyPriceUsd: 150,
  },
} as const satisfies Record<string, Plan>;

/** A developer plan's key in `PLANS`. */
export type PlanId = keyof typeof PLANS;
