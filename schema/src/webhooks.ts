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
