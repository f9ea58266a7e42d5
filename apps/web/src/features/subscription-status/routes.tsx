import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

const page = pagesWithTexts(() => import('./pages/landing-pages'), 'subscriptionStatus');

/** SPEC §2 `admin/standby-landing-page`, `admin/suspended-landing-page`: where the subscription guard sends. */
export const subscriptionStatusRoutes: FeatureRoutes = {
  backOffice: [
    { path: 'standby-landing-page', lazy: page((pages) => pages.StandbyLandingPage) },
    { path: 'suspended-landing-page', lazy: page((pages) => pages.SuspendedLandingPage) },
  ],
};
