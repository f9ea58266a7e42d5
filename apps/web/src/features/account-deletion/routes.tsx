import { PERMISSIONS } from '@opencall/shared/auth';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';

const deletionPage = (state: 'unprocessed' | 'processed') => async () => {
  const { AccountDeletionPage } = await import('./pages/account-deletion-page');
  return { element: <AccountDeletionPage state={state} /> };
};

/** `home/account-deletion`: the members' requests to delete their account, to process and processed. */
export const accountDeletionRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'home/account-deletion',
      permission: PERMISSIONS.usersRead,
      children: [
        { index: true, element: <Navigate replace to="unprocessed" /> },
        { path: 'unprocessed', lazy: deletionPage('unprocessed') },
        { path: 'processed', lazy: deletionPage('processed') },
      ],
    },
  ],
};
