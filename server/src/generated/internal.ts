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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates a developer app whose client secret is the developer's API key, while the number of apps
   * is below `allowedDevAppsLimit` (default 1), else ACCESS_NOT_ALLOWED. The key is in the answer
   * once and never again (only its SHA-256 hash is stored).
   */
  addNewDevApp?: Maybe<NewDevAppKey>;
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
  /** Removes a content uuid from a filter's allowlist. Idempotent. */
  deleteUuidFromWebhookFilterAllowlist?: Maybe<WebhookFilter>;
  /** Removes a content uuid from a filter's blocklist. Idempotent. */
  deleteUuidFromWebhookFilterBlocklist?: Maybe<WebhookFilter>;
  /** Deletes a filter of an endpoint. */
  deleteWebhookFilter?: Maybe<InternalWebhook>;
  /** Deletes an endpoint with its delivery log; answers its id. */
  deleteWebhookForUser?: Maybe<Scalars['ID']['output']>;
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
  /** Replaces the API key of one of the developer's apps; the old key stops working at once. The new key is shown once. */
  rollDevAppApiKey?: Maybe<NewDevAppKey>;
  /** Gives an endpoint a new signing secret. */
  rollWebhookSecretForUser?: Maybe<InternalWebhook>;
  /** Sends a test event (a real podcastseries.updated envelope marked isMock) once, now, and logs it. */
  sendTestWebhookEvent?: Maybe<WebhookDelivery>;
  /** Updates an app's OAuth details with the developer spec's §5 rules and messages (BAD_USER_INPUT). */
  updateDevClient?: Maybe<InternalDevApp>;
  /** Pauses or resumes an endpoint; resuming clears an automatic disable. */
  updateWebhookActiveForUser?: Maybe<InternalWebhook>;
  /** Replaces a filter of an endpoint (same rules as addWebhookFilter); the uuid is kept. */
  updateWebhookFilter?: Maybe<InternalWebhook>;
  /** Replaces an endpoint's URL and events; the secret is kept. */
  updateWebhookForUser?: Maybe<InternalWebhook>;
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


export type MutationGetUploadLinksArgs = {
  contentTypes: Array<Scalars['String']['input']>;
  targetDirectories: Array<Scalars['String']['input']>;
  uploadType: ImageUploadType;
};


export type MutationReplayWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
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

/**
 * The dashboard's API at `/internal/graphql`: session auth (the httpOnly `inkcast_session` cookie),
 * and every POST carries the `x-csrf-token` header from `GET /auth/session`. Without a session,
 * operations fail with REQUIRES_USER_AUTHENTICATION.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * A token for the `token` query parameter of uploaded originals (`GET /uploads/…?token=`), so the
   * dashboard can show an image before it is processed. Valid one hour, for the signed-in user's uploads.
   */
  getImageReadToken: Scalars['String']['output'];
  /** The signed-in developer's apps (OAuth clients); their API keys are never returned here, only a hint. */
  getMyDeveloperApps: Array<InternalDevApp>;
  /** The signed-in developer's plan, quotas and usage of the current billing month; null for non-developers. */
  getMyDeveloperDetails?: Maybe<DeveloperDashboard>;
  /** The signed-in developer's webhook endpoints, oldest first. */
  getMyDeveloperWebhooks: Array<InternalWebhook>;
  /** The delivery log of one of the developer's endpoints, newest first. limitPerPage at most 50. */
  getWebhookDeliveries: Array<WebhookDelivery>;
  /** One filter of one of the developer's endpoints; null when the endpoint has no filter with this uuid. */
  getWebhookFilterByUuid?: Maybe<WebhookFilter>;
  /** The signed-in user. */
  me?: Maybe<InternalUser>;
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageUploadType: ImageUploadType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalDevApp: ResolverTypeWrapper<InternalDevApp>;
  InternalUser: ResolverTypeWrapper<InternalUser>;
  InternalWebhook: ResolverTypeWrapper<InternalWebhook>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewDevAppKey: ResolverTypeWrapper<NewDevAppKey>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookFilter: ResolverTypeWrapper<WebhookFilter>;
  WebhookFilterInput: WebhookFilterInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  DailyApiUsage: DailyApiUsage;
  DeveloperDashboard: DeveloperDashboard;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InternalDevApp: InternalDevApp;
  InternalUser: InternalUser;
  InternalWebhook: InternalWebhook;
  Mutation: Record<PropertyKey, never>;
  NewDevAppKey: NewDevAppKey;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  WebhookDelivery: WebhookDelivery;
  WebhookFilter: WebhookFilter;
  WebhookFilterInput: WebhookFilterInput;
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

