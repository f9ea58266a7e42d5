import { PERMISSIONS } from '@opencall/shared/auth';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { BackOfficeRoute, FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';
import { FLOW_ENTRIES } from './flow-paths';
import { BILLING_INFO_PATH, CHECKING_PATH, INVOICES_PATH, RETRY_INVOICE_PATH } from './paths';

type Pages = typeof import('./pages/back-office-pages');

/** A page of this wing, with its texts: the wing's pages arrive together. */
const page = pagesWithTexts(() => import('./pages/back-office-pages'), 'billing');

const access = { permission: PERMISSIONS.platformAdministration };

/** A flow's address without a step opens its first step; `steps/{stepId}` is the flow itself. */
function flowRoutes(
  flow: (typeof FLOW_ENTRIES)[keyof typeof FLOW_ENTRIES],
  pick: (pages: Pages) => ComponentType,
): BackOfficeRoute[] {
  return [
    { path: flow.path, ...access, element: <Navigate replace to={`steps/${flow.firstStep}`} /> },
    { path: `${flow.path}/steps/:stepId`, ...access, lazy: page(pick) },
  ];
}

/** The platform's subscription and billing (SPEC §2), for its administrators. */
export const billingRoutes: FeatureRoutes = {
  backOffice: [
    ...flowRoutes(FLOW_ENTRIES.create, (pages) => pages.CreateSubscriptionPage),
    ...flowRoutes(FLOW_ENTRIES.changePlan, (pages) => pages.ChangePlanPage),
    ...flowRoutes(FLOW_ENTRIES.updateSeats, (pages) => pages.UpdateSeatsPage),
    { path: BILLING_INFO_PATH, ...access, lazy: page((pages) => pages.BillingInfoPage) },
    { path: INVOICES_PATH, ...access, lazy: page((pages) => pages.InvoicesPage) },
    { path: CHECKING_PATH, ...access, lazy: page((pages) => pages.CheckingPage) },
    { path: RETRY_INVOICE_PATH, ...access, lazy: page((pages) => pages.RetryInvoicePage) },
  ],
};
