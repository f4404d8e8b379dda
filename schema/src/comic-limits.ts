/**
 * Business constants and limits of the comics side (creator spec §9, with the rules of §5 they
 * back). Lengths are in characters, sizes in megabytes (1 MB = 1024 × 1024 bytes), times in
 * seconds unless the name says otherwise. Image slots (sizes, types, dimensions) live in
 * `image-rules.ts`.
 */

/** Episode title, max characters (§5, §9). */
export const EPISODE_TITLE_LENGTH_MAX = 50;
/** Episode push notification message, max characters (§5, §9). */
export const PUSH_MESSAGE_LENGTH_MAX = 100;
/** Episode creator note (`description`), max characters (§5, §9). */
export const CREATOR_NOTE_LENGTH_MAX = 360;
/** Story images per episode, max (§5, §9). */
export const EPISODE_IMAGES_MAX = 100;

/** Creator name, max characters (§5, §9). */
export const CREATOR_NAME_LENGTH_MAX = 60;
/** Creator bio, max characters (§5, §9). */
export const CREATOR_BIO_LENGTH_MAX = 260;
/** Links per creator, max (§5, §9). */
export const CREATOR_LINKS_MAX = 25;

/** Tags per creator or series, max (§5, §9). */
export const TAGS_MAX = 12;
/** Tags input field, max characters (§5, §9). */
export const TAGS_INPUT_LENGTH_MAX = 100;

/** Series name, max characters (§5, §9). */
export const SERIES_NAME_LENGTH_MAX = 50;
/** Series short description, max characters (§5, §9). */
export const SERIES_DESCRIPTION_LENGTH_MAX = 500;

/** LAST_X payment rule: fewest latest episodes (§5, §9; the number input's min). */
export const LATEST_EPISODES_RULE_MIN = 1;
/** LAST_X payment rule: most latest episodes (§5, §9; the number input's max). */
export const LATEST_EPISODES_RULE_MAX = 1000;

/** Episode list page size by default, e.g. on the series home (§9). */
export const EPISODE_PAGE_SIZE_DEFAULT = 5;
/** Episode list page size in previews, the season episode picker and view-episodes (§2, §4, §9). */
export const EPISODE_PAGE_SIZE_FULL = 25;

/**
 * Whether a list shows Load More (§9): the loaded count is a positive multiple of the page size
 * (a short last page means the end was reached). hasMore(5, 5) → true, hasMore(7, 5) → false,
 * hasMore(0, 5) → false.
 */
export function hasMore(loadedCount: number, pageSize: number): boolean {
  return pageSize > 0 && loadedCount > 0 && loadedCount % pageSize === 0;
}

/** Whether the series view shows its View More link (§9): a full page is loaded. */
export function isFullPage(loadedCount: number, pageSize: number): boolean {
  return pageSize > 0 && loadedCount >= pageSize;
}

/** Scheduling step, seconds: publish and free-availability times fall on :00 or :30 (§5, §9). */
export const SCHEDULE_STEP_SECONDS = 30 * 60;
/**
 * Furthest a publish or free-availability time may be ahead of now, seconds (§5, §9: one
 * year). Inkcast counts a year as 365 days.
 */
export const SCHEDULE_MAX_AHEAD_SECONDS = 365 * 24 * 60 * 60;

/** Bytes in one megabyte of an upload limit (§9: maxSizeInMB × 1024 × 1024). */
export const BYTES_PER_MB = 1024 * 1024;

/** Upload preview grid columns (§9): 3, and 4 on medium screens and up. */
export const UPLOAD_PREVIEW_COLUMNS = { default: 3, medium: 4 } as const;
/** Upload preview thumbnail size in pixels (§9). */
export const UPLOAD_PREVIEW_THUMBNAIL = { width: 100, height: 120 } as const;

/** Dialog transition in, milliseconds (§9). */
export const DIALOG_TRANSITION_IN_MS = 300;
/** Dialog transition out, milliseconds (§9). */
export const DIALOG_TRANSITION_OUT_MS = 200;
/** Menu type-ahead reset, milliseconds (§9). */
export const MENU_TYPEAHEAD_RESET_MS = 350;

/** Minutes a published comic may take to appear in the reader apps (§1, §9). */
export const PUBLISH_PROPAGATION_MINUTES = 5;
