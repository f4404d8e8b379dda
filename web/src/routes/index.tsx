import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { DeveloperLanding } from './developers/DeveloperLanding';
import { NotFound } from './NotFound';
import { paths } from './paths';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

/**
 * A page loaded on demand: each area is its own chunk, so the landing page's initial JavaScript
 * holds only the landing page. SiteLayout's Suspense shows a spinner while a chunk loads.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const PricingPage = page(() => import('./developers/PricingPage'), (m) => m.PricingPage);
const WhyWeBuiltPage = page(() => import('./developers/WhyWeBuiltPage'), (m) => m.WhyWeBuiltPage);
const PodcastApiPage = page(() => import('./developers/docs/PodcastApiPage'), (m) => m.PodcastApiPage);
const ComicsApiPage = page(() => import('./developers/docs/ComicsApiPage'), (m) => m.ComicsApiPage);
const IntroGraphqlApiPage = page(() => import('./developers/docs/IntroGraphqlApiPage'), (m) => m.IntroGraphqlApiPage);
const ChangelogPage = page(() => import('./developers/docs/ChangelogPage'), (m) => m.ChangelogPage);
const DeveloperPolicyPage = page(() => import('./terms/DeveloperPolicyPage'), (m) => m.DeveloperPolicyPage);
const PrivacyPolicyPage = page(() => import('./terms/PrivacyPolicyPage'), (m) => m.PrivacyPolicyPage);
const SignupDevelopersPage = page(() => import('./signup/SignupDevelopersPage'), (m) => m.SignupDevelopersPage);
const CreatorSignupPage = page(() => import('./signup/CreatorSignupPage'), (m) => m.CreatorSignupPage);
const LoginPage = page(() => import('./login/LoginPage'), (m) => m.LoginPage);
const VerifyLoginPage = page(() => import('./login/VerifyLoginPage'), (m) => m.VerifyLoginPage);
const LogoutPage = page(() => import('./login/LogoutPage'), (m) => m.LogoutPage);
const InvitationPage = page(() => import('./invitation/InvitationPage'), (m) => m.InvitationPage);
const DashboardLayout = page(() => import('./dashboard/DashboardLayout'), (m) => m.DashboardLayout);
const DashboardHome = page(() => import('./dashboard/DashboardHome'), (m) => m.DashboardHome);
const MyAppsPage = page(() => import('./dashboard/my-apps/MyAppsPage'), (m) => m.MyAppsPage);
// Creator dashboard (spec 001 §2): one chunk per page.
const CreatorHomePage = page(() => import('./creator/home/CreatorHomePage'), (m) => m.CreatorHomePage);
const OnboardingPage = page(() => import('./creator/onboarding/OnboardingPage'), (m) => m.OnboardingPage);
const SeriesHomePage = page(() => import('./creator/series/SeriesHomePage'), (m) => m.SeriesHomePage);
const SeriesEditPage = page(() => import('./creator/series/SeriesEditPage'), (m) => m.SeriesEditPage);
const SeriesPreviewPage = page(() => import('./creator/series/SeriesPreviewPage'), (m) => m.SeriesPreviewPage);
const DistributePage = page(() => import('./creator/series/DistributePage'), (m) => m.DistributePage);
const CreatorNewPage = page(() => import('./creator/creators/CreatorNewPage'), (m) => m.CreatorNewPage);
const CreatorViewPage = page(() => import('./creator/creators/CreatorViewPage'), (m) => m.CreatorViewPage);
const CreatorEditPage = page(() => import('./creator/creators/CreatorEditPage'), (m) => m.CreatorEditPage);
const CreatorPreviewPage = page(() => import('./creator/creators/CreatorPreviewPage'), (m) => m.CreatorPreviewPage);
const WebtoonsIntakePage = page(() => import('./creator/webtoons/WebtoonsIntakePage'), (m) => m.WebtoonsIntakePage);
const EpisodeFormPage = page(() => import('./creator/episodes/EpisodeFormPage'), (m) => m.EpisodeFormPage);
const EpisodePreviewPage = page(() => import('./creator/episodes/EpisodePreviewPage'), (m) => m.EpisodePreviewPage);
const EpisodesListPage = page(() => import('./creator/episodes/EpisodesListPage'), (m) => m.EpisodesListPage);
const OrganisePage = page(() => import('./creator/seasons/OrganisePage'), (m) => m.OrganisePage);
const PaymentsPage = page(() => import('./creator/payments/PaymentsPage'), (m) => m.PaymentsPage);
const TeamPage = page(() => import('./creator/team/TeamPage'), (m) => m.TeamPage);
const InviteCreatorPage = page(() => import('./creator/team/InviteCreatorPage'), (m) => m.InviteCreatorPage);
const TeamInvitationPage = page(() => import('./creator/team/TeamInvitationPage'), (m) => m.TeamInvitationPage);
const SupportPage = page(() => import('./support/SupportPage'), (m) => m.SupportPage);
const ApiLayout = page(() => import('./creator/home/ApiLayout'), (m) => m.ApiLayout);
// The billing result pages share one chunk.
const billingResults = () => import('./billing/BillingResultPages');
const PaymentSuccessPage = page(billingResults, (m) => m.PaymentSuccessPage);
const PaymentFailedPage = page(billingResults, (m) => m.PaymentFailedPage);
const DowngradeSuccessPage = page(billingResults, (m) => m.DowngradeSuccessPage);
const BusinessUpgradeSuccessPage = page(billingResults, (m) => m.BusinessUpgradeSuccessPage);
const ProDowngradeSuccessPage = page(billingResults, (m) => m.ProDowngradeSuccessPage);
const BillingUnavailablePage = page(billingResults, (m) => m.BillingUnavailablePage);

/** /signup/developer (the spec's link from the dashboard) is /signup/developers. */
function ToSignupDevelopers() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.signupDevelopers, search }} replace />;
}

