import { EPISODE_PAYMENT_RULE_TYPES, SCHEDULE_STEP_SECONDS, latestScheduleTime, nextHalfHourSlot } from '@inkcast/schema';
import { useLocation } from 'react-router-dom';
import { creatorPaths } from '../../paths';

/**
 * Small helpers shared by the creator pages (episodes, seasons, payments, team): dates, processed
 * image URLs, the current path as a backlink, and the schedule picker's slots.
 */

/** Now, epoch seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An epoch-seconds time as the dashboard shows it ("Mar 3, 2026, 10:30 AM"); '' for none. */
export function formatDateTime(seconds: number | null | undefined): string {
  return seconds == null ? '' : dateTimeFormat.format(new Date(seconds * 1000));
}

/** An epoch-seconds day ("Mar 3, 2026"); '' for none. */
export function formatDate(seconds: number | null | undefined): string {
  return seconds == null ? '' : dateFormat.format(new Date(seconds * 1000));
}

/** The line that says when an episode was published, is scheduled for, or was created (a draft); '' for none. */
export function episodeStatusLine(episode: { status: string; datePublished?: number | null; publishAt?: number | null; createdAt: number } | null): string {
  if (episode?.status === 'PUBLISHED') return `Published ${formatDateTime(episode.datePublished)}`;
  if (episode?.status === 'SCHEDULED') return `Scheduled for ${formatDateTime(episode.publishAt)}`;
  if (episode?.status === 'DRAFT') return `Draft, created ${formatDateTime(episode.createdAt)}`;
  return '';
}

/** The current page (path and query) as a backlink for the pages it links to (spec 001 §2). */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** `path` with a backlink to `backlink` (spec 001 §2: edit links carry a backlink query parameter). */
export function withBacklink(path: string, backlink: string): string {
  return creatorPaths.withBacklink(path, backlink);
}

/**
 * The URL of one size of a processed image given as the API's *AsString JSON ({base_url, cover_md,
 * …}), or null when there is none (not processed yet, or no such size).
 */
export function processedImageUrl(asString: string | null | undefined, key: string): string | null {
  if (!asString) return null;
  try {
    const image = JSON.parse(asString) as Record<string, unknown>;
    const file = image[key];
    return typeof image.base_url === 'string' && typeof file === 'string' ? `${image.base_url}${file}` : null;
  } catch {
    return null;
  }
}

/** The image an episode list shows for an episode: its processed thumbnail, its thumbnail as saved, or its first page. */
export function episodeThumbnail(episode: { thumbnailImageAsString?: string | null; thumbnailImageUrl?: string | null; imageUrls?: readonly string[] | null }): string | null {
  return processedImageUrl(episode.thumbnailImageAsString, 'thumbnail') ?? episode.thumbnailImageUrl ?? episode.imageUrls?.[0] ?? null;
}

/** Whether an episode is exclusive to paying backers (§3: FREE or PAID). */
export function isPaidEpisode(paymentRuleType: string | null | undefined): boolean {
  return paymentRuleType === EPISODE_PAYMENT_RULE_TYPES[1];
}

/** A local calendar day as the date input writes it: "2026-03-03". */
export function localDayOf(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The times (epoch seconds, 30-minute steps) that may be picked on local day `day` ("YYYY-MM-DD"):
 * from the next half-hour slot after now to one year ahead (spec 001 §4, §5, §9).
 */
export function slotsOnDay(day: string, now: number): number[] {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return [];
  const start = Math.floor(new Date(year, month - 1, date).getTime() / 1000);
  const end = Math.floor(new Date(year, month - 1, date + 1).getTime() / 1000);
  const first = Math.max(nextHalfHourSlot(now), Math.ceil(start / SCHEDULE_STEP_SECONDS) * SCHEDULE_STEP_SECONDS);
  const last = Math.min(latestScheduleTime(now), end - 1);
  const slots: number[] = [];
  for (let slot = first; slot <= last; slot += SCHEDULE_STEP_SECONDS) slots.push(slot);
  return slots;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** A slot's local time of day ("10:30 AM"). */
export function formatTime(seconds: number): string {
  return timeFormat.format(new Date(seconds * 1000));
}
