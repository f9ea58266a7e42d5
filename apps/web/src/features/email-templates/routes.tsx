import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

/** Issue 15 `transactionnals`: the program's e-mails (`transactionnals-v1`, the former address, leads there). */
export const emailTemplatesRoutes: FeatureRoutes = {
  program: [
    {
      path: 'transactionnals',
      lazy: async () => {
        const [pages] = await Promise.all([import('./pages/back-office-pages'), loadLateNamespace('emailTemplates')]);
        return { Component: pages.EmailTemplatesPage };
      },
    },
    { path: 'transactionnals-v1', element: <Navigate replace to="../transactionnals" relative="path" /> },
  ],
};
