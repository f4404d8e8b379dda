import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DeveloperLanding } from './developers/DeveloperLanding';
import { PricingPage } from './developers/PricingPage';
import { WhyWeBuiltPage } from './developers/WhyWeBuiltPage';
import { NotFound } from './NotFound';
import { SiteLayout } from './SiteLayout';

/**
 * The route table, mirroring the spec's URL table. Add a feature by adding its folder under
 * routes/ and its entries here; keep the catch-all '*' last.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      // Developer site (spec §2)
      { index: true, element: <DeveloperLanding /> },
      { path: 'developers', element: <DeveloperLanding /> },
      { path: 'developers/pricing', element: <PricingPage /> },
      { path: 'developers/why-we-built-inkcast', element: <WhyWeBuiltPage /> },

      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The browser router built from `routes`. */
export const router = createBrowserRouter(routes);
