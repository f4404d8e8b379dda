import {
  CREATOR_BIO_LENGTH_MAX,
  CREATOR_LINKS_MAX,
  CREATOR_NAME_LENGTH_MAX,
  CREATOR_NOTE_LENGTH_MAX,
  EPISODE_IMAGES_MAX,
  EPISODE_TITLE_LENGTH_MAX,
  LATEST_EPISODES_RULE_MAX,
  LATEST_EPISODES_RULE_MIN,
  PUSH_MESSAGE_LENGTH_MAX,
  SERIES_DESCRIPTION_LENGTH_MAX,
  SERIES_NAME_LENGTH_MAX,
  TAGS_INPUT_LENGTH_MAX,
  TAGS_MAX,
} from './comic-limits';
import { ComicMessage, emailLinkInvalidMessage, mastodonLinkInvalidMessage } from './comic-messages';
import {
  COMIC_GENRES,
  COMIC_SERIES_LAYOUTS,
  COMIC_SERIES_TYPES,
  CONTENT_RATINGS,
  PAYMENT_PLATFORMS,
  PAYMENT_RULE_TYPES,
  SERIES_STATUSES,
} from './comics';
import { COUNTRIES } from './countries';
import { normaliseTags } from './creators';
import { LANGUAGES } from './languages';
import { formatLinkPair, isEmailLinkValue, isLinkType, isMastodonHandle, parseLinkPair, type LinkPair } from './links';
import { ValidationMessage } from './messages';
import { scheduleTimeProblem } from './scheduling';
import { INVITABLE_PERMISSIONS, type UserPermission } from './team';
import { isEmail, isHttpUrl } from './validators';

/**
 * Form validators of the comics side (creator spec §5): each takes the form's values and returns
 * the first broken rule's message, to the letter (see `ComicMessage`), in the spec's order, or
 * null when the form is valid. The same functions back the web forms and the server's
 * BAD_USER_INPUT errors.
 */

type Text = string | null | undefined;

/** A text trimmed; null and undefined read as ''. */
function trimmed(value: Text): string {
  return (value ?? '').trim();
}

/** A text trimmed, or null when that leaves it empty (§5: empty description and push message are sent as null). */
export function emptyToNull(value: Text): string | null {
  return trimmed(value) || null;
}

/** An enum input as compared (§5): trimmed and upper-cased; empty → null. */
export function normaliseEnumValue(value: Text): string | null {
  return trimmed(value).toUpperCase() || null;
}

/** Tag rules shared by creators and series (§5): at most 12, and at most 100 characters as typed. */
function tagsMessage(tags: readonly string[]): string | null {
  if (tags.length > TAGS_MAX) return ComicMessage.TAGS_TOO_MANY;
  if (tags.join(',').length > TAGS_INPUT_LENGTH_MAX) return ComicMessage.TAGS_TOO_LONG;
  return null;
}

// ---------------------------------------------------------------- Episode

/** The episode form (§3, §7 add/update episode). Times are epoch seconds. */
export interface EpisodeForm {
  name?: Text;
  imageUrls?: readonly string[] | null;
  pushNotificationMessage?: Text;
  /** The creator note. */
  description?: Text;
  /** Null = save as draft; now or earlier = publish now; later = schedule (§4). */
  publishAt?: number | null;
  /** When a PAID episode becomes free to everyone; null = not set. */
  dateExclusiveContentIsAvailable?: number | null;
}

/** The publish choice a `publishAt` stands for at `nowSeconds` (§4): draft (none), now, or schedule (later). */
export function publishChoice(publishAt: number | null | undefined, nowSeconds: number): 'draft' | 'now' | 'schedule' {
  if (publishAt == null) return 'draft';
  return publishAt > nowSeconds ? 'schedule' : 'now';
}

/**
 * The episode form's first broken rule (§5), or null: title required ('Title cannot be blank')
 * and at most 50; at least one story image, at most 100; push message at most 100; creator
 * note at most 360; a publish time or free-availability date in the future at most one year
 * ahead and on a 30-minute step (a past one means "now"); and, when `seriesIsPublished` is
 * false, no scheduling (§4). `nowSeconds` is the current epoch time.
 */
