import { enumDisplayName } from './comics';
import { CONTENT_ROLES, type ContentRole } from './content-roles';
import { TAGS_INPUT_LENGTH_MAX } from './comic-limits';

/** The comic contributor roles (creator spec §3), in the spec's order: the COMICSERIES_* `ContentRole`s. */
export const COMIC_ROLES = [
  'COMICSERIES_ARTIST', 'COMICSERIES_ARTIST_PENCILER', 'COMICSERIES_ARTIST_INKER',
  'COMICSERIES_ARTIST_COLORIST', 'COMICSERIES_ARTIST_LETTERER', 'COMICSERIES_WRITER',
  'COMICSERIES_PRODUCER', 'COMICSERIES_EDITOR', 'COMICSERIES_TRANSLATOR',
] as const satisfies readonly ContentRole[];
/** A comic contributor role (§3). */
export type ComicRole = (typeof COMIC_ROLES)[number];

/** The podcast series contributor roles (§3): every PODCASTSERIES_* `ContentRole`, contract order. */
export const PODCAST_ROLES: readonly ContentRole[] = CONTENT_ROLES.filter((role) => role.startsWith('PODCASTSERIES_'));

/** Roles whose display name is not the generic one (§3). */
const SPECIAL_ROLE_NAMES: Readonly<Partial<Record<ContentRole, string>>> = {
  COMICSERIES_ARTIST_PENCILER: 'Penciler (Artist)',
  COMICSERIES_ARTIST_INKER: 'Inker (Artist)',
  COMICSERIES_ARTIST_COLORIST: 'Colorist (Artist)',
  COMICSERIES_ARTIST_LETTERER: 'Letterer (Artist)',
};

/**
 * A role's display name (§3): split on underscores, capitalise each word, drop the first word
 * (the kind prefix); the artist sub-roles read 'Penciler (Artist)', 'Inker (Artist)',
 * 'Colorist (Artist)', 'Letterer (Artist)'. PODCASTSERIES_CO_HOST → "Co Host".
 */
export function roleDisplayName(role: string): string {
  return SPECIAL_ROLE_NAMES[role as ContentRole] ?? enumDisplayName(role.split('_').slice(1).join('_'));
}

/** What each comic role does, as the 'Pick Roles:' modal describes it (§3). */
export const COMIC_ROLE_DESCRIPTIONS: Readonly<Record<ComicRole, string>> = {
  COMICSERIES_ARTIST: 'Creates artwork',
  COMICSERIES_ARTIST_PENCILER: 'Draws the primary narrative artwork',
  COMICSERIES_ARTIST_INKER: 'Traces over pencils for a final line',
  COMICSERIES_ARTIST_COLORIST: 'Adds color',
  COMICSERIES_ARTIST_LETTERER: 'Adds lettering including speech balloons and sound effects',
  COMICSERIES_WRITER: 'Writes story or dialogue',
  COMICSERIES_PRODUCER: 'Helps craft creative direction and final production',
  COMICSERIES_EDITOR: 'Reviews for consistency',
  COMICSERIES_TRANSLATOR: 'Converts dialog between languages',
};

/**
 * The roles a content type offers (§3): the type carries an `internal_` prefix
 * ("internal_comicseries", or the enum form INTERNAL_COMICSERIES); the prefix is removed, the
 * rest upper-cased, and the roles of that kind returned (COMICSERIES → `COMIC_ROLES`,
 * PODCASTSERIES → `PODCAST_ROLES`). An unknown type offers none.
 */
export function rolesForContentType(contentType: string): readonly ContentRole[] {
  const kind = contentType.trim().replace(/^internal_/i, '').toUpperCase();
  if (!kind) return [];
  return CONTENT_ROLES.filter((role) => role.startsWith(`${kind}_`));
}

/** A role badge's colour style: background and text colours (CSS hex). */
export interface RoleBadgeStyle {
  readonly background: string;
  readonly color: string;
}

/** The 10 role badge colour styles (§9), picked by index modulo 10. Inkcast's palette. */
export const ROLE_BADGE_STYLES: readonly RoleBadgeStyle[] = [
  { background: '#DBEAFE', color: '#1E40AF' }, // blue
  { background: '#DCFCE7', color: '#166534' }, // green
  { background: '#FEF9C3', color: '#854D0E' }, // yellow
  { background: '#FEE2E2', color: '#991B1B' }, // red
  { background: '#F3E8FF', color: '#6B21A8' }, // purple
  { background: '#FCE7F3', color: '#9D174D' }, // pink
  { background: '#E0E7FF', color: '#3730A3' }, // indigo
  { background: '#CCFBF1', color: '#115E59' }, // teal
  { background: '#FFEDD5', color: '#9A3412' }, // orange
  { background: '#F3F4F6', color: '#1F2937' }, // gray
];

/** The colour style of the role badge at position `index` (0-based; §9: index modulo 10). */
export function roleBadgeStyle(index: number): RoleBadgeStyle {
  const count = ROLE_BADGE_STYLES.length;
  return ROLE_BADGE_STYLES[((Math.trunc(index) % count) + count) % count];
}

/**
 * Tags as stored (§5): each trimmed with every '#' removed, empty ones dropped, duplicates kept
 * once (first wins). [" #fantasy ", "magic", "", "magic"] → ["fantasy", "magic"].
 */
export function normaliseTags(tags: readonly (string | null | undefined)[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => (tag ?? '').replace(/#/g, '').trim()).filter(Boolean))];
}

/**
 * Tags from the tags input (§5): split on commas, then `normaliseTags`.
 * "#fantasy, magic ,, #cats" → ["fantasy", "magic", "cats"]. The count limit is checked by the
 * validators.
 */
export function parseTags(input: string | null | undefined): string[] {
  return normaliseTags((input ?? '').split(','));
}

/** Tags written back into the input (§5): joined with ", ". */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** Whether a tags input fits its field (§5, §9: at most `TAGS_INPUT_LENGTH_MAX` = 100 characters). */
export function tagsInputFits(input: string): boolean {
  return input.length <= TAGS_INPUT_LENGTH_MAX;
}

/**
 * Whether a credited creator is pending approval (§4): at least one role, `isApproved` false,
 * and not approved during this session (`approvedInSession`).
 */
export function isPendingApproval(entry: {
  roles?: readonly string[] | null;
  isApproved?: boolean | null;
  approvedInSession?: boolean;
}): boolean {
  return (entry.roles?.length ?? 0) > 0 && !entry.isApproved && !entry.approvedInSession;
}
