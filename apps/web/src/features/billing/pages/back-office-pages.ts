// The wing's back-office pages, in one chunk with its texts (routes.tsx).
export { BillingInfoPage } from './billing-info-page';
export { CheckingPage } from './checking-page';
export { InvoicesPage } from './invoices-page';
export { RetryInvoicePage } from './retry-invoice-page';
export { ChangePlanPage, CreateSubscriptionPage, UpdateSeatsPage } from './subscription-flow-page';
