import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Path of the dashboard's GraphQL API (session cookie auth), served by the Inkcast API server. */
export const INTERNAL_GRAPHQL_PATH = '/internal/graphql';

/** Builds the Apollo Client that talks to the dashboard API with the session cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: INTERNAL_GRAPHQL_PATH, credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
