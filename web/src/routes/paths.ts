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
  /** The spec's link from the dashboard's non-developer prompt; redirects to signupDevelopers. */
  signupDeveloper: '/signup/developer',
  signupCreators: '/signup',
  login: '/login',
  verifyLogin: '/verify-login',
  logout: '/logout',
  invitation: (code: string) => `/invitation/${encodeURIComponent(code)}`,
  dashboard: '/dashboard',
  myApps: '/dashboard/my-apps',
  creatorDashboard: '/dashboard/creator',
  /** Billing result pages (spec §2), where Stripe and the /payments/* form posts redirect. */
  paymentSuccess: '/billing/payment-success',
  paymentFailed: '/billing/payment-failed',
  downgradeSuccess: '/billing/downgrade-success',
  businessUpgradeSuccess: '/billing/business-upgrade-success',
  proDowngradeSuccess: '/billing/pro-downgrade-success',
  billingUnavailable: '/billing/unavailable',
  /** The public API's GraphQL playground, served by the API server (not a client-side route). */
  playground: '/graphql',
} as const;

/** Server routes posted to as classic forms (spec §7); each answers with a redirect. */
export const formActions = {
  forwardToStripe: '/payments/forward-to-stripe',
  customerPortal: '/payments/create-customer-portal-session',
  upgradeToBusiness: '/payments/upgrade-to-business-plan',
  downgradeToPro: '/payments/downgrade-to-pro-plan',
  downgradeToFree: '/payments/downgrade-plan',
  feedbackBoard: '/auth/get-canny-user-redirect',
} as const;

/** Returns a function that turns a path into a link target carrying the current query string (e.g. ?inviteCode=). */
export function useKeepQuery(): (pathname: string) => To {
  const { search } = useLocation();
  return (pathname) => ({ pathname, search });
}
