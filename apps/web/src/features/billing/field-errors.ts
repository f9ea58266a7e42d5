import type { BillingIssue } from '@opencall/shared/billing';
import { ApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';
import type { TFunction } from '../../lib/translator';

/** The billing information form's fields, as SPEC §5 names them (`address.line1`…). */
export const BILLING_FIELDS = [
  'type',
  'firstname',
  'lastname',
  'companyName',
  'taxId',
  'email',
  'address',
  'address.line1',
  'address.line2',
  'address.zipCode',
  'address.city',
  'address.country',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingFieldErrors = Partial<Record<BillingField, string>>;

function messageOf(issue: { field: string; reason: string }, t: TFunction): string {
  if (issue.field === 'email' && issue.reason === 'invalid') return t('billing:errors.email');
  return t(`billing:errors.${issue.reason}`, { defaultValue: t('billing:errors.invalid') });
}

/** SPEC §5 `{ field, reason }` pairs as messages under their fields. */
export function billingIssueMessages(issues: readonly BillingIssue[], t: TFunction): BillingFieldErrors {
  const found: BillingFieldErrors = {};
  for (const issue of issues) {
    const field = BILLING_FIELDS.find((candidate) => candidate === issue.field);
    if (field && !found[field]) found[field] = messageOf(issue, t);
  }
  return found;
}

/** A refused save: the server's `{ field, reason }` details under their fields, anything else as a general message. */
export function billingSaveErrors(
  error: unknown,
  t: TFunction,
): { fields: BillingFieldErrors; general: string | null } {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') {
    return { fields: {}, general: billingErrorMessage(error, t) };
  }
  const details = Array.isArray(error.details) ? error.details : error.details ? [error.details] : [];
  const issues = (details as { field?: unknown; path?: unknown; reason?: unknown }[]).flatMap((detail) => {
    const field = typeof detail.field === 'string' ? detail.field : typeof detail.path === 'string' ? detail.path : '';
    return field
      ? [{ field, reason: typeof detail.reason === 'string' ? detail.reason : 'invalid' } as BillingIssue]
      : [];
  });
  const fields = billingIssueMessages(issues, t);
  return { fields, general: Object.keys(fields).length ? null : billingErrorMessage(error, t) };
}

/** A billing call's failure in words: this wing's own codes first, then the common catalogue. */
export function billingErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return t(`billing:apiErrors.${error.code}`, { defaultValue: apiErrorMessage(error, t) });
  }
  return apiErrorMessage(error, t);
}
