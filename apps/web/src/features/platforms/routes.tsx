import { PERMISSIONS } from '@opencall/shared/auth';
import { PLATFORM_PAGE_KINDS } from '@opencall/shared/platforms';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyPage } from '../../lib/lazy-page';
import { LEGAL_PAGE_PATHS } from './legal-pages';
import { PlatformDeletedPage } from './pages/platform-deleted-page';

// In the public layout, the page loads inside it (lib/lazy-page.ts).
const LegalPage = lazyPage(
  () => import('./pages/legal-page'),
  (page) => page.LegalPage,
);

/** The platform's legal pages and their editors; the deleted-platform page loads with the app. */
export const platformsRoutes: FeatureRoutes = {
  public: [
    { path: 'platform-deleted', element: <PlatformDeletedPage /> },
    ...PLATFORM_PAGE_KINDS.map((kind) => ({ path: LEGAL_PAGE_PATHS[kind], element: <LegalPage kind={kind} /> })),
  ],
  backOffice: [
    {
      path: 'home/interfaces',
      permission: PERMISSIONS.platformAdministration,
      lazy: async () => ({ Component: (await import('./components/interfaces-shell')).InterfacesShell }),
      children: [
        { index: true, element: <Navigate replace to="legal-notice" /> },
        {
          path: 'legal-notice',
          lazy: async () => ({ Component: (await import('./pages/legal-notice-admin-page')).LegalNoticeAdminPage }),
        },
        {
          path: 'accessibility',
          lazy: async () => ({
            Component: (await import('./pages/accessibility-admin-page')).AccessibilityAdminPage,
          }),
        },
      ],
    },
  ],
};
