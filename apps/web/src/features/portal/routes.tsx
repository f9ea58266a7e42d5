import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyPage } from '../../lib/lazy-page';
import { HomePage } from './pages/home-page';

const ProgramsPage = lazyPage(
  () => import('./pages/programs-page'),
  (page) => page.ProgramsPage,
);
const ProgramPage = lazyPage(
  () => import('./pages/program-page'),
  (page) => page.ProgramPage,
);
const ApplyPage = lazyPage(
  () => import('./pages/apply-page'),
  (page) => page.ApplyPage,
);
const ProfilePage = lazyPage(
  () => import('./pages/profile-page'),
  (page) => page.ProfilePage,
);

/** The applicant's side: the home (loads with the app) and its open calls, a program's page, applying, one's profile. */
export const portalRoutes: FeatureRoutes = {
  public: [
    { index: true, element: <HomePage /> },
    { path: 'programs', Component: ProgramsPage },
    { path: 'applications/:programSlug', Component: ProgramPage },
  ],
  publicSignedIn: [
    { path: 'applications/:programSlug/apply', Component: ApplyPage },
    { path: 'profile', Component: ProfilePage },
  ],
};