/**
 * The route table, mirroring the spec's URL table. Add a feature by adding its folder under
 * routes/ and its entries here; keep the catch-all '*' last.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        // Errors (a page that fails to load or render) show inside the site frame.
        errorElement: <RouteError />,
        children: [
          // Developer site (spec §2)
          { index: true, element: <DeveloperLanding /> },
          { path: 'developers', element: <DeveloperLanding /> },
          { path: 'developers/pricing', Component: PricingPage },
          { path: 'developers/why-we-built-inkcast', Component: WhyWeBuiltPage },
          { path: 'developers/podcast-api', Component: PodcastApiPage },
          { path: 'developers/comics-api', Component: ComicsApiPage },
          { path: 'developers/intro-to-inkcast-graphql-api', Component: IntroGraphqlApiPage },
          { path: 'developers/changelog', Component: ChangelogPage },
          { path: 'terms-of-service/developer-policy', Component: DeveloperPolicyPage },
          { path: 'terms-of-service/privacy-policy', Component: PrivacyPolicyPage },
          // Creator help articles (spec 001 §2 episode form help links)
          { path: 'support/:slug', Component: SupportPage },

          // Sign-up and login (spec §2, §4)
          { path: 'signup/developers', Component: SignupDevelopersPage },
          { path: 'signup/developer', Component: ToSignupDevelopers },
          { path: 'signup', Component: CreatorSignupPage },
          { path: 'login', Component: LoginPage },
          { path: 'verify-login', Component: VerifyLoginPage },
          { path: 'logout', Component: LogoutPage },
          // A developer invite code (spec 000); a team invitation is /team-invitation/{token} below.
          { path: 'invitation/:code', Component: InvitationPage },
          // The team invitation link of the e-mail (spec 001 §3 Invitation): the dashboard API, signed in or not.
          { Component: ApiLayout, children: [{ path: 'team-invitation/:token', Component: TeamInvitationPage }] },

          // Dashboard (spec §2)
          {
            path: 'dashboard',
            Component: DashboardLayout,
            children: [
              { index: true, Component: DashboardHome },
              { path: 'my-apps', Component: MyAppsPage },

              // Creator dashboard (spec 001 §2). Series pages name the series :uuid; episode pages
              // :seriesUuid and :uuid; creator pages the creator :uuid.
              { path: 'creator', Component: CreatorHomePage },
              { path: 'new/comicseries', Component: OnboardingPage },
              { path: 'new/comicseries/:uuid', Component: OnboardingPage },
              { path: 'new/comicseries/:uuid/:step', Component: OnboardingPage },
              { path: 'comicseries/:uuid', Component: SeriesHomePage },
              { path: 'comicseries/:uuid/edit', Component: SeriesEditPage },
              { path: 'comicseries/:uuid/preview', Component: SeriesPreviewPage },
              { path: 'comicseries/:uuid/distribute', Component: DistributePage },
              { path: 'comicseries/:uuid/organise', Component: OrganisePage },
              { path: 'comicseries/:uuid/team', Component: TeamPage },
              { path: 'comicseries/:uuid/new-episode', Component: EpisodeFormPage },
              { path: 'comicseries/:uuid/view-episodes/:status', Component: EpisodesListPage },
              { path: 'comicseries/:seriesUuid/episode/:uuid/edit', Component: EpisodeFormPage },
              { path: 'comicseries/:seriesUuid/episode/:uuid/preview', Component: EpisodePreviewPage },
              { path: 'new-episode/comicseries/:uuid', Component: EpisodeFormPage },
              { path: 'edit/payments/:type/:uuid', Component: PaymentsPage },
              { path: 'edit/payments/:type/:uuid/:status', Component: PaymentsPage },
              { path: 'team/comicseries/:uuid', Component: TeamPage },
              { path: 'invite/creator', Component: InviteCreatorPage },
              { path: 'new/creator', Component: CreatorNewPage },
              { path: 'creator/:uuid', Component: CreatorViewPage },
              { path: 'creator/:uuid/new', Component: CreatorNewPage },
              { path: 'creator/:uuid/edit', Component: CreatorEditPage },
              { path: 'creator/:uuid/preview', Component: CreatorPreviewPage },
              { path: 'webtoons', Component: WebtoonsIntakePage },
            ],
          },

          // Billing result pages, where the /payments/* form posts and Stripe redirect (spec §2)
          { path: 'billing/payment-success', Component: PaymentSuccessPage },
          { path: 'billing/payment-failed', Component: PaymentFailedPage },
          { path: 'billing/downgrade-success', Component: DowngradeSuccessPage },
          { path: 'billing/business-upgrade-success', Component: BusinessUpgradeSuccessPage },
          { path: 'billing/pro-downgrade-success', Component: ProDowngradeSuccessPage },
          { path: 'billing/unavailable', Component: BillingUnavailablePage },

          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The browser router built from `routes`. */
export const router = createBrowserRouter(routes);
