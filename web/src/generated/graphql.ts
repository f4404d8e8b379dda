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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates a developer app whose client secret is the developer's API key, while the number of apps
   * is below `allowedDevAppsLimit` (default 1), else ACCESS_NOT_ALLOWED. The key is in the answer
   * once and never again (only its SHA-256 hash is stored).
   */
  addNewDevApp?: Maybe<NewDevAppKey>;
  /** Replaces the API key of one of the developer's apps; the old key stops working at once. The new key is shown once. */
  rollDevAppApiKey?: Maybe<NewDevAppKey>;
  /** Updates an app's OAuth details with the developer spec's §5 rules and messages (BAD_USER_INPUT). */
  updateDevClient?: Maybe<InternalDevApp>;
};


export type MutationRollDevAppApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateDevClientArgs = {
  callbackUrl: Scalars['String']['input'];
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  logoUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
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
  /** The signed-in developer's apps (OAuth clients); their API keys are never returned here, only a hint. */
  getMyDeveloperApps: Array<InternalDevApp>;
  /** The signed-in developer's plan, quotas and usage of the current billing month; null for non-developers. */
  getMyDeveloperDetails?: Maybe<DeveloperDashboard>;
  /** The signed-in user. */
  me?: Maybe<InternalUser>;
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

export const DevAppFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DevAppFieldsFragment, unknown>;
export const MyAppsDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAppsDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyDeveloperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessPlan"}},{"kind":"Field","name":{"kind":"Name","value":"currentApiUsage"}},{"kind":"Field","name":{"kind":"Name","value":"allowedApiCallsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"apiUsagePercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentPopularEpisodeTranscriptsUsage"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPopularEpisodeTranscriptsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptUsagePercent"}},{"kind":"Field","name":{"kind":"Name","value":"resetDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingCycleAnchor"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAt"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDevAppsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"allowedWebhookLimit"}},{"kind":"Field","name":{"kind":"Name","value":"dailyApiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"getMyDeveloperApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyAppsDashboardQuery, MyAppsDashboardQueryVariables>;
export const AddNewDevAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNewDevApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNewDevApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddNewDevAppMutation, AddNewDevAppMutationVariables>;
export const RollDevAppApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollDevAppApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollDevAppApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevAppFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalDevApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyHint"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RollDevAppApiKeyMutation, RollDevAppApiKeyMutationVariables>;