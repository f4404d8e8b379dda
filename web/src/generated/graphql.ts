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