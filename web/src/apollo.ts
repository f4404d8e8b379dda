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
      // The creator dashboard's items are normalised by uuid, so a mutation that answers the
      // changed item updates every page showing it; a credit is one creator on one content.
      typePolicies: {
        DeveloperDashboard: { keyFields: ['userId'] },
        InternalUser: { keyFields: ['id'] },
        InternalComicSeries: { keyFields: ['uuid'] },
        InternalCreator: { keyFields: ['uuid'] },
        InternalComicIssue: { keyFields: ['uuid'] },
        Group: { keyFields: ['uuid'] },
        InternalCreatorRoles: { keyFields: ['contentType', 'contentUuid', 'creatorUuid'] },
      },
    }),
  });
}
