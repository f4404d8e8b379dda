import { DEV_APP_DESCRIPTION_LENGTH_MAX, DEV_APP_NAME_LENGTH_MAX } from './limits';

/**
 * User-facing validation texts of the developer spec (§5), to the letter, shared by the web
 * forms and the server (BAD_USER_INPUT messages of `updateDevClient`, `addWebhookUrlForUser`,
 * `updateWebhookForUser`, contract §8).
 */
export const ValidationMessage = {
  APP_NAME_REQUIRED: 'Please enter an application name',
  APP_NAME_TOO_LONG: `Application name cannot be greater than ${DEV_APP_NAME_LENGTH_MAX} characters`,
  APP_DESCRIPTION_REQUIRED: 'Please enter a description',
  APP_DESCRIPTION_TOO_LONG: `Description cannot be greater than ${DEV_APP_DESCRIPTION_LENGTH_MAX} characters`,
  APP_CALLBACK_URL_REQUIRED: 'Please enter a callback url',
  APP_CALLBACK_URL_INVALID: 'Make sure Callback URL starts with http:// or https://',
  APP_LOGO_REQUIRED: 'Please upload an application logo image',
  NAME_REQUIRED: 'Name cannot be blank',
  NAME_LOOKS_LIKE_EMAIL: 'It looks you entered an email instead of your name. Please check your name.',
  EMAIL_REQUIRED: 'Email cannot be blank',
  EMAIL_INVALID: "Check your email. It doesn't look valid",
  INVITE_CODE_REQUIRED: 'Invite Code cannot be blank',
  /** Not in the spec: Inkcast's wording for a webtoon link that is not a web address. */
  WEBTOON_LINK_INVALID: 'Webtoon link must start with http:// or https://',
  WEBHOOK_ENDPOINT_URL_REQUIRED: 'Endpoint URL cannot be blank',
  WEBHOOK_ENDPOINT_URL_INVALID:
    'Endpoint URL does not look to be a valid URL. Make sure it starts with http:// or https://',
  /** Not in the spec: the contract's public-address rule (§8, §9); Inkcast's wording. */
  WEBHOOK_ENDPOINT_URL_NOT_PUBLIC: 'Endpoint URL must point to a public internet address.',
  WEBHOOK_EVENTS_REQUIRED: 'You need to select at least one Webhook event.',
} as const;
