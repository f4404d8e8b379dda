/** Every webhook event name, `<taddyType>.<action>` (contract §9). `feed_updated` is never emitted. */
export const WEBHOOK_EVENTS = [
  'podcastseries.created', 'podcastseries.updated', 'podcastseries.deleted', 'podcastseries.new_episodes_released',
  'podcastepisode.created', 'podcastepisode.updated', 'podcastepisode.deleted',
  'itunesinfo.created', 'itunesinfo.updated', 'itunesinfo.deleted',
  'comicseries.created', 'comicseries.updated', 'comicseries.deleted', 'comicseries.new_issues_released',
  'comicissue.created', 'comicissue.updated', 'comicissue.deleted',
  'creator.created', 'creator.updated', 'creator.deleted', 'creator.new_content_released',
  'creatorcontent.created', 'creatorcontent.updated', 'creatorcontent.deleted',
] as const;

/** A webhook event name (contract §9). */
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

const WEBHOOK_EVENT_SET: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

/** Whether `name` is one of the §9 event names (exact, lower-case), as `webhookEvents` requires (§8). */
export function isWebhookEventName(name: string): name is WebhookEventName {
  return WEBHOOK_EVENT_SET.has(name);
}

/** A webhook filter's `description`, max characters (Inkcast decision). */
export const WEBHOOK_FILTER_DESCRIPTION_LENGTH_MAX = 500;

/**
 * BAD_USER_INPUT texts of webhook filters (contract §8, §9; Inkcast's wording). `param` is the
 * argument at fault, e.g. `field2` or `value2`.
 */
export const WebhookFilterMessage = {
  notAnEvent: (name: string) => `${name} is not a webhook event`,
  notSubscribed: (name: string) => `${name} is not one of this webhook's events`,
  unknownField: (param: string, field: string, taddyType: string) => `${field} is not a field of ${taddyType} data (${param})`,
  valueTooLong: (param: string, max: number) => `${param} cannot be greater than ${max} characters`,
  invalidRegex: (param: string, reason: string) => `${param} is not a valid regular expression: ${reason}`,
  unsupportedRegex: (param: string, reason: string) =>
    `${param} uses syntax filters do not support (they run in linear time, without lookahead, lookbehind or backreferences): ${reason}`,
  tooManyFilters: (max: number) => `A webhook can have at most ${max} filters`,
  descriptionTooLong: (max: number) => `description cannot be greater than ${max} characters`,
} as const;