export function validateEpisode(
  form: EpisodeForm,
  options: { nowSeconds: number; seriesIsPublished?: boolean },
): string | null {
  const name = trimmed(form.name);
  const images = form.imageUrls ?? [];
  const { nowSeconds } = options;
  if (!name) return ComicMessage.EPISODE_TITLE_REQUIRED;
  if (name.length > EPISODE_TITLE_LENGTH_MAX) return ComicMessage.EPISODE_TITLE_TOO_LONG;
  if (images.filter((url) => trimmed(url)).length === 0) return ComicMessage.EPISODE_IMAGES_REQUIRED;
  if (images.length > EPISODE_IMAGES_MAX) return ComicMessage.EPISODE_IMAGES_TOO_MANY;
  if (trimmed(form.pushNotificationMessage).length > PUSH_MESSAGE_LENGTH_MAX) return ComicMessage.PUSH_MESSAGE_TOO_LONG;
  if (trimmed(form.description).length > CREATOR_NOTE_LENGTH_MAX) return ComicMessage.CREATOR_NOTE_TOO_LONG;
  if (publishChoice(form.publishAt, nowSeconds) === 'schedule') {
    const problem = scheduleTimeProblem(form.publishAt as number, nowSeconds);
    if (problem === 'out-of-range') return ComicMessage.PUBLISH_AT_OUT_OF_RANGE;
    if (problem === 'not-on-step') return ComicMessage.PUBLISH_AT_NOT_ON_STEP;
    if (options.seriesIsPublished === false) return ComicMessage.SCHEDULE_NEEDS_PUBLISHED_SERIES;
  }
  const freeAt = form.dateExclusiveContentIsAvailable;
  if (freeAt != null && freeAt > nowSeconds) {
    const problem = scheduleTimeProblem(freeAt, nowSeconds);
    if (problem === 'out-of-range') return ComicMessage.EXCLUSIVE_DATE_OUT_OF_RANGE;
    if (problem === 'not-on-step') return ComicMessage.EXCLUSIVE_DATE_NOT_ON_STEP;
  }
  return null;
}

/** The episode's texts as sent and stored (§5): title trimmed, empty creator note and push message → null. */
export function normaliseEpisodeTexts(form: Pick<EpisodeForm, 'name' | 'description' | 'pushNotificationMessage'>): {
  name: string;
  description: string | null;
  pushNotificationMessage: string | null;
} {
  return {
    name: trimmed(form.name),
    description: emptyToNull(form.description),
    pushNotificationMessage: emptyToNull(form.pushNotificationMessage),
  };
}

// ---------------------------------------------------------------- Creator

/** A link as the form or API gives it: a "TYPE:value" pair or its parts (§3). */
export type LinkInput = string | { type?: Text; value?: Text };

/** A link input as a pair, type trimmed and upper-cased, value trimmed. */
function toLinkPair(link: LinkInput): LinkPair {
  if (typeof link === 'string') return parseLinkPair(link) ?? { type: '', value: link.trim() };
  return { type: trimmed(link.type).toUpperCase(), value: trimmed(link.value) };
}

/** Links as stored (§5): "TYPE:value" pairs, those with an empty type or value dropped. */
export function normaliseLinks(links: readonly LinkInput[] | null | undefined): string[] {
  return (links ?? []).map(toLinkPair).filter((link) => link.type && link.value).map(formatLinkPair);
}

/** Whether the links editor may add one more link to `count` links (§5: 'You can only add 25 links' at 25). */
export function canAddLink(count: number): boolean {
  return count < CREATOR_LINKS_MAX;
}

/** The creator form (§3, §7 add/update creator). */
export interface CreatorForm {
  name?: Text;
  bio?: Text;
  avatarImageUrl?: Text;
  country?: Text;
  tags?: readonly Text[] | null;
  links?: readonly LinkInput[] | null;
}

