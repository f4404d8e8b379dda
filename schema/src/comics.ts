/**
 * Enumerations of the comics side (creator spec §3 "Enumerations", contract §6 and its
 * dashboard-only enums), with the display names the dashboard shows. Shared by the server
 * (validation, SDL resolvers) and the web app (pickers, badges).
 */

/**
 * A SCREAMING_SNAKE enum value as the dashboard shows it (creator spec §3): split on underscores,
 * capitalise each word. AMERICAN_STYLE_COMIC → "American Style Comic", UNDER_REVISION →
 * "Under Revision". Roles drop their kind prefix as well: see `roleDisplayName`.
 */
export function enumDisplayName(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Publish status of a series, creator or episode (§3; `InternalPublishStatus`, contract §6). */
export const PUBLISH_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
/** A publish status: DRAFT, SCHEDULED or PUBLISHED (§3). */
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Values a status badge may show: the publish statuses plus REJECTED, a badge-only value (§3). */
export const BADGE_STATUSES = [...PUBLISH_STATUSES, 'REJECTED'] as const;
/** A status a badge can show (§3). */
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** Colour name of a status badge (§3). */
export type BadgeColor = 'yellow' | 'green' | 'blue' | 'red';

/** Status badge colours (§3): DRAFT yellow, PUBLISHED green, SCHEDULED blue, REJECTED red. */
export const STATUS_BADGE_COLORS: Readonly<Record<BadgeStatus, BadgeColor>> = {
  DRAFT: 'yellow',
  PUBLISHED: 'green',
  SCHEDULED: 'blue',
  REJECTED: 'red',
};

/** The badge colour of any status string (§3): the table above, anything else yellow. */
export function statusBadgeColor(status: string | null | undefined): BadgeColor {
  return STATUS_BADGE_COLORS[status as BadgeStatus] ?? 'yellow';
}

/**
 * Images status of an item (§3; `InternalPublishImageStatus`): PROCESSING shows a processing
 * indicator; images (and the creator avatar number) show only when COMPLETE.
 */
export const IMAGES_STATUSES = ['PROCESSING', 'COMPLETE'] as const;
/** An images status (§3). */
export type ImagesStatus = (typeof IMAGES_STATUSES)[number];

/** Payment rule type on an episode (§3; `InternalPaymentRuleType`): FREE or PAID. */
export const EPISODE_PAYMENT_RULE_TYPES = ['FREE', 'PAID'] as const;
/** FREE or PAID (§3). */
export type EpisodePaymentRuleType = (typeof EPISODE_PAYMENT_RULE_TYPES)[number];

/**
 * Payment rule types (§3; `PaymentRuleType`): LAST_X (the latest `ruleValue` episodes) or GROUP
 * (a season). Only LAST_X is offered in the rule dialog (§4).
 */
export const PAYMENT_RULE_TYPES = ['LAST_X', 'GROUP'] as const;
/** LAST_X or GROUP (§3). */
export type PaymentRuleType = (typeof PAYMENT_RULE_TYPES)[number];

/** Payment rule types the rule dialog offers (§4: only LAST_X). */
export const PAYMENT_RULE_TYPES_OFFERED: readonly PaymentRuleType[] = ['LAST_X'];

/** Creator-support platforms (§3 "for example PATREON"; `Platform`, contract §6). */
export const PAYMENT_PLATFORMS = ['PATREON'] as const;
/** A creator-support platform (§3). */
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

/** Billing interval of a platform price (`PlatformPriceInterval`, contract §6). */
export const PLATFORM_PRICE_INTERVALS = ['PER_ITEM', 'MONTHLY', 'YEARLY'] as const;
/** A price interval (contract §6). */
export type PlatformPriceInterval = (typeof PLATFORM_PRICE_INTERVALS)[number];

/**
 * A platform price as displayed (§3): USD, `amountInCents` / 100 with two decimals, then the
 * interval in lower case (underscores as spaces). (500, MONTHLY) → "$5.00 monthly".
 */
export function formatPlatformPrice(amountInCents: number, interval: string): string {
  return `$${(amountInCents / 100).toFixed(2)} ${interval.toLowerCase().replace(/_/g, ' ')}`.trim();
}

/** Dashboard content types (`InternalSeriesType`, contract §6); roles use the `internal_` form (§3). */
export const INTERNAL_SERIES_TYPES = ['INTERNAL_COMICSERIES', 'INTERNAL_CREATOR'] as const;
/** INTERNAL_COMICSERIES or INTERNAL_CREATOR. */
export type InternalSeriesType = (typeof INTERNAL_SERIES_TYPES)[number];

/** Comic series types (§3; `ComicSeriesType`, contract §6), in the spec's order. */
export const COMIC_SERIES_TYPES = [
  'WEBTOON', 'MANGA', 'MANHWA', 'MANHUA', 'AMERICAN_STYLE_COMIC', 'ANTHOLOGY', 'GRAPHIC_NOVEL', 'ONE_SHOT',
] as const;
/** A comic series type (§3). */
export type ComicSeriesType = (typeof COMIC_SERIES_TYPES)[number];

/** Comic series statuses (§3; `SeriesStatus`, contract §6), in the spec's order. */
export const SERIES_STATUSES = ['ONGOING', 'HIATUS', 'COMPLETED', 'CANCELLED', 'ANNOUNCED', 'UNDER_REVISION'] as const;
/** A comic series status (§3). */
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** Comic series layouts (`ComicSeriesLayout`, contract §6); passed through, not set by the form (§3). */
export const COMIC_SERIES_LAYOUTS = ['VERTICAL_SCROLL_TOP_TO_BOTTOM', 'RIGHT_TO_LEFT', 'LEFT_TO_RIGHT', 'PAGE'] as const;
/** A comic series layout (contract §6). */
export type ComicSeriesLayout = (typeof COMIC_SERIES_LAYOUTS)[number];

/**
 * The 27 comic genres (§3), in the spec's order: `Genre` value (contract §6, COMICSERIES_*) →
 * display label. A series shows up to three (genre1 required, genre2 and genre3 optional).
 */
export const COMIC_GENRE_LABELS = {
  COMICSERIES_ACTION: 'Action',
  COMICSERIES_COMEDY: 'Comedy',
  COMICSERIES_CRIME: 'Crime',
  COMICSERIES_DRAMA: 'Drama',
  COMICSERIES_DYSTOPIA: 'Dystopia',
  COMICSERIES_EDUCATIONAL: 'Educational',
  COMICSERIES_FANTASY: 'Fantasy',
  COMICSERIES_HIGH_SCHOOL: 'High School',
  COMICSERIES_HISTORICAL: 'Historical',
  COMICSERIES_HORROR: 'Horror',
  COMICSERIES_HAREM: 'Harem',
  COMICSERIES_ISEKAI: 'Isekai',
  COMICSERIES_MYSTERY: 'Mystery',
  COMICSERIES_ROMANCE: 'Romance',
  COMICSERIES_SCI_FI: 'Sci-Fi',
  COMICSERIES_SLICE_OF_LIFE: 'Slice of Life',
  COMICSERIES_SUPERHERO: 'Superhero',
  COMICSERIES_SUPERNATURAL: 'Supernatural',
  COMICSERIES_BL: 'BL',
  COMICSERIES_GL: 'GL',
  COMICSERIES_LGBTQ: 'LGBTQ',
  COMICSERIES_THRILLER: 'Thriller',
  COMICSERIES_ZOMBIES: 'Zombies',
  COMICSERIES_POST_APOCALYPTIC: 'Post-Apocalyptic',
  COMICSERIES_SPORTS: 'Sports',
  COMICSERIES_ANIMALS: 'Animals',
  COMICSERIES_GAMING: 'Gaming',
} as const;

/** A comic genre: one of the 27 COMICSERIES_* values of `Genre` (§3). */
export type ComicGenre = keyof typeof COMIC_GENRE_LABELS;

/** The 27 comic genres in the spec's order (§3). */
export const COMIC_GENRES = Object.keys(COMIC_GENRE_LABELS) as readonly ComicGenre[];

/** Max genres per series (§3, §9). */
export const SERIES_GENRES_MAX = 3;

/**
 * Genres the picker of genre slot `slot` (1, 2 or 3) offers (§5): genre 2 excludes genre 1,
 * genre 3 excludes genres 1 and 2. `picked` is [genre1, genre2, genre3] as currently chosen.
 */
export function comicGenreChoices(
  slot: 1 | 2 | 3,
  picked: readonly (string | null | undefined)[],
): readonly ComicGenre[] {
  const excluded = new Set(picked.slice(0, slot - 1).filter(Boolean));
  return COMIC_GENRES.filter((genre) => !excluded.has(genre));
}

/** Every `ContentRating` value (contract §6), COMICSERIES_PORNOGRAPHY deprecated for EROTICA. */
export const CONTENT_RATINGS = [
  'COMICSERIES_BABY', 'COMICSERIES_KIDS', 'COMICSERIES_TEENS', 'COMICSERIES_MATURE_TEENS',
  'COMICSERIES_ADULTS', 'COMICSERIES_PORNOGRAPHY', 'COMICSERIES_EROTICA',
] as const;
/** A `ContentRating` value (contract §6). */
export type ContentRating = (typeof CONTENT_RATINGS)[number];

/** How a comic rating is shown: its name and age label (§3). */
export interface ComicRatingDetails {
  /** Display name, the value without its COMICSERIES_ prefix: "Mature Teens". */
  readonly name: string;
  /** Age label: "ages 0-5", "6+", "13+", "15+", "18+". */
  readonly ages: string;
  /** Whether the series form offers it (§3: EROTICA exists but is not offered; PORNOGRAPHY is deprecated). */
  readonly offeredInForm: boolean;
}

/** Comic ratings with their age labels (§3). */
export const COMIC_RATINGS: Readonly<Record<ContentRating, ComicRatingDetails>> = {
  COMICSERIES_BABY: { name: 'Baby', ages: 'ages 0-5', offeredInForm: true },
  COMICSERIES_KIDS: { name: 'Kids', ages: '6+', offeredInForm: true },
  COMICSERIES_TEENS: { name: 'Teens', ages: '13+', offeredInForm: true },
  COMICSERIES_MATURE_TEENS: { name: 'Mature Teens', ages: '15+', offeredInForm: true },
  COMICSERIES_ADULTS: { name: 'Adults', ages: '18+', offeredInForm: true },
  COMICSERIES_PORNOGRAPHY: { name: 'Erotica', ages: '18+', offeredInForm: false },
  COMICSERIES_EROTICA: { name: 'Erotica', ages: '18+', offeredInForm: false },
};

/** The ratings the series form offers, youngest first (§3): BABY, KIDS, TEENS, MATURE_TEENS, ADULTS. */
export const COMIC_RATING_CHOICES = CONTENT_RATINGS.filter((rating) => COMIC_RATINGS[rating].offeredInForm);

/** A rating's label in a picker (§3): "Kids (6+)", "Baby (ages 0-5)". */
export function comicRatingLabel(rating: ContentRating): string {
  const { name, ages } = COMIC_RATINGS[rating];
  return `${name} (${ages})`;
}

/**
 * The date an episode list shows for an episode (§4): datePublished when PUBLISHED, publishAt
 * when SCHEDULED, createdAt for a draft (and any other status). Epoch seconds or null.
 */
export function episodeListDate(episode: {
  status?: string | null;
  datePublished?: number | null;
  publishAt?: number | null;
  createdAt?: number | null;
}): number | null {
  if (episode.status === 'PUBLISHED') return episode.datePublished ?? null;
  if (episode.status === 'SCHEDULED') return episode.publishAt ?? null;
  return episode.createdAt ?? null;
}
