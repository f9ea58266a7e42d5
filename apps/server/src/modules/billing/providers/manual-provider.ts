import { AppError } from '@opencall/shared/errors';
import { buildInvoice, periodEndOf } from '../invoice-builder';
import type { BillingProvider } from './billing-provider';

/**
 * Without payment keys: the installation issues invoices for payment by transfer. Nothing is charged,
 * so an invoice stays open until the operator settles it, and the subscription runs meanwhile.
 */
export function createManualProvider(): BillingProvider {
  return {
    kind: 'manual',
    publishableKey: null,
    async preview(_customer, change) {
      return buildInvoice(change);
    },
    async apply(customer, change, idempotencyKey) {
      const sameInterval = change.current && change.current.price.recurringInterval === change.price.recurringInterval;
      const periodStart = sameInterval && change.current ? change.current.periodStart : change.prorationDate;
      return {
        customerRef: customer.customerRef,
        subscriptionRef: null,
        periodStart,
        periodEnd:
          sameInterval && change.current
            ? change.current.periodEnd
            : periodEndOf(periodStart, change.price.recurringInterval),
        // The request's key names the invoice: a request sent twice issues it once.
        invoice: {
          ref: `manual-${idempotencyKey}`,
          status: 'open',
          invoice: buildInvoice(change),
          failureReason: null,
          clientSecret: null,
        },
      };
    },
    async pay() {
      // Manual invoicing charges nothing: the invoice stays open for a transfer.
      return null;
    },
    async savePaymentMethod() {
      throw new AppError('validation_failed', { details: [{ field: 'paymentMethod', reason: 'invalid' }] });
    },
    verifyEvent() {
      throw new AppError('not_found', { details: { entity: 'billingProvider' } });
    },
  };
}
