/** Paths after `/{locale}/admin/` of the wing's own pages. */
export const INVOICES_PATH = 'home/settings/invoices';
export const BILLING_INFO_PATH = 'home/billing/info';
export const CHECKING_PATH = 'home/settings/checking';
export const RETRY_INVOICE_PATH = 'billing/retry-invoice';
