import { useLocation, useParams, type To } from 'react-router-dom';

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

/** Views of a comic series' sub-pages (spec 001 §2: the third path segment selects the view). */
export type SeriesView = 'edit' | 'organise' | 'preview' | 'team' | 'new-episode' | 'distribute';

/** Internal sub-steps of the onboarding wizard (spec 001 §2), plus the Congrats page. */
export type OnboardingStep = 'new-creator' | 'pick-creator' | 'invite-team' | 'new-episode' | 'preview' | 'congrats';

/**
 * The creator dashboard's URLs (spec 001 §2). Route parameters, as routes/index.tsx declares them:
 * series pages `:uuid` (the series), episode pages `:seriesUuid` and `:uuid` (the episode),
 * view-episodes `:uuid` and `:status`, payments `:type`, `:uuid` and optional `:status`, creator
 * pages `:uuid` (the creator), the wizard `:uuid` and `:step`.
 */
export const creatorPaths = {
  home: '/dashboard/creator',
  /** Step 01 of the wizard: the new series form. */
  newSeries: '/dashboard/new/comicseries',
  /** The wizard for a series; without a step it continues where the series' progress stands. */
  onboarding: (seriesUuid: string, step?: OnboardingStep) => `/dashboard/new/comicseries/${seriesUuid}${step ? `/${step}` : ''}`,
  series: (uuid: string) => `/dashboard/comicseries/${uuid}`,
  seriesView: (uuid: string, view: SeriesView) => `/dashboard/comicseries/${uuid}/${view}`,
  /** Episodes of one status (upper-cased in the route, spec 001 §2). */
  viewEpisodes: (uuid: string, status: string) => `/dashboard/comicseries/${uuid}/view-episodes/${status.toUpperCase()}`,
  /** The series home's 'Add a New Episode' tile (spec 001 §2). */
  newEpisode: (seriesUuid: string) => `/dashboard/new-episode/comicseries/${seriesUuid}`,
  episodeEdit: (seriesUuid: string, uuid: string) => `/dashboard/comicseries/${seriesUuid}/episode/${uuid}/edit`,
  episodePreview: (seriesUuid: string, uuid: string) => `/dashboard/comicseries/${seriesUuid}/episode/${uuid}/preview`,
  /** The payments page (spec 001 §2), for a comic series by default. */
  payments: (uuid: string, type = 'comicseries', status?: string) => `/dashboard/edit/payments/${type}/${uuid}${status ? `/${status}` : ''}`,
  /** The series home's 'Team' tile (spec 001 §2). */
  team: (seriesUuid: string) => `/dashboard/team/comicseries/${seriesUuid}`,
  newCreator: '/dashboard/new/creator',
  creator: (uuid: string) => `/dashboard/creator/${uuid}`,
  creatorView: (uuid: string, view: 'new' | 'edit' | 'preview') => `/dashboard/creator/${uuid}/${view}`,
  inviteCreator: '/dashboard/invite/creator',
  /** The Webtoons intake (spec 001 §2: its route is not shown; Inkcast's choice). */
  webtoons: '/dashboard/webtoons',
  /** `path` with a `backlink` query parameter (spec 001 §2: back links read it). */
  withBacklink: (path: string, backlink: string) => `${path}?backlink=${encodeURIComponent(backlink).replace(/%2F/g, '/')}`,
} as const;

/**
 * The back link of a page (spec 001 §2): the `backlink` query parameter when it is an in-app path,
 * else `fallback`.
 */
export function useBacklink(fallback: string): string {
  const { search } = useLocation();
  const backlink = new URLSearchParams(search).get('backlink');
  return backlink && backlink.startsWith('/') && !backlink.startsWith('//') ? backlink : fallback;
}

/**
 * The series of a page under /dashboard/comicseries/{uuid} (or a route naming it :seriesUuid),
 * lower-cased; the series page; and where Back goes (the backlink, else the series page).
 */
export function useSeriesRoute(): { seriesUuid: string; seriesPath: string; back: string } {
  const params = useParams();
  const seriesUuid = (params.uuid ?? params.seriesUuid ?? '').toLowerCase();
  const seriesPath = creatorPaths.series(seriesUuid);
  return { seriesUuid, seriesPath, back: useBacklink(seriesPath) };
}

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
