import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

/** SPEC `admin/logs`: the e-mail log, for the platform's administrators (its texts arrive with the page). */
export const emailLogsRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'logs',
      permission: PERMISSIONS.platformAdministration,
      lazy: async () => {
        const [page] = await Promise.all([import('./pages/email-logs-page'), loadLateNamespace('emailLogs')]);
        return { Component: page.EmailLogsPage };
      },
    },
  ],
};