/**
 * The creator form's first broken rule (§5), or null: name required and at most 60; bio at
 * most 260; photo required; at most 12 tags (100 characters typed); links (empty ones dropped)
 * at most 25, each of a known type, an EMAIL link an e-mail address ('Email {value} does not
 * look valid'), a MASTODON link a user@server handle ('Mastodon username @{value} does not look
 * valid'); then the shared check 'Invalid Country' (country optional).
 */
export function validateCreator(form: CreatorForm): string | null {
  const name = trimmed(form.name);
  if (!name) return ComicMessage.NAME_REQUIRED;
  if (name.length > CREATOR_NAME_LENGTH_MAX) return ComicMessage.CREATOR_NAME_TOO_LONG;
  if (trimmed(form.bio).length > CREATOR_BIO_LENGTH_MAX) return ComicMessage.BIO_TOO_LONG;
  if (!trimmed(form.avatarImageUrl)) return ComicMessage.PHOTO_REQUIRED;
  const tagsProblem = tagsMessage(normaliseTags(form.tags));
  if (tagsProblem) return tagsProblem;
  const links = (form.links ?? []).map(toLinkPair).filter((link) => link.type && link.value);
  if (links.length > CREATOR_LINKS_MAX) return ComicMessage.LINKS_TOO_MANY;
  for (const { type, value } of links) {
    if (!isLinkType(type)) return ComicMessage.LINK_TYPE_INVALID;
    if (type === 'EMAIL' && !isEmailLinkValue(value)) return emailLinkInvalidMessage(value);
    if (type === 'MASTODON' && !isMastodonHandle(value)) return mastodonLinkInvalidMessage(value);
  }
  const country = normaliseEnumValue(form.country);
  if (country && !(COUNTRIES as readonly string[]).includes(country)) return ComicMessage.COUNTRY_INVALID;
  return null;
}

// ---------------------------------------------------------------- Comic series

/** The series form (§3, §7 add/update series). */
export interface ComicSeriesForm {
  name?: Text;
  description?: Text;
  coverImageUrl?: Text;
  bannerImageUrl?: Text;
  thumbnailImageUrl?: Text;
  genre1?: Text;
  genre2?: Text;
  genre3?: Text;
  language?: Text;
  rating?: Text;
  seriesStatus?: Text;
  seriesType?: Text;
  seriesLayout?: Text;
  tags?: readonly Text[] | null;
}

/** The series form's values as validated and stored (§5): texts trimmed, enums trimmed and upper-cased, empty → null. */
export interface NormalisedComicSeriesForm {
  name: string;
  description: string;
  coverImageUrl: string | null;
  bannerImageUrl: string | null;
  thumbnailImageUrl: string | null;
  genre1: string | null;
  genre2: string | null;
  genre3: string | null;
  language: string | null;
  rating: string | null;
  seriesStatus: string | null;
  seriesType: string | null;
  seriesLayout: string | null;
  tags: string[];
}

/** Normalises the series form (§5: values trimmed and upper-cased; series type and status empty → nothing). */
export function normaliseComicSeriesForm(form: ComicSeriesForm): NormalisedComicSeriesForm {
  return {
    name: trimmed(form.name),
    description: trimmed(form.description),
    coverImageUrl: emptyToNull(form.coverImageUrl),
    bannerImageUrl: emptyToNull(form.bannerImageUrl),
    thumbnailImageUrl: emptyToNull(form.thumbnailImageUrl),
    genre1: normaliseEnumValue(form.genre1),
    genre2: normaliseEnumValue(form.genre2),
    genre3: normaliseEnumValue(form.genre3),
    language: normaliseEnumValue(form.language),
    rating: normaliseEnumValue(form.rating),
    seriesStatus: normaliseEnumValue(form.seriesStatus),
    seriesType: normaliseEnumValue(form.seriesType),
    seriesLayout: normaliseEnumValue(form.seriesLayout),
    tags: normaliseTags(form.tags),
  };
}

function isOneOf(values: readonly string[], value: string | null): boolean {
  return value === null || values.includes(value);
}

