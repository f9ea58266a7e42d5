import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyPage } from '../../lib/lazy-page';

// In the public layout, the page loads inside it (lib/lazy-page.ts).
const EmailChangePage = lazyPage(
  () => import('./pages/email-change-page'),
  (page) => page.EmailChangePage,
);

/**
 * One's account settings: in the back office (`admin/profile`), and the link mailed to a new address
 * (`email-change`, for everyone: the link may open in a browser that is not signed in). The portal's
 * `/{locale}/profile` page belongs to the portal and shows the same settings.
 */
export const profileRoutes: FeatureRoutes = {
  public: [{ path: 'email-change', Component: EmailChangePage }],
  backOffice: [
    {
      path: 'profile',
      lazy: async () => ({ Component: (await import('./pages/admin-profile-page')).AdminProfilePage }),
    },
  ],
};
