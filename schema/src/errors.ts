/** The error codes of the public API (contract §2), set both as `code` and `extensions.code`. */
export const ErrorCode = {
  /** Auth headers missing, malformed, unknown, revoked or mismatched; `data: null`. */
  API_KEY_INVALID: 'API_KEY_INVALID',
  /** Monthly requests used up (`extensions.resetsAt`, epoch s), or transcript credits used up. */
  API_RATE_LIMIT_EXCEEDED: 'API_RATE_LIMIT_EXCEEDED',
  /** Parse or validation failure of the GraphQL request. */
  INVALID_QUERY_OR_SYNTAX: 'INVALID_QUERY_OR_SYNTAX',
  /** Invalid argument value, named in the message; the field is `null`. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** Depth or cost limit exceeded (§1). */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** Needs a signed-in user. */
  REQUIRES_USER_AUTHENTICATION: 'REQUIRES_USER_AUTHENTICATION',
  /** Not permitted: another user's item, or outside the plan. */
  ACCESS_NOT_ALLOWED: 'ACCESS_NOT_ALLOWED',
  /** Unexpected failure; generic message, no internals. */
  INKCAST_SERVER_ERROR: 'INKCAST_SERVER_ERROR',
} as const;

/** One of the public API's error codes (contract §2). */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status of a response failing with this code (contract §2 decision): 400 for request-level failures. */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, 200 | 400>> = {
  API_KEY_INVALID: 200,
  API_RATE_LIMIT_EXCEEDED: 200,
  INVALID_QUERY_OR_SYNTAX: 400,
  BAD_USER_INPUT: 200,
  QUERY_TOO_COMPLEX: 400,
  REQUIRES_USER_AUTHENTICATION: 200,
  ACCESS_NOT_ALLOWED: 200,
  INKCAST_SERVER_ERROR: 200,
};

/** Fixed error messages (wordings are Inkcast's decision, contract §2). */
export const ErrorMessage = {
  /** API_KEY_INVALID. */
  API_KEY_INVALID: 'Missing or invalid X-USER-ID or X-API-KEY header. Your user id and API key are in the dashboard.',
  /** INVALID_QUERY_OR_SYNTAX for an array (batched) request body (§1 decision). */
  BATCH_NOT_SUPPORTED: 'Send one operation per request: batched (array) bodies are not supported.',
  /** REQUIRES_USER_AUTHENTICATION. */
  REQUIRES_USER_AUTHENTICATION: 'You need to be logged in to do this.',
  /** ACCESS_NOT_ALLOWED: a webhook, filter or application of another user. */
  NOT_YOUR_ITEM: 'You do not have access to this item.',
  /** ACCESS_NOT_ALLOWED: webhooks without an active Business plan (§3). */
  WEBHOOKS_REQUIRE_BUSINESS_PLAN: 'Webhooks are available on an active Business plan.',
  /** ACCESS_NOT_ALLOWED: on-demand transcript generation on the Free plan (§4.2). */
  TRANSCRIPTS_REQUIRE_PAID_PLAN: 'Generated transcripts are available on the Pro and Business plans.',
  /** INKCAST_SERVER_ERROR. */
  INKCAST_SERVER_ERROR: 'Something went wrong on our side. Please try again later.',
} as const;

const orList = new Intl.ListFormat('en', { type: 'disjunction' });

/** UTC calendar date (YYYY-MM-DD) of an epoch-seconds time. */
function utcDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

/** BAD_USER_INPUT for a malformed uuid (contract §2): `"123 is not a valid uuid"`. */
export function notAValidUuid(value: string): string {
  return `${value} is not a valid uuid`;
}

/** BAD_USER_INPUT for a number out of range (contract §2, §3): `"limitPerPage must be between 1 and 25"`. */
export function rangeMessage(name: string, min: number, max: number): string {
  return `${name} must be between ${min} and ${max}`;
}

/** BAD_USER_INPUT for a list that is too long (contract §3): `"uuids cannot have more than 25 items"`. */
export function tooManyMessage(name: string, max: number): string {
  return `${name} cannot have more than ${max} items`;
}

/**
 * BAD_USER_INPUT for a lookup given no identifier (contract §4):
 * `oneOfRequiredMessage(['uuid', 'itunesId', 'rssUrl', 'name'])` →
 * `"One of uuid, itunesId, rssUrl, or name is required"`.
 */
export function oneOfRequiredMessage(names: readonly string[]): string {
  return `One of ${orList.format(names)} is required`;
}

/** BAD_USER_INPUT for a lookup without its only identifier (contract §4): `requiredMessage('uuid')` → `"uuid is required"`. */
export function requiredMessage(name: string): string {
  return `${name} is required`;
}

/**
 * BAD_USER_INPUT for a missing companion argument (contract §3, §4.4):
 * `requiredWhenMessage('searchTerm', 'sortOrder is SEARCH')` → `"searchTerm is required when sortOrder is SEARCH"`.
 */
export function requiredWhenMessage(name: string, condition: string): string {
  return `${name} is required when ${condition}`;
}

/**
 * BAD_USER_INPUT for a value the operation does not take (contract §4.4, §5 Creator.content):
 * `notSupportedMessage('taddyType', 'COMICSERIES', ['PODCASTSERIES', 'PODCASTEPISODE'])` →
 * `"taddyType COMICSERIES is not supported here; use PODCASTSERIES or PODCASTEPISODE"`.
 */
export function notSupportedMessage(name: string, value: string, supported: readonly string[]): string {
  return `${name} ${value} is not supported here; use ${orList.format(supported)}`;
}

/** API_RATE_LIMIT_EXCEEDED for used-up monthly requests, stating the reset date (contract §2); `resetsAt` in epoch s. */
export function rateLimitExceededMessage(resetsAt: number): string {
  return `You have used all API requests of your plan for this month. They reset on ${utcDate(resetsAt)} (UTC).`;
}

/** API_RATE_LIMIT_EXCEEDED for used-up transcript credits (contract §2, §4.2); `resetsAt` in epoch s. */
export function transcriptCreditsExhaustedMessage(resetsAt: number): string {
  return `You have used all transcript credits of your plan for this month. They reset on ${utcDate(resetsAt)} (UTC).`;
}

/** ACCESS_NOT_ALLOWED at `allowedWebhookLimit` or `allowedDevAppsLimit` (contract §2, §8). */
export function limitReachedMessage(item: 'webhook' | 'developer application', limit: number): string {
  return `You have reached your limit of ${limit} ${item}${limit === 1 ? '' : 's'}.`;
}

/** QUERY_TOO_COMPLEX for a query deeper than allowed (contract §1). */
export function queryTooDeepMessage(depth: number, max: number): string {
  return `Query depth ${depth} exceeds the maximum of ${max}`;
}

/** QUERY_TOO_COMPLEX for a query costlier than allowed (contract §1). */
export function queryTooCostlyMessage(cost: number, max: number): string {
  return `Query cost ${cost} exceeds the maximum of ${max}`;
}
