import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** A program's responses: the list, one response, imports, requests, exports; the responses' trash. */
export const responsesRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'responses/export-view',
      lazy: async () => ({ Component: (await import('./exports')).ExportViewPage }),
      permission: PERMISSIONS.programsAdministration,
    },
    {
      path: 'home/trash/deposits',
      lazy: async () => ({ Component: (await import('./pages/deposits-trash-page')).DepositsTrashPage }),
      permission: PERMISSIONS.programsAdministration,
    },
  ],
  program: [
    { path: 'responses', lazy: async () => ({ Component: (await import('./pages/responses-page')).ResponsesPage }) },
    {
      path: 'responses/:responseId',
      lazy: async () => ({ Component: (await import('./pages/response-detail-page')).ResponseDetailPage }),
    },
    {
      path: 'import-deposits',
      lazy: async () => ({ Component: (await import('./import/import-deposits-page')).ImportDepositsPage }),
    },
    { path: 'requests', lazy: async () => ({ Component: (await import('./requests/requests-page')).RequestsPage }) },
    { path: 'export-config', lazy: async () => ({ Component: (await import('./exports')).ExportConfigPage }) },
  ],
};
