/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Requests counted on one UTC day. */
export type DailyApiUsage = {
  __typename?: 'DailyApiUsage';
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  requests: Scalars['Int']['output'];
};

/** A developer's plan and usage of the current billing month (spec 000 §2 'Dashboard plan section'). */
export type DeveloperDashboard = {
  __typename?: 'DeveloperDashboard';
  allowedApiCallsLimit: Scalars['Int']['output'];
  allowedDevAppsLimit: Scalars['Int']['output'];
  allowedPopularEpisodeTranscriptsLimit: Scalars['Int']['output'];
  allowedWebhookLimit: Scalars['Int']['output'];
  /** currentApiUsage / allowedApiCallsLimit in percent, rounded up. */
  apiUsagePercent: Scalars['Int']['output'];
  /** Epoch seconds; null on Free. */
  billingCycleAnchor?: Maybe<Scalars['Int']['output']>;
  /** Epoch seconds when a cancelled subscription ends; null otherwise. */
  cancelAt?: Maybe<Scalars['Int']['output']>;
  currentApiUsage: Scalars['Int']['output'];
  currentPopularEpisodeTranscriptsUsage: Scalars['Int']['output'];
  /** Requests per day of the current billing month, oldest first, one entry per day up to today. */
  dailyApiUsage: Array<DailyApiUsage>;
  isBusinessPlan: Scalars['Boolean']['output'];
  /** FREE, PRO or BUSINESS. */
  plan: Scalars['String']['output'];
  /** Plan name shown to the user: Free, Pro or Business. */
  planName: Scalars['String']['output'];
  /** Epoch seconds (UTC midnight) when the monthly quota starts again (spec 000 §2 reset-date rule). */
  resetDate: Scalars['Int']['output'];
  /** active, past_due, unpaid, or none (Free). */
  subscriptionStatus: Scalars['String']['output'];
  /** Transcript usage in percent of the limit, rounded up; 0 when the limit is 0. */
  transcriptUsagePercent: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** A season: a group of a content's episodes (spec 001 §3 Season). */
export type Group = {
  __typename?: 'Group';
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  episodeCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Newly published episodes join the current season. */
  isCurrent: Scalars['Boolean']['output'];
  /** Episode uuids in the season. */
  items: Array<Scalars['ID']['output']>;
  /** The season number or name. */
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/**
 * Where an uploaded image goes. Each slot has its own rules (spec 001 §5, §9): COVER 1920x2880,
 * BANNER and EPISODE_BANNER 1080x642, THUMBNAIL 600x600, AVATAR 1200x1200 (exact sizes, 10 MB each),
 * EPISODE_THUMBNAIL advised 300x300 (10 MB), STORY up to 100 episode pages of up to 50 MB. Only jpg and png.
 */
export type ImageUploadType =
  | 'AVATAR'
  | 'BANNER'
  | 'COVER'
  | 'EPISODE_BANNER'
  | 'EPISODE_THUMBNAIL'
  | 'STORY'
  | 'THUMBNAIL';

/** An episode (a comic issue) as its team sees it (spec 001 §3 Comic issue). */
export type InternalComicIssue = {
  __typename?: 'InternalComicIssue';
  bannerImageAsString?: Maybe<Scalars['String']['output']>;
  bannerImageUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Int']['output'];
  /** When a PAID episode becomes free to everyone. */
  dateExclusiveContentIsAvailable?: Maybe<Scalars['Int']['output']>;
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** The creator note. */
  description?: Maybe<Scalars['String']['output']>;
  /** True while new images are processing. */
  hasImagesCurrentlyProcessing: Scalars['Boolean']['output'];
  /** Story pages in reading order, as saved. */
  imageUrls: Array<Scalars['String']['output']>;
  imagesError?: Maybe<Scalars['String']['output']>;
  imagesStatus?: Maybe<InternalPublishImageStatus>;
  /** The title. */
  name: Scalars['String']['output'];
  /** PAID when a current season rule or a LAST_X rule of the series covers it (spec 001 §4). */
  paymentRuleType: InternalPaymentRuleType;
  /** Order among the series' published episodes (1 = first). */
  position?: Maybe<Scalars['Int']['output']>;
  /** When a SCHEDULED episode publishes. */
  publishAt?: Maybe<Scalars['Int']['output']>;
  pushNotificationMessage?: Maybe<Scalars['String']['output']>;
  series?: Maybe<InternalComicSeries>;
  seriesUuid: Scalars['ID']['output'];
  status: InternalPublishStatus;
  /** Processed story pages (a page taller than 16,383 px is several), as storyImageAsString JSON; empty until processed. */
  storyImagesAsString: Array<Scalars['String']['output']>;
  thumbnailImageAsString?: Maybe<Scalars['String']['output']>;
  thumbnailImageUrl?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** A comic series as its team sees it (spec 001 §3 Comic series). */
export type InternalComicSeries = {
  __typename?: 'InternalComicSeries';
  bannerImageAsString?: Maybe<Scalars['String']['output']>;
  bannerImageUrl?: Maybe<Scalars['String']['output']>;
  /** Processed images, as the public API's *AsString JSON ({base_url, cover_sm, …}); null until processed. */
  coverImageAsString?: Maybe<Scalars['String']['output']>;
  /** The images as saved (an upload URL until processed, then the processed image). */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Int']['output'];
  /** Credited creators and episodes (all statuses). */
  creatorsCount: Scalars['Int']['output'];
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** The short description. */
  description: Scalars['String']['output'];
  /** Genre values (COMICSERIES_*); genre1 is required. */
  genre1?: Maybe<Scalars['String']['output']>;
  genre2?: Maybe<Scalars['String']['output']>;
  genre3?: Maybe<Scalars['String']['output']>;
  /** Why processing failed (FAILED), e.g. 'cover.jpg: Image width must be 1920px'. */
  imagesError?: Maybe<Scalars['String']['output']>;
  imagesStatus?: Maybe<InternalPublishImageStatus>;
  issuesCount: Scalars['Int']['output'];
  language?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The signed-in user's permission on the series. */
  permission?: Maybe<UserPermission>;
  rating?: Maybe<Scalars['String']['output']>;
  seriesLayout?: Maybe<Scalars['String']['output']>;
  seriesStatus?: Maybe<Scalars['String']['output']>;
  seriesType?: Maybe<Scalars['String']['output']>;
  status: InternalPublishStatus;
  tags: Array<Scalars['String']['output']>;
  thumbnailImageAsString?: Maybe<Scalars['String']['output']>;
  thumbnailImageUrl?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** A creator profile as its team sees it (spec 001 §3 Creator). */
export type InternalCreator = {
  __typename?: 'InternalCreator';
  /** The processed avatar as the public API's avatarImageAsString JSON; null until processed. */
  avatarImageAsString?: Maybe<Scalars['String']['output']>;
  avatarImageUrl?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Int']['output'];
  datePublished?: Maybe<Scalars['Int']['output']>;
  imagesError?: Maybe<Scalars['String']['output']>;
  imagesStatus?: Maybe<InternalPublishImageStatus>;
  linkDetails: Array<InternalLinkDetails>;
  /** TYPE:value pairs, e.g. INSTAGRAM:peppercarrot, EMAIL:me@example.com. */
  links: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The signed-in user's permission on the creator. */
  permission?: Maybe<UserPermission>;
  status: InternalPublishStatus;
  tags: Array<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** A creator credited on a content with roles (spec 001 §3 Creator role entry, §4 approval). */
export type InternalCreatorRoles = {
  __typename?: 'InternalCreatorRoles';
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['output'];
  creator?: Maybe<InternalCreator>;
  creatorUuid: Scalars['ID']['output'];
  /** False until a team member with edit permission approves the creator for this content. */
  isApproved: Scalars['Boolean']['output'];
  /** Role values of the content's type (COMICSERIES_ARTIST, …). */
  roles: Array<Scalars['String']['output']>;
};

/** A developer app (OAuth client) as its owner sees it in the dashboard. */
export type InternalDevApp = {
  __typename?: 'InternalDevApp';
  /** The last 4 characters of the API key, to tell keys apart. */
  apiKeyHint: Scalars['String']['output'];
  callbackUrl?: Maybe<Scalars['String']['output']>;
  /** Epoch seconds. */
  createdAt: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Client id. */
  id: Scalars['ID']['output'];
  /** Logo base URL; the logo file is logoUrl + 'logo.webp'. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

/** A team invitation (spec 001 §3 Invitation). */
export type InternalInvitation = {
  __typename?: 'InternalInvitation';
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['output'];
  createdAt: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  permission: UserPermission;
  status: InvitationStatus;
};

/** A link of a creator: the stored TYPE:value pair and the full link (spec 001 §3). */
export type InternalLinkDetails = {
  __typename?: 'InternalLinkDetails';
  type: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** Whether an episode is free for everyone or exclusive to paying backers (spec 001 §3, §4). */
export type InternalPaymentRuleType =
  | 'FREE'
  | 'PAID';

/**
 * Processing state of an item's images (spec 001 §3): PROCESSING while new uploads are processed,
 * COMPLETE when every size exists, FAILED when processing gave up (`imagesError` says why; the
 * originals are kept and `retryImageProcessing` runs it again).
 */
export type InternalPublishImageStatus =
  | 'COMPLETE'
  | 'FAILED'
  | 'PROCESSING';

/** Publish status of a series, creator or episode (spec 001 §3). A series or creator is DRAFT or PUBLISHED. */
export type InternalPublishStatus =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'SCHEDULED';

/** The kind of dashboard item (contract §6): a comic series or a creator profile. */
export type InternalSeriesType =
  | 'INTERNAL_COMICSERIES'
  | 'INTERNAL_CREATOR';

/** Order of an episode list: newest or oldest first (by the date shown for the status). */
export type InternalSortOrder =
  | 'LATEST'
  | 'OLDEST';

/** A signed-in user: a creator, a developer, or both. */
export type InternalUser = {
  __typename?: 'InternalUser';
  /** Epoch seconds. */
  createdAt: Scalars['Int']['output'];
  /** active, past_due, unpaid, or none. */
  creatorSubscriptionStatus: Scalars['String']['output'];
  /** active, past_due, unpaid, or none (Free). */
  developerSubscriptionStatus: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Numeric user id, sent as X-USER-ID. */
  id: Scalars['ID']['output'];
  isCreator: Scalars['Boolean']['output'];
  isDeveloper: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/** A webhook endpoint as its owner sees it in the dashboard. */
export type InternalWebhook = {
  __typename?: 'InternalWebhook';
  /** Epoch seconds. */
  createdAt: Scalars['Int']['output'];
  /** Why Inkcast disabled the endpoint (410 Gone, 5 days of failures), if it did. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  endpointUrl: Scalars['String']['output'];
  events: Array<Scalars['String']['output']>;
  /** The endpoint's filters, oldest first. An event with no filter for its name is always sent, otherwise when any of them passes. */
  filters: Array<WebhookFilter>;
  id: Scalars['ID']['output'];
  /** ACTIVE in the dashboard only when true (spec 000 §2). */
  isActive: Scalars['Boolean']['output'];
  /** True after the first 2xx answer. */
  isVerified: Scalars['Boolean']['output'];
  /** The signing secret (whsec_…), shown to its owner. */
  webhookSecret: Scalars['String']['output'];
};

/** Status of a team invitation (contract §6): PENDING until accepted or expired. */
export type InvitationStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'PENDING';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation with the token of its e-mail: the signed-in user joins the team with its permission. */
  acceptInternalInvitation?: Maybe<InternalInvitation>;
  /** Adds a season (edit permission). 'Please enter a Season Number.' / 'Please select at least one episode to include in this Season.' */
  addGroupForContent?: Maybe<Group>;
  /**
   * Creates a series (uuid chosen by the client, so images can be uploaded to it first) as DRAFT,
   * owned by the signed-in user, who becomes a creator. Spec 001 §5 series rules and messages.
   */
  addInternalComicForUser?: Maybe<InternalComicSeries>;
  /**
   * Adds an episode to a series (edit permission; publishing now or scheduling needs publish
   * permission). publishAt: null saves a draft, now or earlier publishes now, later schedules (30-minute
   * steps, at most a year ahead, only once the series is published). Spec 001 §5 episode rules.
   */
  addInternalComicIssueForUser?: Maybe<InternalComicIssue>;
  /** Creates the signed-in user's creator profile (uuid chosen by the client). Spec 001 §5 creator rules. */
  addInternalCreatorForUser?: Maybe<InternalCreator>;
  /** Invites someone by e-mail to a content's team with a permission (invite permission); the link in the mail accepts it. */
  addInternalInvitationForContent?: Maybe<InternalInvitation>;
  /**
   * Creates a developer app whose client secret is the developer's API key, while the number of apps
   * is below `allowedDevAppsLimit` (default 1), else ACCESS_NOT_ALLOWED. The key is in the answer
   * once and never again (only its SHA-256 hash is stored).
   */
  addNewDevApp?: Maybe<NewDevAppKey>;
  /**
   * Credits a creator on a content with roles of the content's type (spec 001 §4): by a team member
   * with edit permission on the content (the creator is approved), or by the creator's owner (pending
   * until approved). An empty list removes the credit.
   */
  addOrUpdateInternalCreatorRolesForContent?: Maybe<InternalCreatorRoles>;
  /** Adds a payment rule (payments permission). Spec 001 §5 payment rule messages. */
  addPaymentRuleForContent?: Maybe<PaymentRule>;
  /** Adds a content uuid to a filter's allowlist (includedUuids, at most 1000). Idempotent. */
  addUuidToWebhookFilterAllowlist?: Maybe<WebhookFilter>;
  /** Adds a content uuid to a filter's blocklist (excludedUuids, at most 1000). Idempotent. */
  addUuidToWebhookFilterBlocklist?: Maybe<WebhookFilter>;
  /**
   * Adds a filter to an endpoint (at most 20): its eventType must be one of the endpoint's events,
   * each fieldN a top-level data field of that event and needs its valueN (a case-insensitive regular
   * expression of at most 500 characters). BAD_USER_INPUT otherwise.
   */
  addWebhookFilter?: Maybe<InternalWebhook>;
  /**
   * Adds a webhook endpoint: Business plan with an active subscription, up to allowedWebhookLimit
   * (else ACCESS_NOT_ALLOWED); the developer spec's §5 messages as BAD_USER_INPUT.
   */
  addWebhookUrlForUser?: Maybe<InternalWebhook>;
  /** The Webtoons intake (spec 001 §5, checked in order); only the latest image per slot is kept. */
  addWebtoonsSeriesData?: Maybe<WebtoonsSeriesData>;
  /** Deletes a season (delete permission); answers its id. */
  deleteGroupForContent?: Maybe<Scalars['ID']['output']>;
  /** Deletes a series with its episodes, seasons and rules (delete permission); answers its uuid. */
  deleteInternalComicForUser?: Maybe<Scalars['ID']['output']>;
  /** Deletes an episode (delete permission on its series); answers its uuid. */
  deleteInternalComicIssueForUser?: Maybe<Scalars['ID']['output']>;
  /** Deletes a creator profile (delete permission); answers its uuid. */
  deleteInternalCreatorForUser?: Maybe<Scalars['ID']['output']>;
  /** Deletes a payment rule (payments permission); answers its id. */
  deletePaymentRuleForContent?: Maybe<Scalars['ID']['output']>;
  /** Removes a content uuid from a filter's allowlist. Idempotent. */
  deleteUuidFromWebhookFilterAllowlist?: Maybe<WebhookFilter>;
  /** Removes a content uuid from a filter's blocklist. Idempotent. */
  deleteUuidFromWebhookFilterBlocklist?: Maybe<WebhookFilter>;
  /** Deletes a filter of an endpoint. */
  deleteWebhookFilter?: Maybe<InternalWebhook>;
  /** Deletes an endpoint with its delivery log; answers its id. */
  deleteWebhookForUser?: Maybe<Scalars['ID']['output']>;
  /** Expires a PENDING invitation (invite permission). */
  expireInternalInvitationForContent?: Maybe<InternalInvitation>;
  /**
   * Direct upload links, one per file, in order (spec 001 §7 "Image upload"). `targetDirectories[i]` is
   * the series (or creator) uuid, optionally followed by `/` and a child uuid (an episode);
   * `contentTypes[i]` is the file's type (image/jpeg or image/png). Each link accepts one PUT of the
   * file's raw bytes with that Content-Type within 15 minutes; the link without its query string is the
   * image URL to save the item with. A directory belongs to the user who first asked for links to it.
   * BAD_USER_INPUT ('Too many files', 'File type must be …', a length mismatch); ACCESS_NOT_ALLOWED for
   * another user's directory.
   */
  getUploadLinks: Array<Scalars['String']['output']>;
  /** Sends one delivery of the log again now (a new attempt of the same event, same webhook-id). */
  replayWebhookDelivery?: Maybe<WebhookDelivery>;
  /** Runs a FAILED image processing again from the kept originals (edit permission); false when it is not FAILED. */
  retryImageProcessing: Scalars['Boolean']['output'];
  /** Replaces the API key of one of the developer's apps; the old key stops working at once. The new key is shown once. */
  rollDevAppApiKey?: Maybe<NewDevAppKey>;
  /** Gives an endpoint a new signing secret. */
  rollWebhookSecretForUser?: Maybe<InternalWebhook>;
  /** Sends a test event (a real podcastseries.updated envelope marked isMock) once, now, and logs it. */
  sendTestWebhookEvent?: Maybe<WebhookDelivery>;
  /** Updates an app's OAuth details with the developer spec's §5 rules and messages (BAD_USER_INPUT). */
  updateDevClient?: Maybe<InternalDevApp>;
  /** Updates a season (edit permission); same rules. */
  updateGroupForContent?: Maybe<Group>;
  /** Updates a series (edit permission); same rules. */
  updateInternalComicForUser?: Maybe<InternalComicSeries>;
  /** Updates an episode; same rules. A published episode stays published. */
  updateInternalComicIssueForUser?: Maybe<InternalComicIssue>;
  /** Updates a creator profile (edit permission); same rules. */
  updateInternalCreatorForUser?: Maybe<InternalCreator>;
  /** Updates a payment rule (payments permission); same rules. */
  updatePaymentRuleForContent?: Maybe<PaymentRule>;
  /** Publishes (PUBLISHED) or unpublishes (DRAFT) a series (publish permission). */
  updateStatusForInternalComicSeries?: Maybe<InternalComicSeries>;
  /** Publishes (PUBLISHED) or unpublishes (DRAFT) a creator profile (publish permission). */
  updateStatusForInternalCreator?: Maybe<InternalCreator>;
  /** Pauses or resumes an endpoint; resuming clears an automatic disable. */
  updateWebhookActiveForUser?: Maybe<InternalWebhook>;
  /** Replaces a filter of an endpoint (same rules as addWebhookFilter); the uuid is kept. */
  updateWebhookFilter?: Maybe<InternalWebhook>;
  /** Replaces an endpoint's URL and events; the secret is kept. */
  updateWebhookForUser?: Maybe<InternalWebhook>;
};


export type MutationAcceptInternalInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddGroupForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  isCurrent?: InputMaybe<Scalars['Boolean']['input']>;
  items?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddInternalComicForUserArgs = {
  bannerImageUrl?: InputMaybe<Scalars['String']['input']>;
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  genre1?: InputMaybe<Scalars['String']['input']>;
  genre2?: InputMaybe<Scalars['String']['input']>;
  genre3?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['String']['input']>;
  seriesLayout?: InputMaybe<Scalars['String']['input']>;
  seriesStatus?: InputMaybe<Scalars['String']['input']>;
  seriesType?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  thumbnailImageUrl?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationAddInternalComicIssueForUserArgs = {
  bannerImageUrl?: InputMaybe<Scalars['String']['input']>;
  dateExclusiveContentIsAvailable?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  imageUrls?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  isFromOnboardingScreen?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  publishAt?: InputMaybe<Scalars['Int']['input']>;
  pushNotificationMessage?: InputMaybe<Scalars['String']['input']>;
  seriesUuid: Scalars['ID']['input'];
  thumbnailImageUrl?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationAddInternalCreatorForUserArgs = {
  avatarImageUrl?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  isFromOnboardingScreen?: InputMaybe<Scalars['Boolean']['input']>;
  links?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  uuid: Scalars['ID']['input'];
};


export type MutationAddInternalInvitationForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  permission?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddOrUpdateInternalCreatorRolesForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  creatorUuid: Scalars['ID']['input'];
  roles: Array<Scalars['String']['input']>;
};


export type MutationAddPaymentRuleForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  platformPriceId?: InputMaybe<Scalars['String']['input']>;
  platformUserId?: InputMaybe<Scalars['String']['input']>;
  ruleType?: InputMaybe<Scalars['String']['input']>;
  ruleValue?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAddUuidToWebhookFilterAllowlistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationAddUuidToWebhookFilterBlocklistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationAddWebhookFilterArgs = {
  filter: WebhookFilterInput;
  webhookId: Scalars['ID']['input'];
};


export type MutationAddWebhookUrlForUserArgs = {
  endpointUrl: Scalars['String']['input'];
  webhookEvents: Array<Scalars['String']['input']>;
};


export type MutationAddWebtoonsSeriesDataArgs = {
  avatarImageUrl?: InputMaybe<Scalars['String']['input']>;
  bannerImageUrl?: InputMaybe<Scalars['String']['input']>;
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['String']['input']>;
  thumbnailImageUrl?: InputMaybe<Scalars['String']['input']>;
  webtoonsLink?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteGroupForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteInternalComicForUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteInternalComicIssueForUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteInternalCreatorForUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeletePaymentRuleForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteUuidFromWebhookFilterAllowlistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationDeleteUuidFromWebhookFilterBlocklistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookFilterArgs = {
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookForUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExpireInternalInvitationForContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGetUploadLinksArgs = {
  contentTypes: Array<Scalars['String']['input']>;
  targetDirectories: Array<Scalars['String']['input']>;
  uploadType: ImageUploadType;
};


export type MutationReplayWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationRetryImageProcessingArgs = {
  contentType: InternalSeriesType;
  uuid: Scalars['ID']['input'];
};


export type MutationRollDevAppApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRollWebhookSecretForUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendTestWebhookEventArgs = {
  webhookId: Scalars['ID']['input'];
};


export type MutationUpdateDevClientArgs = {
  callbackUrl: Scalars['String']['input'];
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  logoUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateGroupForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isCurrent?: InputMaybe<Scalars['Boolean']['input']>;
  items?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateInternalComicForUserArgs = {
  bannerImageUrl?: InputMaybe<Scalars['String']['input']>;
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  genre1?: InputMaybe<Scalars['String']['input']>;
  genre2?: InputMaybe<Scalars['String']['input']>;
  genre3?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['String']['input']>;
  seriesLayout?: InputMaybe<Scalars['String']['input']>;
  seriesStatus?: InputMaybe<Scalars['String']['input']>;
  seriesType?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  thumbnailImageUrl?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateInternalComicIssueForUserArgs = {
  bannerImageUrl?: InputMaybe<Scalars['String']['input']>;
  dateExclusiveContentIsAvailable?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hasImagesCurrentlyProcessing?: InputMaybe<Scalars['Boolean']['input']>;
  imageUrls?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  publishAt?: InputMaybe<Scalars['Int']['input']>;
  pushNotificationMessage?: InputMaybe<Scalars['String']['input']>;
  thumbnailImageUrl?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateInternalCreatorForUserArgs = {
  avatarImageUrl?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  links?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdatePaymentRuleForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  platform?: InputMaybe<Scalars['String']['input']>;
  platformPriceId?: InputMaybe<Scalars['String']['input']>;
  platformUserId?: InputMaybe<Scalars['String']['input']>;
  ruleType?: InputMaybe<Scalars['String']['input']>;
  ruleValue?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateStatusForInternalComicSeriesArgs = {
  status: InternalPublishStatus;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateStatusForInternalCreatorArgs = {
  status: InternalPublishStatus;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateWebhookActiveForUserArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationUpdateWebhookFilterArgs = {
  filter: WebhookFilterInput;
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationUpdateWebhookForUserArgs = {
  endpointUrl: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  webhookEvents: Array<Scalars['String']['input']>;
};

/** A developer app with its API key in clear text: returned once, when created or rolled. */
export type NewDevAppKey = {
  __typename?: 'NewDevAppKey';
  /** The API key (client secret). Shown once; store it now. */
  apiKey: Scalars['String']['output'];
  app: InternalDevApp;
};

/** A rule making episodes exclusive to backers of a tier (spec 001 §3 Payment rule). */
export type PaymentRule = {
  __typename?: 'PaymentRule';
  contentUuid: Scalars['ID']['output'];
  group?: Maybe<Group>;
  groupId?: Maybe<Scalars['ID']['output']>;
  groupIsCurrent?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  platformPriceId: Scalars['String']['output'];
  platformUserId?: Maybe<Scalars['String']['output']>;
  /** LAST_X (the latest ruleValue episodes) or GROUP (a season). */
  ruleType: Scalars['String']['output'];
  ruleValue?: Maybe<Scalars['Int']['output']>;
};

/** The connected support-platform account of a content. */
export type PlatformDetails = {
  __typename?: 'PlatformDetails';
  name?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  platformUserId?: Maybe<Scalars['String']['output']>;
};

/** A tier of the support platform (spec 001 §3): shown as USD amountInCents / 100 per interval. */
export type PlatformPrice = {
  __typename?: 'PlatformPrice';
  amountInCents: Scalars['Int']['output'];
  /** PER_ITEM, MONTHLY or YEARLY. */
  interval: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  priceId: Scalars['ID']['output'];
};

/** A content's support platforms: connected accounts, their tiers and the payment rules (spec 001 §3). */
export type PlatformsForContent = {
  __typename?: 'PlatformsForContent';
  details: Array<PlatformDetails>;
  paymentRules: Array<PaymentRule>;
  /** Platforms that can be connected (PATREON). */
  plans: Array<Scalars['String']['output']>;
  prices: Array<PlatformPrice>;
};

/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type Query = {
  __typename?: 'Query';
  /** The first episode of a series (oldest), or null. */
  getFirstInternalComicIssueForSeries?: Maybe<InternalComicIssue>;
  /** Seasons of a content. */
  getGroupsForContent: Array<Group>;
  /**
   * A token for the `token` query parameter of uploaded originals (`GET /uploads/…?token=`), so the
   * dashboard can show an image before it is processed. Valid one hour, for the signed-in user's uploads.
   */
  getImageReadToken: Scalars['String']['output'];
  /** A series the user may view; null when it does not exist or the user has no access. */
  getInternalComicForUser?: Maybe<InternalComicSeries>;
  /** An episode of a series the user may view; null otherwise. */
  getInternalComicIssue?: Maybe<InternalComicIssue>;
  /**
   * Episodes of a series (spec 001 §9 page sizes: 5 by default, 25 in previews and pickers, at most
   * 100). filterForStatus picks one tab; sorted by the date shown for the status (published:
   * datePublished, draft: createdAt, scheduled: publishAt).
   */
  getInternalComicIssuesForSeries: Array<InternalComicIssue>;
  /** A creator the user may view; null otherwise. */
  getInternalCreatorForUser?: Maybe<InternalCreator>;
  /** The roles of one creator on a content; null when not credited. */
  getInternalCreatorRolesForContent?: Maybe<InternalCreatorRoles>;
  /** The creators credited on a content, with their roles. */
  getInternalCreatorsForContent: Array<InternalCreatorRoles>;
  /** The user's creators, oldest first; with permissionType only those where the user holds at least it (EDIT → CONTRIBUTOR). */
  getInternalCreatorsForUser: Array<InternalCreator>;
  /** Invitations of a content, newest first (needs the invite permission). */
  getInternalInvitationsForContent: Array<InternalInvitation>;
  /** The signed-in developer's apps (OAuth clients); their API keys are never returned here, only a hint. */
  getMyDeveloperApps: Array<InternalDevApp>;
  /** The signed-in developer's plan, quotas and usage of the current billing month; null for non-developers. */
  getMyDeveloperDetails?: Maybe<DeveloperDashboard>;
  /** The signed-in developer's webhook endpoints, oldest first. */
  getMyDeveloperWebhooks: Array<InternalWebhook>;
  /** The signed-in user's comic series (owned or as a team member), newest first. */
  getMyInternalSeries: Array<InternalComicSeries>;
  /** Payment rules of a content. */
  getPaymentRulesForContent: Array<PaymentRule>;
  /** The signed-in user's permission on an item (looked up each time, never cached); null without access. */
  getPermissionForItem?: Maybe<UserPermission>;
  /** Support platforms, tiers and payment rules of a content. */
  getPlatformsForContent?: Maybe<PlatformsForContent>;
  /** The delivery log of one of the developer's endpoints, newest first. limitPerPage at most 50. */
  getWebhookDeliveries: Array<WebhookDelivery>;
  /** One filter of one of the developer's endpoints; null when the endpoint has no filter with this uuid. */
  getWebhookFilterByUuid?: Maybe<WebhookFilter>;
  /** What the signed-in user sent through the Webtoons intake; null before. */
  getWebtoonsSeriesData?: Maybe<WebtoonsSeriesData>;
  /** The signed-in user. */
  me?: Maybe<InternalUser>;
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetFirstInternalComicIssueForSeriesArgs = {
  seriesUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetGroupsForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  forceRefresh?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalComicForUserArgs = {
  forceRefresh?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalComicIssueArgs = {
  seriesUuid: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalComicIssuesForSeriesArgs = {
  filterForStatus?: InputMaybe<InternalPublishStatus>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  seriesUuid: Scalars['ID']['input'];
  sortOrder?: InputMaybe<InternalSortOrder>;
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalCreatorForUserArgs = {
  uuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalCreatorRolesForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
  creatorUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalCreatorsForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalCreatorsForUserArgs = {
  permissionType?: InputMaybe<UserPermission>;
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetInternalInvitationsForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetPaymentRulesForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetPermissionForItemArgs = {
  contentType: InternalSeriesType;
  uuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetPlatformsForContentArgs = {
  contentType: InternalSeriesType;
  contentUuid: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetWebhookDeliveriesArgs = {
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};


/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type QueryGetWebhookFilterByUuidArgs = {
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};

/**
 * A user's permission on one item (contract §6; what each may do is Inkcast's table in
 * schema/src/team.ts): OWNER everything; ADMIN everything but payments; CONTRIBUTOR view and edit
 * (no publishing, deleting, inviting or payments); VIEWER view only. Episodes, seasons, roles and
 * payment rules follow their series.
 */
export type UserPermission =
  | 'ADMIN'
  | 'CONTRIBUTOR'
  | 'OWNER'
  | 'VIEWER';

/** One event sent (or to be sent) to one endpoint, with its last attempt. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attemptCount: Scalars['Int']['output'];
  contentUuid?: Maybe<Scalars['ID']['output']>;
  /** Epoch seconds. */
  createdAt: Scalars['Int']['output'];
  /** The webhook-id header: the same for every attempt of this event. */
  eventId: Scalars['String']['output'];
  /** <taddyType>.<action> */
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Epoch seconds. */
  lastAttemptAt?: Maybe<Scalars['Int']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** Milliseconds. */
  lastLatencyMs?: Maybe<Scalars['Int']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** Epoch seconds of the next attempt while PENDING. */
  nextAttemptAt?: Maybe<Scalars['Int']['output']>;
  /** The first 1,024 characters of the endpoint's answer. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** PENDING, SUCCEEDED or FAILED. */
  status: Scalars['String']['output'];
};

/**
 * A filter of an endpoint (contract §9): it passes when every clause's regular expression matches its
 * data field (any element of a list) and the content's or its parent's uuid is in includedUuids (when
 * that list is not empty) and neither is in excludedUuids.
 */
export type WebhookFilter = {
  __typename?: 'WebhookFilter';
  /** Clause N as JSON text: {"field": "<top-level data field>", "value": "<regex>"}; null when unset. */
  clause1?: Maybe<Scalars['String']['output']>;
  clause2?: Maybe<Scalars['String']['output']>;
  clause3?: Maybe<Scalars['String']['output']>;
  clause4?: Maybe<Scalars['String']['output']>;
  clause5?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The event name it applies to, e.g. podcastepisode.created. */
  eventType: Scalars['String']['output'];
  /** Blocklist of content uuids. */
  excludedUuids?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  hasExcludedUuids?: Maybe<Scalars['Boolean']['output']>;
  hasIncludedUuids?: Maybe<Scalars['Boolean']['output']>;
  /** Allowlist of content uuids (a series, episode, issue, creator or creator content). */
  includedUuids?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  uuid: Scalars['ID']['output'];
  webhookId?: Maybe<Scalars['ID']['output']>;
};

/** A filter as the developer writes it: fieldN needs valueN (a case-insensitive regular expression, at most 500 characters). */
export type WebhookFilterInput = {
  /** A note for the owner, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** One of the endpoint's events. */
  eventType: Scalars['String']['input'];
  /** At most 1000 uuids. */
  excludedUuids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  field1?: InputMaybe<Scalars['String']['input']>;
  field2?: InputMaybe<Scalars['String']['input']>;
  field3?: InputMaybe<Scalars['String']['input']>;
  field4?: InputMaybe<Scalars['String']['input']>;
  field5?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 uuids. */
  includedUuids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  value1?: InputMaybe<Scalars['String']['input']>;
  value2?: InputMaybe<Scalars['String']['input']>;
  value3?: InputMaybe<Scalars['String']['input']>;
  value4?: InputMaybe<Scalars['String']['input']>;
  value5?: InputMaybe<Scalars['String']['input']>;
};

/** What the Webtoons intake collected (spec 001 §2, §3 Webtoons data). */
export type WebtoonsSeriesData = {
  __typename?: 'WebtoonsSeriesData';
  avatarImageUrl: Scalars['String']['output'];
  bannerImageUrl: Scalars['String']['output'];
  coverImageUrl: Scalars['String']['output'];
  rating: Scalars['String']['output'];
  thumbnailImageUrl: Scalars['String']['output'];
  webtoonsLink: Scalars['String']['output'];
};

export type DevAppFieldsFragment = { id: string, apiKeyHint: string, name: string | null, createdAt: number };

export type MyAppsDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAppsDashboardQuery = { getMyDeveloperDetails: { userId: string, plan: string, planName: string, subscriptionStatus: string, isBusinessPlan: boolean, currentApiUsage: number, allowedApiCallsLimit: number, apiUsagePercent: number, currentPopularEpisodeTranscriptsUsage: number, allowedPopularEpisodeTranscriptsLimit: number, transcriptUsagePercent: number, resetDate: number, billingCycleAnchor: number | null, cancelAt: number | null, allowedDevAppsLimit: number, allowedWebhookLimit: number, dailyApiUsage: Array<{ day: string, requests: number }> } | null, getMyDeveloperApps: Array<{ id: string, apiKeyHint: string, name: string | null, createdAt: number }> };

export type AddNewDevAppMutationVariables = Exact<{ [key: string]: never; }>;


export type AddNewDevAppMutation = { addNewDevApp: { apiKey: string, app: { id: string, apiKeyHint: string, name: string | null, createdAt: number } } | null };

export type RollDevAppApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RollDevAppApiKeyMutation = { rollDevAppApiKey: { apiKey: string, app: { id: string, apiKeyHint: string, name: string | null, createdAt: number } } | null };

export type WebhookFieldsFragment = { id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, createdAt: number, status: string, attemptCount: number, lastAttemptAt: number | null, nextAttemptAt: number | null, lastStatusCode: number | null, lastLatencyMs: number | null, lastError: string | null, responseExcerpt: string | null };

export type MyDeveloperWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDeveloperWebhooksQuery = { getMyDeveloperWebhooks: Array<{ id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
  page?: number | null | undefined;
  limitPerPage?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { getWebhookDeliveries: Array<{ id: string, eventId: string, eventType: string, createdAt: number, status: string, attemptCount: number, lastAttemptAt: number | null, nextAttemptAt: number | null, lastStatusCode: number | null, lastLatencyMs: number | null, lastError: string | null, responseExcerpt: string | null }> };

export type AddWebhookUrlForUserMutationVariables = Exact<{
  endpointUrl: string;
  webhookEvents: Array<string> | string;
}>;


export type AddWebhookUrlForUserMutation = { addWebhookUrlForUser: { id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number } | null };

export type UpdateWebhookForUserMutationVariables = Exact<{
  id: string | number;
  endpointUrl: string;
  webhookEvents: Array<string> | string;
}>;


export type UpdateWebhookForUserMutation = { updateWebhookForUser: { id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number } | null };

export type DeleteWebhookForUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookForUserMutation = { deleteWebhookForUser: string | null };

export type UpdateWebhookActiveForUserMutationVariables = Exact<{
  id: string | number;
  isActive: boolean;
}>;


export type UpdateWebhookActiveForUserMutation = { updateWebhookActiveForUser: { id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number } | null };

export type RollWebhookSecretForUserMutationVariables = Exact<{
  id: string | number;
}>;


export type RollWebhookSecretForUserMutation = { rollWebhookSecretForUser: { id: string, endpointUrl: string, webhookSecret: string, isActive: boolean, isVerified: boolean, events: Array<string>, disabledReason: string | null, createdAt: number } | null };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  webhookId: string | number;
  deliveryId: string | number;
}>;


export type ReplayWebhookDeliveryMutation = { replayWebhookDelivery: { id: string, eventId: string, eventType: string, createdAt: number, status: string, attemptCount: number, lastAttemptAt: number | null, nextAttemptAt: number | null, lastStatusCode: number | null, lastLatencyMs: number | null, lastError: string | null, responseExcerpt: string | null } | null };

export type SendTestWebhookEventMutationVariables = Exact<{
  webhookId: string | number;
}>;


export type SendTestWebhookEventMutation = { sendTestWebhookEvent: { id: string, eventId: string, eventType: string, createdAt: number, status: string, attemptCount: number, lastAttemptAt: number | null, nextAttemptAt: number | null, lastStatusCode: number | null, lastLatencyMs: number | null, lastError: string | null, responseExcerpt: string | null } | null };

export const DevAppFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DevAppFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const MyAppsDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAppsDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyDeveloperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessPlan"}},{"kind":"Field","name":{"kind":"Name","value":"currentApiUsage"}},{"kind":"Field","name":{"kind":"Name","value":"allowedApiCallsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"apiUsagePercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentPopularEpisodeTranscriptsUsage"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPopularEpisodeTranscriptsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptUsagePercent"}},{"kind":"Field","name":{"kind":"Name","value":"resetDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingCycleAnchor"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAt"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDevAppsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"allowedWebhookLimit"}},{"kind":"Field","name":{"kind":"Name","value":"dailyApiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"getMyDeveloperApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyAppsDashboardQuery, MyAppsDashboardQueryVariables>;
export const AddNewDevAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNewDevApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNewDevApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddNewDevAppMutation, AddNewDevAppMutationVariables>;
export const RollDevAppApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollDevAppApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollDevAppApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RollDevAppApiKeyMutation, RollDevAppApiKeyMutationVariables>;
export const MyDeveloperWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDeveloperWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyDeveloperWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyDeveloperWebhooksQuery, MyDeveloperWebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limitPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limitPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limitPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const AddWebhookUrlForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWebhookUrlForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookEvents"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWebhookUrlForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookEvents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookEvents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddWebhookUrlForUserMutation, AddWebhookUrlForUserMutationVariables>;
export const UpdateWebhookForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookEvents"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"endpointUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookEvents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookEvents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookForUserMutation, UpdateWebhookForUserMutationVariables>;
export const DeleteWebhookForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookForUserMutation, DeleteWebhookForUserMutationVariables>;
export const UpdateWebhookActiveForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookActiveForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookActiveForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookActiveForUserMutation, UpdateWebhookActiveForUserMutationVariables>;
export const RollWebhookSecretForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollWebhookSecretForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollWebhookSecretForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webhookSecret"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RollWebhookSecretForUserMutation, RollWebhookSecretForUserMutationVariables>;
export const ReplayWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}}]}}]} as unknown as DocumentNode<ReplayWebhookDeliveryMutation, ReplayWebhookDeliveryMutationVariables>;
export const SendTestWebhookEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhookEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhookEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}}]}}]} as unknown as DocumentNode<SendTestWebhookEventMutation, SendTestWebhookEventMutationVariables>;