/**
 * The series form's first broken rule (§5), or null, in the spec's order: name required and at
 * most 50; short description required and at most 500; cover, banner and thumbnail required;
 * genre 1, language, rating and status required; at most 12 tags; then the shared checks on
 * the normalised values: 'Contains an Invalid Genre' (any genre outside the 27 comic genres),
 * a genre picked twice, 'Invalid Language', 'Invalid Content Rating', 'Invalid SeriesType',
 * 'Invalid Series Status', and an unknown layout.
 */
export function validateComicSeries(input: ComicSeriesForm): string | null {
  const form = normaliseComicSeriesForm(input);
  if (!form.name) return ComicMessage.NAME_REQUIRED;
  if (form.name.length > SERIES_NAME_LENGTH_MAX) return ComicMessage.SERIES_NAME_TOO_LONG;
  if (!form.description) return ComicMessage.DESCRIPTION_REQUIRED;
  if (form.description.length > SERIES_DESCRIPTION_LENGTH_MAX) return ComicMessage.DESCRIPTION_TOO_LONG;
  if (!form.coverImageUrl) return ComicMessage.COVER_REQUIRED;
  if (!form.bannerImageUrl) return ComicMessage.BANNER_REQUIRED;
  if (!form.thumbnailImageUrl) return ComicMessage.THUMBNAIL_REQUIRED;
  if (!form.genre1) return ComicMessage.GENRE_REQUIRED;
  if (!form.language) return ComicMessage.LANGUAGE_REQUIRED;
  if (!form.rating) return ComicMessage.RATING_REQUIRED;
  if (!form.seriesStatus) return ComicMessage.SERIES_STATUS_REQUIRED;
  const tagsProblem = tagsMessage(form.tags);
  if (tagsProblem) return tagsProblem;
  const genres = [form.genre1, form.genre2, form.genre3].filter((genre): genre is string => genre !== null);
  if (!genres.every((genre) => isOneOf(COMIC_GENRES, genre))) return ComicMessage.GENRE_INVALID;
  if (new Set(genres).size !== genres.length) return ComicMessage.GENRE_REPEATED;
  if (!isOneOf(LANGUAGES, form.language)) return ComicMessage.LANGUAGE_INVALID;
  if (!isOneOf(CONTENT_RATINGS, form.rating)) return ComicMessage.RATING_INVALID;
  if (!isOneOf(COMIC_SERIES_TYPES, form.seriesType)) return ComicMessage.SERIES_TYPE_INVALID;
  if (!isOneOf(SERIES_STATUSES, form.seriesStatus)) return ComicMessage.SERIES_STATUS_INVALID;
  if (!isOneOf(COMIC_SERIES_LAYOUTS, form.seriesLayout)) return ComicMessage.SERIES_LAYOUT_INVALID;
  return null;
}

// ---------------------------------------------------------------- Invitation, season, payment rule

/** The team invite form (§5, §7 add invitation). */
export interface InvitationForm {
  email?: Text;
  permission?: Text;
}

/**
 * The invite form's first broken rule (§5), or null: 'Email does not look valid', then 'Please
 * select a valid permission' (one of `INVITABLE_PERMISSIONS`: ADMIN, CONTRIBUTOR, VIEWER).
 */
export function validateInvitation(form: InvitationForm): string | null {
  if (!isEmail(trimmed(form.email))) return ComicMessage.INVITATION_EMAIL_INVALID;
  if (!INVITABLE_PERMISSIONS.includes(normaliseEnumValue(form.permission) as UserPermission)) {
    return ComicMessage.INVITATION_PERMISSION_INVALID;
  }
  return null;
}

/** The season form (§5, §7 add/update group for content). */
export interface SeasonForm {
  /** The season number, as text. */
  name?: Text;
  /** Uuids of the episodes in the season. */
  items?: readonly string[] | null;
}

