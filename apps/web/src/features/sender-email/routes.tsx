import { PERMISSIONS } from '@opencall/shared/auth';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

type Pages = typeof import('./pages/back-office-pages');

/** A page of this wing, with its texts: the wing's pages arrive together. */
const page = (pick: (pages: Pages) => ComponentType) => async () => {
  const [pages] = await Promise.all([import('./pages/back-office-pages'), loadLateNamespace('senderEmail')]);
  return { Component: pick(pages) };
};

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
