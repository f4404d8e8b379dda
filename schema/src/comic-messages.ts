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

/**
 * Validation texts of the comics forms (creator spec §5, §8), to the letter, shared by the web
 * forms and the server (BAD_USER_INPUT messages of the dashboard mutations). Entries marked
 * "Not in the spec" are Inkcast's wording for a rule whose message the spec does not show.
 */
export const ComicMessage = {
  // Episode (§5)
  EPISODE_TITLE_REQUIRED: 'Title cannot be blank',
  EPISODE_TITLE_TOO_LONG: `Title cannot be longer than ${EPISODE_TITLE_LENGTH_MAX} characters`,
  EPISODE_IMAGES_REQUIRED: 'You need to upload at least one image',
  /** Not in the spec (the uploader says 'Too many files'): the server's check of the 100-image cap. */
  EPISODE_IMAGES_TOO_MANY: `An episode can have at most ${EPISODE_IMAGES_MAX} images`,
  PUSH_MESSAGE_TOO_LONG: `Your push notification message cannot be longer than ${PUSH_MESSAGE_LENGTH_MAX} characters`,
  CREATOR_NOTE_TOO_LONG: `Your creator note cannot be longer than ${CREATOR_NOTE_LENGTH_MAX} characters`,
  /** Not in the spec: a scheduled time outside now … one year ahead. */
  PUBLISH_AT_OUT_OF_RANGE: 'The scheduled date must be between now and one year from now',
  /** Not in the spec: a scheduled time off the 30-minute steps. */
  PUBLISH_AT_NOT_ON_STEP: 'The scheduled time must be on the hour or half hour',
  /** Not in the spec: a free-availability date outside now … one year ahead. */
  EXCLUSIVE_DATE_OUT_OF_RANGE: 'The date the episode becomes free must be between now and one year from now',
  /** Not in the spec: a free-availability date off the 30-minute steps. */
  EXCLUSIVE_DATE_NOT_ON_STEP: 'The time the episode becomes free must be on the hour or half hour',
  /** Not in the spec: scheduling is blocked while the series is not published (§4, §6). */
  SCHEDULE_NEEDS_PUBLISHED_SERIES: 'Publish your comic before scheduling an episode',

  // Creator (§5)
  NAME_REQUIRED: 'Name cannot be blank',
  CREATOR_NAME_TOO_LONG: `Name cannot be longer than ${CREATOR_NAME_LENGTH_MAX} characters`,
  BIO_TOO_LONG: `Bio cannot be longer than ${CREATOR_BIO_LENGTH_MAX} characters`,
  PHOTO_REQUIRED: 'You need to upload a photo of yourself',
  TAGS_TOO_MANY: `You can only have maximum ${TAGS_MAX} tags`,
  /** Not in the spec (the input stops at 100 characters): the server's check of the same limit. */
  TAGS_TOO_LONG: `Tags cannot be longer than ${TAGS_INPUT_LENGTH_MAX} characters in total`,
  LINKS_TOO_MANY: `You can only add ${CREATOR_LINKS_MAX} links`,
  /** Not in the spec: a link type outside `LinkType`. */
  LINK_TYPE_INVALID: 'Invalid Link Type',
  /** The note under the roles (§4), also shown for a creator with no roles. */
  ROLES_REQUIRED: 'To add the creator, you need to specify at least one role.',

  // Comic series (§5)
  SERIES_NAME_TOO_LONG: `Name cannot be longer than ${SERIES_NAME_LENGTH_MAX} characters`,
  DESCRIPTION_REQUIRED: 'Short description cannot be blank',
  /** Not in the spec: its wording follows the other "cannot be longer than" messages. */
  DESCRIPTION_TOO_LONG: `Short description cannot be longer than ${SERIES_DESCRIPTION_LENGTH_MAX} characters`,
  COVER_REQUIRED: 'You need to upload cover art',
  BANNER_REQUIRED: 'You need to upload a banner',
  THUMBNAIL_REQUIRED: 'You need to upload a thumbnail',
  AVATAR_REQUIRED: 'You need to upload an avatar',
  GENRE_REQUIRED: 'You need to pick a genre from Genre 1',
  /** Not in the spec (the pickers exclude earlier genres): the server's check of the same rule. */
  GENRE_REPEATED: 'Each genre can only be picked once',
  LANGUAGE_REQUIRED: 'You need to pick a language',
  RATING_REQUIRED: 'You need to pick a rating',
  SERIES_STATUS_REQUIRED: 'You need to pick a status',
  GENRE_INVALID: 'Contains an Invalid Genre',
  LANGUAGE_INVALID: 'Invalid Language',
  RATING_INVALID: 'Invalid Content Rating',
  COUNTRY_INVALID: 'Invalid Country',
  SERIES_TYPE_INVALID: 'Invalid SeriesType',
  SERIES_STATUS_INVALID: 'Invalid Series Status',
  /** Not in the spec: worded like 'Invalid SeriesType'. */
  SERIES_LAYOUT_INVALID: 'Invalid SeriesLayout',

  // Invitation (§5)
  INVITATION_EMAIL_INVALID: 'Email does not look valid',
  INVITATION_PERMISSION_INVALID: 'Please select a valid permission',

  // Season (§5)
  SEASON_NAME_REQUIRED: 'Please enter a Season Number.',
  SEASON_EPISODES_REQUIRED: 'Please select at least one episode to include in this Season.',
  /** Not in the spec (the picker lists only them, §4): an item that is not a published episode of the comic. */
  SEASON_EPISODE_INVALID: 'Only published episodes of this comic can be added to a season.',
  /** Not in the spec: updating or deleting a season the comic does not have (any more). */
  SEASON_NOT_FOUND: 'This season does not exist any more. Please reload the page.',
  /** Not in the spec: seasons and payment rules are kept per comic series (§3). */
  SERIES_ONLY: 'Seasons and payment rules belong to a comic series.',

  // Payment rule (§5)
  PAYMENT_PLATFORM_REQUIRED: 'Please select a payment platform.',
  PAYMENT_TIER_REQUIRED: 'Please select a tier.',
  /** Said for anything below 1, although 1 itself is allowed (§5, the input's min is 1). */
  LATEST_EPISODES_TOO_FEW: `Latest Episodes should be higher than ${LATEST_EPISODES_RULE_MIN}.`,
  /** Said for anything above 1000, although 1000 itself is allowed (§5, the input's max is 1000). */
  LATEST_EPISODES_TOO_MANY: `Latest Episodes should be less than ${LATEST_EPISODES_RULE_MAX}.`,
  /** Not in the spec: a fractional number of latest episodes. */
  LATEST_EPISODES_NOT_WHOLE: 'Latest Episodes should be a whole number.',
  PAYMENT_SEASON_REQUIRED: 'Please select a season.',
  /** Not in the spec: a rule type outside LAST_X and GROUP. */
  PAYMENT_RULE_TYPE_INVALID: 'Please select a valid rule type.',
  /** Not in the spec: a rule needs the platform's account connected first (its tiers are the choices). */
  PAYMENT_PLATFORM_NOT_CONNECTED: 'Please connect your Patreon account first.',
  /** Not in the spec: updating or deleting a rule the comic does not have (any more). */
  PAYMENT_RULE_NOT_FOUND: 'This rule does not exist any more. Please reload the page.',

  // Webtoons intake (§5), in the order checked
  WEBTOONS_LINK_REQUIRED: 'Please fill out the Link to your webtoon field',
} as const;

