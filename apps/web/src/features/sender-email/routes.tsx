import { PERMISSIONS } from '@opencall/shared/auth';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** A page of this wing, with its texts: the wing's pages arrive together. */
const page = pagesWithTexts(() => import('./pages/back-office-pages'), 'senderEmail');

/** `admin/sender-email`: the platform's sender (`default`) and its sending domains (`domains`). */
export const senderEmailRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'sender-email',
      permission: PERMISSIONS.platformAdministration,
      lazy: page((pages) => pages.SenderEmailShell),
      children: [
        { index: true, element: <Navigate replace to="default" /> },
        { path: 'default', lazy: page((pages) => pages.SenderDefaultPage) },
        { path: 'domains', lazy: page((pages) => pages.SendingDomainsPage) },
      ],
    },
  ],
};
