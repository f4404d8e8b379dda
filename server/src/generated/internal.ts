import type { GraphQLResolveInfo } from 'graphql';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  /**
   * Accepts an invitation with the token of its e-mail: the signed-in user, whose e-mail address must
   * be the invited one (ACCESS_NOT_ALLOWED otherwise), joins the content's team with the invited
   * permission (a higher one they hold is kept) and becomes a creator. An unknown, expired or already
   * accepted token is BAD_USER_INPUT with a message saying which.
   */
  acceptInternalInvitation?: Maybe<InternalInvitation>;
  /**
   * Adds a season (edit permission). 'Please enter a Season Number.' / 'Please select at least one
   * episode to include in this Season.'; items must be PUBLISHED episodes of the series. isCurrent
   * makes it the series' only current season (newly published episodes join it).
   */
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
  /**
   * Invites an e-mail address to a content's team (invite permission) with a permission no higher
   * than the inviter's and never OWNER ('Please select a valid permission'; a bad address: 'Email does
   * not look valid'). The address receives a link to /team-invitation/{token} of the web app, valid 30 days;
   * acceptInternalInvitation with that token accepts it. An address already on the team is refused.
   */
  addInternalInvitationForContent?: Maybe<InternalInvitation>;
  /**
   * Creates a developer app whose client secret is the developer's API key, while the number of apps
   * is below `allowedDevAppsLimit` (default 1), else ACCESS_NOT_ALLOWED. The key is in the answer
   * once and never again (only its SHA-256 hash is stored).
   */
  addNewDevApp?: Maybe<NewDevAppKey>;
  /**
   * Credits a creator on a comic series with roles of the content's type (spec 001 §4): by a team
   * member with edit permission on the series (the credit is approved: this is also how 'Approve'
   * works), or by a user with edit permission on the creator who may view the series (pending until a
   * member with edit permission saves it; a later change by them is pending again). Roles are trimmed
   * and upper-cased; one outside the type's roles is BAD_USER_INPUT 'Contains an Invalid Role';
   * INTERNAL_CREATOR is BAD_USER_INPUT 'Creators can only be credited on a comic series.'. An empty
   * list removes the credit (answered with no roles). Approved credits of a published series are
   * public: creatorcontent.created / updated / deleted webhook events follow them.
   */
  addOrUpdateInternalCreatorRolesForContent?: Maybe<InternalCreatorRoles>;
  /**
   * Adds a payment rule (payments permission). Spec 001 §5 payment rule messages; platformPriceId must
   * be a tier of the connected account (getPlatformsForContent prices), groupId a season of the same
   * series; platformUserId is the connected account's.
   */
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
  /** Deletes a season (delete permission); answers its id. The GROUP payment rules on it are deleted with it. */
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
  /** Expires a PENDING invitation (invite permission on its content); any other status is BAD_USER_INPUT 'Only a pending invitation can be expired.' */
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
  /** Updates a season (edit permission); same rules. A description or isCurrent left out keeps its value. */
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
  /** The roles of one creator on a content; null when not credited (view permission on the content). */
  getInternalCreatorRolesForContent?: Maybe<InternalCreatorRoles>;
  /**
   * The creators credited on a content with their roles, in the order they were credited, pending ones
   * included (view permission on the content; ACCESS_NOT_ALLOWED 'You do not have access to view this
   * page.' otherwise). A creator profile (INTERNAL_CREATOR) has no credits: an empty list.
   */
  getInternalCreatorsForContent: Array<InternalCreatorRoles>;
  /** The user's creators, oldest first; with permissionType only those where the user holds at least it (EDIT → CONTRIBUTOR). */
  getInternalCreatorsForUser: Array<InternalCreator>;
  /**
   * Invitations of a content, newest first (invite permission). A PENDING invitation older than 30
   * days reads EXPIRED.
   */
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DailyApiUsage: ResolverTypeWrapper<DailyApiUsage>;
  DeveloperDashboard: ResolverTypeWrapper<DeveloperDashboard>;
  Group: ResolverTypeWrapper<Group>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageUploadType: ImageUploadType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalComicIssue: ResolverTypeWrapper<InternalComicIssue>;
  InternalComicSeries: ResolverTypeWrapper<InternalComicSeries>;
  InternalCreator: ResolverTypeWrapper<InternalCreator>;
  InternalCreatorRoles: ResolverTypeWrapper<InternalCreatorRoles>;
  InternalDevApp: ResolverTypeWrapper<InternalDevApp>;
  InternalInvitation: ResolverTypeWrapper<InternalInvitation>;
  InternalLinkDetails: ResolverTypeWrapper<InternalLinkDetails>;
  InternalPaymentRuleType: InternalPaymentRuleType;
  InternalPublishImageStatus: InternalPublishImageStatus;
  InternalPublishStatus: InternalPublishStatus;
  InternalSeriesType: InternalSeriesType;
  InternalSortOrder: InternalSortOrder;
  InternalUser: ResolverTypeWrapper<InternalUser>;
  InternalWebhook: ResolverTypeWrapper<InternalWebhook>;
  InvitationStatus: InvitationStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewDevAppKey: ResolverTypeWrapper<NewDevAppKey>;
  PaymentRule: ResolverTypeWrapper<PaymentRule>;
  PlatformDetails: ResolverTypeWrapper<PlatformDetails>;
  PlatformPrice: ResolverTypeWrapper<PlatformPrice>;
  PlatformsForContent: ResolverTypeWrapper<PlatformsForContent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserPermission: UserPermission;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookFilter: ResolverTypeWrapper<WebhookFilter>;
  WebhookFilterInput: WebhookFilterInput;
  WebtoonsSeriesData: ResolverTypeWrapper<WebtoonsSeriesData>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  DailyApiUsage: DailyApiUsage;
  DeveloperDashboard: DeveloperDashboard;
  Group: Group;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InternalComicIssue: InternalComicIssue;
  InternalComicSeries: InternalComicSeries;
  InternalCreator: InternalCreator;
  InternalCreatorRoles: InternalCreatorRoles;
  InternalDevApp: InternalDevApp;
  InternalInvitation: InternalInvitation;
  InternalLinkDetails: InternalLinkDetails;
  InternalUser: InternalUser;
  InternalWebhook: InternalWebhook;
  Mutation: Record<PropertyKey, never>;
  NewDevAppKey: NewDevAppKey;
  PaymentRule: PaymentRule;
  PlatformDetails: PlatformDetails;
  PlatformPrice: PlatformPrice;
  PlatformsForContent: PlatformsForContent;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  WebhookDelivery: WebhookDelivery;
  WebhookFilter: WebhookFilter;
  WebhookFilterInput: WebhookFilterInput;
  WebtoonsSeriesData: WebtoonsSeriesData;
};