/** A validation text of the comics forms. */
export type ComicMessageText = (typeof ComicMessage)[keyof typeof ComicMessage];

/** An EMAIL link that is not an e-mail address (§5): 'Email' + value + 'does not look valid'. */
export function emailLinkInvalidMessage(value: string): string {
  return `Email ${value} does not look valid`;
}

/**
 * A MASTODON link that is not a user@server handle (§5): 'Mastodon username @' + value +
 * 'does not look valid'. A leading '@' the user typed is not repeated.
 */
export function mastodonLinkInvalidMessage(value: string): string {
  return `Mastodon username @${value.replace(/^@/, '')} does not look valid`;
}

/**
 * Notices of the comics screens that the server or several screens share (creator spec §2, §4,
 * §5, §8), to the letter.
 */
export const ComicNotice = {
  NO_ACCESS: 'You do not have access to view this page.',
  SAVED: 'Saved',
  IMAGES_UPLOADING: 'Images are uploading...',
  UNSAVED_EDITS_CANT_BE_SAVED: "You have unsaved edits that can't be saved. Please press Back or Reload and try again.",
  CANT_SAVE_AGAIN_NOTE: "Once you add a new image and press Save, you can't press Save again.",
  PROCESSING_IMAGES: 'Processing Images...',
  APPROVE_AS_MEMBER: 'A team member with Edit permissions must approve the creator for this content type',
  APPROVE_AS_EDITOR: 'You must approve the creator for this content type',
  PAID_EPISODE: 'This episode is only available to your Patreon backers.',
  FREE_EPISODE_SINCE: 'This episode was free to read for everyone on',
  DELETE_EPISODE_CONFIRM: 'Are you sure you delete this issue?',
  DELETE_RULE_CONFIRM: 'Are you sure you delete this rule?',
  UPLOAD_LINKS_FAILED: 'Could not connect to the server to upload images. Please try again.',
  UPLOAD_FAILED: 'There was an error uploading images. Please try again.',
  FAN_URL_PARAMETERS_MISSING: 'URL parameters are missing. Please check the URL and the documentation and try again.',
  FAN_URL_PARAMETERS_ERROR: 'Error with URL parameters...',
} as const;

/** The season delete prompt (§4): 'Are you sure you delete Season' + name + '?'. */
export function deleteSeasonConfirmMessage(name: string): string {
  return `Are you sure you delete Season ${name}?`;
}
