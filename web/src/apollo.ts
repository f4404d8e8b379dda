import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { csrfToken } from './session/session-store';

/** Path of the dashboard's GraphQL API (session cookie auth), served by the Inkcast API server. */
export const INTERNAL_GRAPHQL_PATH = '/internal/graphql';

/**
 * Builds the Apollo Client that talks to the dashboard API with the session cookie; every request
 * carries the `x-csrf-token` header from `GET /auth/session`. Only the dashboard loads it.
 */
export function createApolloClient(): ApolloClient {
  const withCsrf = new SetContextLink(async (prevContext) => ({
    headers: { ...(prevContext.headers as Record<string, string> | undefined), 'x-csrf-token': await csrfToken() },
  }));
  return new ApolloClient({
    link: ApolloLink.from([withCsrf, new HttpLink({ uri: INTERNAL_GRAPHQL_PATH, credentials: 'include' })]),
    cache: new InMemoryCache({
      typePolicies: {
        DeveloperDashboard: { keyFields: ['userId'] },
        InternalUser: { keyFields: ['id'] },
      },
    }),
  });
}