export type DailyApiUsageResolvers<ContextType = any, ParentType extends ResolversParentTypes['DailyApiUsage'] = ResolversParentTypes['DailyApiUsage']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeveloperDashboardResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeveloperDashboard'] = ResolversParentTypes['DeveloperDashboard']> = {
  allowedApiCallsLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  allowedDevAppsLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  allowedPopularEpisodeTranscriptsLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  allowedWebhookLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  apiUsagePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingCycleAnchor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancelAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentApiUsage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPopularEpisodeTranscriptsUsage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyApiUsage?: Resolver<Array<ResolversTypes['DailyApiUsage']>, ParentType, ContextType>;
  isBusinessPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcriptUsagePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  contentType?: Resolver<ResolversTypes['InternalSeriesType'], ParentType, ContextType>;
  contentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  episodeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InternalComicIssueResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalComicIssue'] = ResolversParentTypes['InternalComicIssue']> = {
  bannerImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateExclusiveContentIsAvailable?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasImagesCurrentlyProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  imageUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  imagesError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imagesStatus?: Resolver<Maybe<ResolversTypes['InternalPublishImageStatus']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentRuleType?: Resolver<ResolversTypes['InternalPaymentRuleType'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pushNotificationMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['InternalComicSeries']>, ParentType, ContextType>;
  seriesUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InternalPublishStatus'], ParentType, ContextType>;
  storyImagesAsString?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InternalComicSeriesResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalComicSeries'] = ResolversParentTypes['InternalComicSeries']> = {
  bannerImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creatorsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genre1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imagesError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imagesStatus?: Resolver<Maybe<ResolversTypes['InternalPublishImageStatus']>, ParentType, ContextType>;
  issuesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['UserPermission']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seriesLayout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seriesStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seriesType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InternalPublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InternalCreatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalCreator'] = ResolversParentTypes['InternalCreator']> = {
  avatarImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imagesError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imagesStatus?: Resolver<Maybe<ResolversTypes['InternalPublishImageStatus']>, ParentType, ContextType>;
  linkDetails?: Resolver<Array<ResolversTypes['InternalLinkDetails']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['UserPermission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InternalPublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InternalCreatorRolesResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalCreatorRoles'] = ResolversParentTypes['InternalCreatorRoles']> = {
  contentType?: Resolver<ResolversTypes['InternalSeriesType'], ParentType, ContextType>;
  contentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['InternalCreator']>, ParentType, ContextType>;
  creatorUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InternalDevAppResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalDevApp'] = ResolversParentTypes['InternalDevApp']> = {
  apiKeyHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InternalInvitationResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalInvitation'] = ResolversParentTypes['InternalInvitation']> = {
  contentType?: Resolver<ResolversTypes['InternalSeriesType'], ParentType, ContextType>;
  contentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['UserPermission'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type InternalLinkDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalLinkDetails'] = ResolversParentTypes['InternalLinkDetails']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InternalUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalUser'] = ResolversParentTypes['InternalUser']> = {
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creatorSubscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developerSubscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeveloper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InternalWebhookResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalWebhook'] = ResolversParentTypes['InternalWebhook']> = {
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endpointUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['WebhookFilter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInternalInvitation?: Resolver<Maybe<ResolversTypes['InternalInvitation']>, ParentType, ContextType, RequireFields<MutationAcceptInternalInvitationArgs, 'token'>>;
  addGroupForContent?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationAddGroupForContentArgs, 'contentType' | 'contentUuid'>>;
  addInternalComicForUser?: Resolver<Maybe<ResolversTypes['InternalComicSeries']>, ParentType, ContextType, RequireFields<MutationAddInternalComicForUserArgs, 'uuid'>>;
  addInternalComicIssueForUser?: Resolver<Maybe<ResolversTypes['InternalComicIssue']>, ParentType, ContextType, RequireFields<MutationAddInternalComicIssueForUserArgs, 'seriesUuid' | 'uuid'>>;
  addInternalCreatorForUser?: Resolver<Maybe<ResolversTypes['InternalCreator']>, ParentType, ContextType, RequireFields<MutationAddInternalCreatorForUserArgs, 'uuid'>>;
  addInternalInvitationForContent?: Resolver<Maybe<ResolversTypes['InternalInvitation']>, ParentType, ContextType, RequireFields<MutationAddInternalInvitationForContentArgs, 'contentType' | 'contentUuid'>>;
  addNewDevApp?: Resolver<Maybe<ResolversTypes['NewDevAppKey']>, ParentType, ContextType>;
  addOrUpdateInternalCreatorRolesForContent?: Resolver<Maybe<ResolversTypes['InternalCreatorRoles']>, ParentType, ContextType, RequireFields<MutationAddOrUpdateInternalCreatorRolesForContentArgs, 'contentType' | 'contentUuid' | 'creatorUuid' | 'roles'>>;
  addPaymentRuleForContent?: Resolver<Maybe<ResolversTypes['PaymentRule']>, ParentType, ContextType, RequireFields<MutationAddPaymentRuleForContentArgs, 'contentType' | 'contentUuid'>>;
  addUuidToWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addUuidToWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookFilterArgs, 'filter' | 'webhookId'>>;
  addWebhookUrlForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookUrlForUserArgs, 'endpointUrl' | 'webhookEvents'>>;
  addWebtoonsSeriesData?: Resolver<Maybe<ResolversTypes['WebtoonsSeriesData']>, ParentType, ContextType, Partial<MutationAddWebtoonsSeriesDataArgs>>;
  deleteGroupForContent?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteGroupForContentArgs, 'contentType' | 'contentUuid' | 'id'>>;
  deleteInternalComicForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteInternalComicForUserArgs, 'uuid'>>;
  deleteInternalComicIssueForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteInternalComicIssueForUserArgs, 'uuid'>>;
  deleteInternalCreatorForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteInternalCreatorForUserArgs, 'uuid'>>;
  deletePaymentRuleForContent?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeletePaymentRuleForContentArgs, 'contentType' | 'contentUuid' | 'id'>>;
  deleteUuidFromWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteUuidFromWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookFilterArgs, 'filterUuid' | 'webhookId'>>;
  deleteWebhookForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookForUserArgs, 'id'>>;
  expireInternalInvitationForContent?: Resolver<Maybe<ResolversTypes['InternalInvitation']>, ParentType, ContextType, RequireFields<MutationExpireInternalInvitationForContentArgs, 'id'>>;
  getUploadLinks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationGetUploadLinksArgs, 'contentTypes' | 'targetDirectories' | 'uploadType'>>;
  replayWebhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  retryImageProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRetryImageProcessingArgs, 'contentType' | 'uuid'>>;
  rollDevAppApiKey?: Resolver<Maybe<ResolversTypes['NewDevAppKey']>, ParentType, ContextType, RequireFields<MutationRollDevAppApiKeyArgs, 'id'>>;
  rollWebhookSecretForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationRollWebhookSecretForUserArgs, 'id'>>;
  sendTestWebhookEvent?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<MutationSendTestWebhookEventArgs, 'webhookId'>>;
  updateDevClient?: Resolver<Maybe<ResolversTypes['InternalDevApp']>, ParentType, ContextType, RequireFields<MutationUpdateDevClientArgs, 'callbackUrl' | 'description' | 'id' | 'logoUrl' | 'name'>>;
  updateGroupForContent?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationUpdateGroupForContentArgs, 'contentType' | 'contentUuid' | 'id'>>;
  updateInternalComicForUser?: Resolver<Maybe<ResolversTypes['InternalComicSeries']>, ParentType, ContextType, RequireFields<MutationUpdateInternalComicForUserArgs, 'uuid'>>;
  updateInternalComicIssueForUser?: Resolver<Maybe<ResolversTypes['InternalComicIssue']>, ParentType, ContextType, RequireFields<MutationUpdateInternalComicIssueForUserArgs, 'uuid'>>;
  updateInternalCreatorForUser?: Resolver<Maybe<ResolversTypes['InternalCreator']>, ParentType, ContextType, RequireFields<MutationUpdateInternalCreatorForUserArgs, 'uuid'>>;
  updatePaymentRuleForContent?: Resolver<Maybe<ResolversTypes['PaymentRule']>, ParentType, ContextType, RequireFields<MutationUpdatePaymentRuleForContentArgs, 'contentType' | 'contentUuid' | 'id'>>;
  updateStatusForInternalComicSeries?: Resolver<Maybe<ResolversTypes['InternalComicSeries']>, ParentType, ContextType, RequireFields<MutationUpdateStatusForInternalComicSeriesArgs, 'status' | 'uuid'>>;
  updateStatusForInternalCreator?: Resolver<Maybe<ResolversTypes['InternalCreator']>, ParentType, ContextType, RequireFields<MutationUpdateStatusForInternalCreatorArgs, 'status' | 'uuid'>>;
  updateWebhookActiveForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookActiveForUserArgs, 'id' | 'isActive'>>;
  updateWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookFilterArgs, 'filter' | 'filterUuid' | 'webhookId'>>;
  updateWebhookForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookForUserArgs, 'endpointUrl' | 'id' | 'webhookEvents'>>;
};

export type NewDevAppKeyResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewDevAppKey'] = ResolversParentTypes['NewDevAppKey']> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  app?: Resolver<ResolversTypes['InternalDevApp'], ParentType, ContextType>;
};

export type PaymentRuleResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentRule'] = ResolversParentTypes['PaymentRule']> = {
  contentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupIsCurrent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformPriceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ruleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruleValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlatformDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlatformDetails'] = ResolversParentTypes['PlatformDetails']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlatformPriceResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlatformPrice'] = ResolversParentTypes['PlatformPrice']> = {
  amountInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlatformsForContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlatformsForContent'] = ResolversParentTypes['PlatformsForContent']> = {
  details?: Resolver<Array<ResolversTypes['PlatformDetails']>, ParentType, ContextType>;
  paymentRules?: Resolver<Array<ResolversTypes['PaymentRule']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['PlatformPrice']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getFirstInternalComicIssueForSeries?: Resolver<Maybe<ResolversTypes['InternalComicIssue']>, ParentType, ContextType, RequireFields<QueryGetFirstInternalComicIssueForSeriesArgs, 'seriesUuid'>>;
  getGroupsForContent?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGetGroupsForContentArgs, 'contentType' | 'contentUuid'>>;
  getImageReadToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  getInternalComicForUser?: Resolver<Maybe<ResolversTypes['InternalComicSeries']>, ParentType, ContextType, RequireFields<QueryGetInternalComicForUserArgs, 'uuid'>>;
  getInternalComicIssue?: Resolver<Maybe<ResolversTypes['InternalComicIssue']>, ParentType, ContextType, RequireFields<QueryGetInternalComicIssueArgs, 'seriesUuid' | 'uuid'>>;
  getInternalComicIssuesForSeries?: Resolver<Array<ResolversTypes['InternalComicIssue']>, ParentType, ContextType, RequireFields<QueryGetInternalComicIssuesForSeriesArgs, 'limitPerPage' | 'page' | 'seriesUuid' | 'sortOrder'>>;
  getInternalCreatorForUser?: Resolver<Maybe<ResolversTypes['InternalCreator']>, ParentType, ContextType, RequireFields<QueryGetInternalCreatorForUserArgs, 'uuid'>>;
  getInternalCreatorRolesForContent?: Resolver<Maybe<ResolversTypes['InternalCreatorRoles']>, ParentType, ContextType, RequireFields<QueryGetInternalCreatorRolesForContentArgs, 'contentType' | 'contentUuid' | 'creatorUuid'>>;
  getInternalCreatorsForContent?: Resolver<Array<ResolversTypes['InternalCreatorRoles']>, ParentType, ContextType, RequireFields<QueryGetInternalCreatorsForContentArgs, 'contentType' | 'contentUuid'>>;
  getInternalCreatorsForUser?: Resolver<Array<ResolversTypes['InternalCreator']>, ParentType, ContextType, Partial<QueryGetInternalCreatorsForUserArgs>>;
  getInternalInvitationsForContent?: Resolver<Array<ResolversTypes['InternalInvitation']>, ParentType, ContextType, RequireFields<QueryGetInternalInvitationsForContentArgs, 'contentType' | 'contentUuid'>>;
  getMyDeveloperApps?: Resolver<Array<ResolversTypes['InternalDevApp']>, ParentType, ContextType>;
  getMyDeveloperDetails?: Resolver<Maybe<ResolversTypes['DeveloperDashboard']>, ParentType, ContextType>;
  getMyDeveloperWebhooks?: Resolver<Array<ResolversTypes['InternalWebhook']>, ParentType, ContextType>;
  getMyInternalSeries?: Resolver<Array<ResolversTypes['InternalComicSeries']>, ParentType, ContextType>;
  getPaymentRulesForContent?: Resolver<Array<ResolversTypes['PaymentRule']>, ParentType, ContextType, RequireFields<QueryGetPaymentRulesForContentArgs, 'contentType' | 'contentUuid'>>;
  getPermissionForItem?: Resolver<Maybe<ResolversTypes['UserPermission']>, ParentType, ContextType, RequireFields<QueryGetPermissionForItemArgs, 'contentType' | 'uuid'>>;
  getPlatformsForContent?: Resolver<Maybe<ResolversTypes['PlatformsForContent']>, ParentType, ContextType, RequireFields<QueryGetPlatformsForContentArgs, 'contentType' | 'contentUuid'>>;
  getWebhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryGetWebhookDeliveriesArgs, 'limitPerPage' | 'page' | 'webhookId'>>;
  getWebhookFilterByUuid?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<QueryGetWebhookFilterByUuidArgs, 'filterUuid' | 'webhookId'>>;
  getWebtoonsSeriesData?: Resolver<Maybe<ResolversTypes['WebtoonsSeriesData']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['InternalUser']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastLatencyMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookFilterResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookFilter'] = ResolversParentTypes['WebhookFilter']> = {
  clause1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excludedUuids?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  hasExcludedUuids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasIncludedUuids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  includedUuids?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  webhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WebtoonsSeriesDataResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebtoonsSeriesData'] = ResolversParentTypes['WebtoonsSeriesData']> = {
  avatarImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bannerImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webtoonsLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  DailyApiUsage?: DailyApiUsageResolvers<ContextType>;
  DeveloperDashboard?: DeveloperDashboardResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  InternalComicIssue?: InternalComicIssueResolvers<ContextType>;
  InternalComicSeries?: InternalComicSeriesResolvers<ContextType>;
  InternalCreator?: InternalCreatorResolvers<ContextType>;
  InternalCreatorRoles?: InternalCreatorRolesResolvers<ContextType>;
  InternalDevApp?: InternalDevAppResolvers<ContextType>;
  InternalInvitation?: InternalInvitationResolvers<ContextType>;
  InternalLinkDetails?: InternalLinkDetailsResolvers<ContextType>;
  InternalUser?: InternalUserResolvers<ContextType>;
  InternalWebhook?: InternalWebhookResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewDevAppKey?: NewDevAppKeyResolvers<ContextType>;
  PaymentRule?: PaymentRuleResolvers<ContextType>;
  PlatformDetails?: PlatformDetailsResolvers<ContextType>;
  PlatformPrice?: PlatformPriceResolvers<ContextType>;
  PlatformsForContent?: PlatformsForContentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookFilter?: WebhookFilterResolvers<ContextType>;
  WebtoonsSeriesData?: WebtoonsSeriesDataResolvers<ContextType>;
};

