import { useLocation, type To } from 'react-router-dom';

/** Every URL the web app links to, in one place (the spec's URL table; {product} = inkcast). */
export const paths = {
  home: '/',
  developers: '/developers',
  pricing: '/developers/pricing',
  whyWeBuilt: '/developers/why-we-built-inkcast',
  podcastApiDocs: '/developers/podcast-api',
  comicsApiDocs: '/developers/comics-api',
  introToGraphqlApi: '/developers/intro-to-inkcast-graphql-api',
  changelog: '/developers/changelog',
  developerPolicy: '/terms-of-service/developer-policy',
  privacyPolicy: '/terms-of-service/privacy-policy',
  signupDevelopers: '/signup/developers',
  /** The public API's GraphQL playground, served by the API server (not a client-side route). */
  playground: '/graphql',
} as const;

/** Returns a function that turns a path into a link target carrying the current query string (e.g. ?inviteCode=). */
export function useKeepQuery(): (pathname: string) => To {
  const { search } = useLocation();
  return (pathname) => ({ pathname, search });
}
