import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** SPEC `admin/logs`: the e-mail log, for the platform's administrators (its texts arrive with the page). */
export const emailLogsRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'logs',
      permission: PERMISSIONS.platformAdministration,
      lazy: pagesWithTexts(() => import('./pages/email-logs-page'), 'emailLogs')((page) => page.EmailLogsPage),
    },
  ],
};
