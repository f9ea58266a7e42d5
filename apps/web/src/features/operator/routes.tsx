import { OPERATOR_PERMISSIONS } from '@opencall/shared/auth';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** A page of the console, with its texts: the console's pages arrive together. */
const page = pagesWithTexts(() => import('./pages/back-office-pages'), 'operator');

/** `admin/operator/…`: the installation operator's console (super admins), across every platform. */
export const operatorRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'operator',
      permission: OPERATOR_PERMISSIONS.billingOperate,
      lazy: page((pages) => pages.OperatorShell),
      children: [
        { index: true, element: <Navigate replace to="subscriptions" /> },
        { path: 'subscriptions', lazy: page((pages) => pages.OperatorSubscriptionsPage) },
        { path: 'plans', lazy: page((pages) => pages.OperatorPlansPage) },
        { path: 'promo-codes', lazy: page((pages) => pages.OperatorPromoCodesPage) },
      ],
    },
  ],
};
