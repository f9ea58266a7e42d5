import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** Issue 15 `transactionnals`: the program's e-mails (`transactionnals-v1`, the former address, leads there). */
export const emailTemplatesRoutes: FeatureRoutes = {
  program: [
    {
      path: 'transactionnals',
      lazy: pagesWithTexts(
        () => import('./pages/back-office-pages'),
        'emailTemplates',
      )((pages) => pages.EmailTemplatesPage),
    },
    { path: 'transactionnals-v1', element: <Navigate replace to="../transactionnals" relative="path" /> },
  ],
};
