import type { SubscriptionStatus } from '@opencall/shared/billing';
import type { Db } from '../../db/client';
import type { Conn, SubscriptionRow } from './billing.repository';
import * as billingRepository from './billing.repository';
import type { BillingSetup } from './billing-setup';
import { settleInvoice } from './invoices.service';
import type { ProviderEvent } from './providers/billing-provider';
import { recordInvoice } from './subscriptions.service';

const DAY_MS = 24 * 3600 * 1000;

/** Stripe's subscription statuses in ours. */
const STATUS_OF: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  incomplete: 'past_due',
  unpaid: 'suspended',
  paused: 'suspended',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

async function subscriptionOfEvent(db: Conn, event: ProviderEvent): Promise<SubscriptionRow | undefined> {
  if (event.subscriptionRef) {
    const row = await billingRepository.findSubscriptionByRef(db, event.subscriptionRef);
    if (row) return row;
  }
  return event.customerRef ? billingRepository.findSubscriptionByCustomer(db, event.customerRef) : undefined;
}

/**
 * Applies one verified provider event, exactly once and in order: its id is recorded in the same
 * transaction as its effect (a replay finds it and changes nothing), and a subscription event older
 * than the last one applied is ignored. Invoice outcomes are monotonic: a paid invoice stays paid.
 */
export async function applyProviderEvent(
  db: Db,
  setup: BillingSetup,
  event: ProviderEvent,
): Promise<'applied' | 'ignored'> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await billingRepository.recordEvent(tx, event.id, event.type))) return { result: 'ignored' as const };
    const subscription = await subscriptionOfEvent(tx, event);
    if (!subscription) return { result: 'ignored' as const };
    const platformId = subscription.platformId;
    if (event.invoice?.ref) {
      const known = await billingRepository.findInvoiceByRef(tx, event.invoice.ref);
      const account = await billingRepository.findAccount(tx, platformId);
      const row =
        known ?? (await recordInvoice(tx, platformId, event.invoice, account?.info ?? null, setup.currency)).row;
      await settleInvoice(tx, setup, platformId, row, event.invoice.status, event.invoice.failureReason);
      return { result: 'applied' as const, platformId };
    }
    if (event.subscriptionStatus) {
      if (subscription.lastEventAt && event.createdAt < subscription.lastEventAt) return { result: 'ignored' as const };
      const status = STATUS_OF[event.subscriptionStatus] ?? subscription.status;
      // The operator's own suspension is not lifted by the provider.
      const kept = subscription.status === 'suspend' ? 'suspend' : status;
      await billingRepository.updateSubscription(tx, platformId, {
        status: kept,
        lastEventAt: event.createdAt,
        ...(event.periodStart && { currentPeriodStart: event.periodStart }),
        ...(event.periodEnd && { currentPeriodEnd: event.periodEnd }),
        graceEndsAt:
          kept === 'past_due' ? (subscription.graceEndsAt ?? new Date(Date.now() + setup.graceDays * DAY_MS)) : null,
      });
      return { result: 'applied' as const, platformId };
    }
    return { result: 'ignored' as const };
  });
  if (outcome.result === 'applied' && outcome.platformId) setup.gate.forget(outcome.platformId);
  return outcome.result;
}