export type InternalDevAppResolvers<ContextType = any, ParentType extends ResolversParentTypes['InternalDevApp'] = ResolversParentTypes['InternalDevApp']> = {
  apiKeyHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  addNewDevApp?: Resolver<Maybe<ResolversTypes['NewDevAppKey']>, ParentType, ContextType>;
  addUuidToWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addUuidToWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookFilterArgs, 'filter' | 'webhookId'>>;
  addWebhookUrlForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookUrlForUserArgs, 'endpointUrl' | 'webhookEvents'>>;
  deleteUuidFromWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteUuidFromWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookFilterArgs, 'filterUuid' | 'webhookId'>>;
  deleteWebhookForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookForUserArgs, 'id'>>;
  getUploadLinks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationGetUploadLinksArgs, 'contentTypes' | 'targetDirectories' | 'uploadType'>>;
  replayWebhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  rollDevAppApiKey?: Resolver<Maybe<ResolversTypes['NewDevAppKey']>, ParentType, ContextType, RequireFields<MutationRollDevAppApiKeyArgs, 'id'>>;
  rollWebhookSecretForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationRollWebhookSecretForUserArgs, 'id'>>;
  sendTestWebhookEvent?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<MutationSendTestWebhookEventArgs, 'webhookId'>>;
  updateDevClient?: Resolver<Maybe<ResolversTypes['InternalDevApp']>, ParentType, ContextType, RequireFields<MutationUpdateDevClientArgs, 'callbackUrl' | 'description' | 'id' | 'logoUrl' | 'name'>>;
  updateWebhookActiveForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookActiveForUserArgs, 'id' | 'isActive'>>;
  updateWebhookFilter?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookFilterArgs, 'filter' | 'filterUuid' | 'webhookId'>>;
  updateWebhookForUser?: Resolver<Maybe<ResolversTypes['InternalWebhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookForUserArgs, 'endpointUrl' | 'id' | 'webhookEvents'>>;
};

export type NewDevAppKeyResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewDevAppKey'] = ResolversParentTypes['NewDevAppKey']> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  app?: Resolver<ResolversTypes['InternalDevApp'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getImageReadToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  getMyDeveloperApps?: Resolver<Array<ResolversTypes['InternalDevApp']>, ParentType, ContextType>;
  getMyDeveloperDetails?: Resolver<Maybe<ResolversTypes['DeveloperDashboard']>, ParentType, ContextType>;
  getMyDeveloperWebhooks?: Resolver<Array<ResolversTypes['InternalWebhook']>, ParentType, ContextType>;
  getWebhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryGetWebhookDeliveriesArgs, 'limitPerPage' | 'page' | 'webhookId'>>;
  getWebhookFilterByUuid?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<QueryGetWebhookFilterByUuidArgs, 'filterUuid' | 'webhookId'>>;
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

export type Resolvers<ContextType = any> = {
  DailyApiUsage?: DailyApiUsageResolvers<ContextType>;
  DeveloperDashboard?: DeveloperDashboardResolvers<ContextType>;
  InternalDevApp?: InternalDevAppResolvers<ContextType>;
  InternalUser?: InternalUserResolvers<ContextType>;
  InternalWebhook?: InternalWebhookResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewDevAppKey?: NewDevAppKeyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookFilter?: WebhookFilterResolvers<ContextType>;
};

