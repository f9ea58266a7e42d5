import type { FeatureRoutes } from '../../lib/feature-routes';
import { HomePage } from './pages/home-page';

/** The applicant's side: the home (loads with the app) and its open calls, a program's page, applying, one's profile. */
export const portalRoutes: FeatureRoutes = {
  public: [
    { index: true, element: <HomePage /> },
    { path: 'programs', lazy: async () => ({ Component: (await import('./pages/programs-page')).ProgramsPage }) },
    {
      path: 'applications/:programSlug',
      lazy: async () => ({ Component: (await import('./pages/program-page')).ProgramPage }),
    },
  ],
  publicSignedIn: [
    {
      path: 'applications/:programSlug/apply',
      lazy: async () => ({ Component: (await import('./pages/apply-page')).ApplyPage }),
    },
    { path: 'profile', lazy: async () => ({ Component: (await import('./pages/profile-page')).ProfilePage }) },
  ],
};
