import { rateLimitExceededMessage } from '@inkcast/schema';
import { ApolloServerPlugin, GraphQLRequestListener, GraphQLResponse, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { FieldNode, OperationDefinitionNode } from 'graphql';
import { ApiContext } from '../common/graphql/api-context';
import { assertCost } from '../common/graphql/query-limits';
import { apiError, formatError } from '../common/errors';
import { DevelopersService } from './developers.service';
import { UsageService } from './usage.service';

/** Root query fields that are never counted against the quota (contract §3: §4.6 operations). */
const UNCOUNTED_QUERIES = new Set([
  'getApiRequestsRemaining',
  'getTranscriptCreditsRemaining',
  'me',
  'getMyDeveloperApplications',
  'getPublicClientDetails',
  'getMyDeveloperWebhooks',
  'getWebhookFilterByUuid',
  'getDocumenation',
]);

/** Errors after which a response carries `data: null` (contract §2). */
const NULL_DATA_CODES = new Set(['API_KEY_INVALID', 'API_RATE_LIMIT_EXCEEDED']);

/**
 * The plugins of the public API, in order: the response cache (when `cacheSeconds` > 0), then access
 * control and metering (contract §3). Apollo's cache-control plugin is off: no field carries a cache
 * hint, and its hook on every resolved field costs time on every request.
 */
export function publicApiPlugins(developers: DevelopersService, usage: UsageService, cacheSeconds: number): ApolloServerPlugin<ApiContext>[] {
  const access = new ApiAccessPlugin(developers, usage);
  if (!cacheSeconds) return [ApolloServerPluginCacheControlDisabled(), access];
  const cacheable = ({ contextValue }: { contextValue: ApiContext }) => Promise.resolve(contextValue.counted === true);
  return [
    ApolloServerPluginCacheControlDisabled(),
    // Every answer of a counted query may be kept `cacheSeconds`.
    { requestDidStart: async () => ({ executionDidStart: async ({ overallCachePolicy }) => void overallCachePolicy.replace({ maxAge: cacheSeconds }) }) },
    // An identical repeat by the same developer (query text, operation name, variables) is answered
    // from the cache, before the access plugin counts it: such repeats are free (contract §3).
    responseCachePlugin<ApiContext>({
      extraCacheKeyData: ({ contextValue }) => Promise.resolve(contextValue.principal?.userId ?? null),
      shouldReadFromCache: cacheable,
      shouldWriteToCache: cacheable,
    }),
    access,
  ];
}

/**
 * Guards every operation of the public API once it is parsed and validated: authenticates the
 * X-USER-ID / X-API-KEY pair (API_KEY_INVALID) and checks the query cost (QUERY_TOO_COMPLEX); then,
 * unless the response cache answered, counts the request against the monthly quota
 * (API_RATE_LIMIT_EXCEEDED with `resetsAt`). Introspection-only requests need no headers and, like
 * §4.6 queries and §8 mutations, are not counted (contract §1–§3).
 */
class ApiAccessPlugin implements ApolloServerPlugin<ApiContext> {
  constructor(
    private readonly developers: DevelopersService,
    private readonly usage: UsageService,
  ) {}

  async requestDidStart(): Promise<GraphQLRequestListener<ApiContext>> {
    return {
      didResolveOperation: async ({ contextValue, operation, document, schema, request, operationName }) => {
        if (!operation) return;
        const rootFields = operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === 'Field');
        const onlyFields = rootFields.length === operation.selectionSet.selections.length;
        const introspectionOnly = onlyFields && rootFields.every((f) => f.name.value.startsWith('__'));
        const headers = contextValue.req.headers;
        if (introspectionOnly && headers['x-user-id'] === undefined && headers['x-api-key'] === undefined) return;
        contextValue.principal = await this.authenticate(headers['x-user-id'], headers['x-api-key']);
        if (introspectionOnly) return;
        assertCost(schema, document, operationName ?? undefined, request.variables ?? {});
        contextValue.counted = !(onlyFields && isUncounted(operation, rootFields));
      },
      // Runs only when the response cache had no answer (plugins before this one answer first).
      responseForOperation: async ({ contextValue }): Promise<GraphQLResponse | null> => {
        if (!contextValue.counted) return null;
        const result = await this.usage.count(contextValue.principal!);
        if (result.allowed) return null;
        const error = apiError('API_RATE_LIMIT_EXCEEDED', rateLimitExceededMessage(result.resetsAt), { resetsAt: result.resetsAt });
        return {
          http: { status: undefined, headers: new HeaderMap() },
          body: { kind: 'single', singleResult: { data: null, errors: [formatError(error.toJSON(), error)] } },
        };
      },
      willSendResponse: async ({ response }) => {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (!('data' in result) && result.errors?.some((e) => NULL_DATA_CODES.has(e.extensions?.code as string))) {
          result.data = null;
        }
      },
    };
  }

  private async authenticate(userIdHeader: unknown, apiKeyHeader: unknown) {
    if (typeof userIdHeader !== 'string' || typeof apiKeyHeader !== 'string' || !userIdHeader || !apiKeyHeader) {
      throw apiError('API_KEY_INVALID', 'Send your user ID in the X-USER-ID header and your API key in the X-API-KEY header.');
    }
    if (!/^\d{1,10}$/.test(userIdHeader)) {
      throw apiError('API_KEY_INVALID', `X-USER-ID must be your numeric user ID; "${userIdHeader.slice(0, 40)}" is not.`);
    }
    const principal = await this.developers.authenticate(Number(userIdHeader), apiKeyHeader.trim());
    if (!principal) throw apiError('API_KEY_INVALID', 'The X-API-KEY is not a valid API key for this X-USER-ID.');
    return principal;
  }
}

function isUncounted(operation: OperationDefinitionNode, rootFields: FieldNode[]): boolean {
  if (operation.operation === 'mutation') return true;
  return rootFields.every((f) => f.name.value.startsWith('__') || UNCOUNTED_QUERIES.has(f.name.value));
}