/** The season form's first broken rule (§5), or null: name required, then at least one episode. */
export function validateSeason(form: SeasonForm): string | null {
  if (!trimmed(form.name)) return ComicMessage.SEASON_NAME_REQUIRED;
  if (!(form.items ?? []).some((item) => trimmed(item))) return ComicMessage.SEASON_EPISODES_REQUIRED;
  return null;
}

/** The payment rule dialog (§5, §7 add/update payment rule). */
export interface PaymentRuleForm {
  platform?: Text;
  /** The tier. */
  platformPriceId?: Text;
  ruleType?: Text;
  /** LAST_X: how many latest episodes. */
  ruleValue?: number | null;
  /** GROUP: the season. */
  groupId?: string | number | null;
}

/**
 * The payment rule's first broken rule (§5), or null, in the dialog's step order: platform
 * (PATREON), tier, rule type (LAST_X or GROUP); for LAST_X a whole number of latest episodes
 * from 1 to 1000 ('Latest Episodes should be higher than 1.' below 1, 'Latest Episodes should
 * be less than 1000.' above 1000); for GROUP a season ('Please select a season.').
 */
export function validatePaymentRule(form: PaymentRuleForm): string | null {
  const platform = normaliseEnumValue(form.platform);
  if (!platform || !isOneOf(PAYMENT_PLATFORMS, platform)) return ComicMessage.PAYMENT_PLATFORM_REQUIRED;
  if (!trimmed(form.platformPriceId)) return ComicMessage.PAYMENT_TIER_REQUIRED;
  const ruleType = normaliseEnumValue(form.ruleType);
  if (!ruleType || !isOneOf(PAYMENT_RULE_TYPES, ruleType)) return ComicMessage.PAYMENT_RULE_TYPE_INVALID;
  if (ruleType === 'LAST_X') {
    const value = form.ruleValue;
    if (value == null || Number.isNaN(value) || value < LATEST_EPISODES_RULE_MIN) return ComicMessage.LATEST_EPISODES_TOO_FEW;
    if (value > LATEST_EPISODES_RULE_MAX) return ComicMessage.LATEST_EPISODES_TOO_MANY;
    if (!Number.isInteger(value)) return ComicMessage.LATEST_EPISODES_NOT_WHOLE;
  }
  if (ruleType === 'GROUP' && (form.groupId == null || String(form.groupId).trim() === '')) {
    return ComicMessage.PAYMENT_SEASON_REQUIRED;
  }
  return null;
}

// ---------------------------------------------------------------- Webtoons intake

/** The webtoons intake (§3 Webtoons data, §7 addWebtoonsSeriesData). */
export interface WebtoonsForm {
  webtoonsLink?: Text;
  coverImageUrl?: Text;
  bannerImageUrl?: Text;
  thumbnailImageUrl?: Text;
  avatarImageUrl?: Text;
  rating?: Text;
}

/**
 * The webtoons intake's first broken rule (§5), checked in the spec's order: link, cover,
 * banner, thumbnail, avatar, rating. After the link is present it must be an http(s) URL
 * (Inkcast's rule, `ValidationMessage.WEBTOON_LINK_INVALID`); a rating must be a `ContentRating`.
 */
export function validateWebtoonsData(form: WebtoonsForm): string | null {
  const link = trimmed(form.webtoonsLink);
  if (!link) return ComicMessage.WEBTOONS_LINK_REQUIRED;
  if (!isHttpUrl(link)) return ValidationMessage.WEBTOON_LINK_INVALID;
  if (!trimmed(form.coverImageUrl)) return ComicMessage.COVER_REQUIRED;
  if (!trimmed(form.bannerImageUrl)) return ComicMessage.BANNER_REQUIRED;
  if (!trimmed(form.thumbnailImageUrl)) return ComicMessage.THUMBNAIL_REQUIRED;
  if (!trimmed(form.avatarImageUrl)) return ComicMessage.AVATAR_REQUIRED;
  const rating = normaliseEnumValue(form.rating);
  if (!rating) return ComicMessage.RATING_REQUIRED;
  if (!isOneOf(CONTENT_RATINGS, rating)) return ComicMessage.RATING_INVALID;
  return null;
}
