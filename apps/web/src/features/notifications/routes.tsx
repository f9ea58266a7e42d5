import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';

// In the public layout, the page loads inside it (lib/lazy-page.ts), with its texts.
const EmailingPage = lazyPage(
  () => Promise.all([import('./pages/emailing-page'), loadLateNamespace('notifications')]).then(([page]) => page),
  (page) => page.EmailingPage,
);

/** The portal's `emailing` page (SPEC §2), for signed-in users like the profile. */
export const notificationsRoutes: FeatureRoutes = {
  publicSignedIn: [{ path: 'emailing', Component: EmailingPage }],
};
