import { createHash } from 'node:crypto';
import {
  type Invoice,
  isStandbyPlan,
  type PaymentOutcome,
  type Plan,
  type PreviewInvoiceBody,
  previewResultOf,
  type Subscription,
  type SubscriptionStatus,
} from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import type { Conn, SubscriptionRow } from './billing.repository';
import * as billingRepository from './billing.repository';
import type { BillingSetup } from './billing-setup';
import type {
  AppliedSubscription,
  ProviderCustomer,
  ProviderInvoice,
  SubscriptionChange,
} from './providers/billing-provider';
import { resolveChange } from './subscription-change';
import { toPlan, toSubscription, unbilledSubscription } from './subscription-view';

type Ctx = Pick<RequestContext, 'db' | 'platform'>;
const DAY_MS = 24 * 3600 * 1000;

export async function subscriptionOf(db: Conn, platformId: string, setup: BillingSetup): Promise<Subscription> {
  const row = await billingRepository.findSubscription(db, platformId);
  if (!row) return unbilledSubscription(setup.provider.kind);
  return toSubscription(row, await billingRepository.findPlan(db, row.planId), new Date());
}

export function getSubscription(ctx: Ctx, setup: BillingSetup): Promise<Subscription> {
  return subscriptionOf(ctx.db, ctx.platform.id, setup);
}

/** The plans a platform may choose: active, neither the trial nor the standby plan, cheapest first. */
export async function listOfferedPlans(ctx: Ctx): Promise<Plan[]> {
  const cheapest = (plan: Plan) =>
    Math.min(...plan.prices.map((p) => p.unitAmount * (p.recurringInterval === 'month' ? 12 : 1)));
  return (await billingRepository.listPlans(ctx.db))
    .map(toPlan)
    .filter((plan) => plan.active && !isStandbyPlan(plan) && plan.badgeKind !== 'trial' && plan.prices.length > 0)
    .sort((a, b) => cheapest(a) - cheapest(b));
}

export async function customerOf(
  db: Conn,
  platform: Ctx['platform'],
  row?: SubscriptionRow,
): Promise<ProviderCustomer> {
  const account = await billingRepository.findAccount(db, platform.id);
  return {
    platformId: platform.id,
    platformName: platform.name,
    customerRef: row?.customerRef ?? account?.customerRef ?? null,
    paymentMethodRef: account?.paymentMethodRef ?? null,
    info: account?.info ?? null,
  };
}

/** SPEC §7: the upcoming invoice for the change the flow describes. */
export async function previewInvoice(ctx: Ctx, setup: BillingSetup, body: PreviewInvoiceBody): Promise<Invoice> {
  const existing = await billingRepository.findSubscription(ctx.db, ctx.platform.id);
  const change = await resolveChange(ctx.db, body, existing, setup.currency);
  return setup.provider.preview(await customerOf(ctx.db, ctx.platform, existing), change);
}

type Flow = 'create' | 'plan' | 'seats';

/** A change that asks for exactly what runs now. */
function sameAsRunning(row: SubscriptionRow, change: SubscriptionChange): boolean {
  const addons = (list: { id: string; priceId: string; quantity: number }[]) =>
    JSON.stringify([...list].sort((a, b) => a.id.localeCompare(b.id)).map((a) => [a.id, a.priceId, a.quantity]));
  return (
    row.planId === change.plan.id &&
    row.priceId === change.price.id &&
    row.nbSeats === change.nbSeats &&
    addons(row.addons) === addons(change.addonRefs)
  );
}

/** One key per distinct request on one state of the subscription: a double click charges once. */
function idempotencyKeyOf(platformId: string, flow: Flow, body: PreviewInvoiceBody, row?: SubscriptionRow): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([platformId, flow, body, row?.updatedAt?.toISOString() ?? null]))
    .digest('hex');
  return `oc-${flow}-${digest.slice(0, 40)}`;
}

function statusAfter(payment: ProviderInvoice['status'] | 'none'): SubscriptionStatus {
  return payment === 'failed' || payment === 'requires_action' ? 'past_due' : 'active';
}

/** Writes the invoice a provider answer brought, once (a replayed answer finds it by reference). */
export async function recordInvoice(
  db: Conn,
  platformId: string,
  invoice: ProviderInvoice,
  billedTo: ProviderCustomer['info'],
  currency: string,
) {
  if (invoice.ref) {
    const known = await billingRepository.findInvoiceByRef(db, invoice.ref);
    if (known) return { row: known, isNew: false };
  }
  const inserted = await billingRepository.insertInvoice(db, platformId, {
    status: invoice.status === 'requires_action' ? 'open' : invoice.status,
    invoice: invoice.invoice,
    result: previewResultOf(invoice.invoice),
    currency,
    providerRef: invoice.ref,
    failureReason: invoice.failureReason,
    billedTo,
    paidAt: invoice.status === 'paid' ? new Date() : null,
  });
  if (inserted) return { row: inserted, isNew: true };
  const known = invoice.ref ? await billingRepository.findInvoiceByRef(db, invoice.ref) : undefined;
  if (!known) throw new Error('billing_invoices insert returned no row');
  return { row: known, isNew: false };
}

async function saveApplied(
  ctx: Ctx,
  setup: BillingSetup,
  change: SubscriptionChange,
  applied: AppliedSubscription,
  customer: ProviderCustomer,
): Promise<PaymentOutcome> {
  const payment = applied.invoice?.status ?? 'none';
  const status = statusAfter(payment);
  const invoiceId = await ctx.db.transaction(async (tx) => {
    const recorded = applied.invoice
      ? await recordInvoice(tx, ctx.platform.id, applied.invoice, customer.info, setup.currency)
      : null;
    if (recorded?.isNew && change.promo) await billingRepository.redeemPromo(tx, change.promo.id);
    await billingRepository.upsertSubscription(tx, ctx.platform.id, {
      status,
      planId: change.plan.id,
      previousPlanId: null,
      priceId: change.price.id,
      recurringInterval: change.price.recurringInterval,
      nbSeats: change.nbSeats,
      addons: change.addonRefs,
      promoCodeId: change.promo?.id ?? null,
      provider: setup.provider.kind,
      customerRef: applied.customerRef,
      subscriptionRef: applied.subscriptionRef,
      currentPeriodStart: applied.periodStart,
      currentPeriodEnd: applied.periodEnd,
      trialEndsAt: null,
      graceEndsAt: status === 'past_due' ? new Date(Date.now() + setup.graceDays * DAY_MS) : null,
    });
    return recorded?.row.id ?? null;
  });
  setup.gate.forget(ctx.platform.id);
  return {
    subscription: await getSubscription(ctx, setup),
    invoiceId,
    payment,
    clientSecret: applied.invoice?.clientSecret ?? null,
  };
}

/**
 * `home/create-subscription`, `subscription-change-plan`, `subscription-update-seats`: checked against
 * the plans, sent to the provider with one idempotency key per request, then recorded. A first
 * subscription whose payment is refused changes nothing (402 payment_failed); a change that is refused
 * leaves the platform past due, with the grace period before suspension.
 */
export async function applySubscription(
  ctx: Ctx,
  setup: BillingSetup,
  flow: Flow,
  body: PreviewInvoiceBody,
): Promise<PaymentOutcome> {
  const existing = await billingRepository.findSubscription(ctx.db, ctx.platform.id);
  const isPaid = existing?.priceId && existing.status !== 'trialing' && existing.status !== 'canceled';
  if (flow !== 'create' && !isPaid) throw new AppError('subscription_required');
  if (flow === 'seats' && existing?.planId !== body.planId) {
    throw new AppError('validation_failed', { details: [{ field: 'planId', reason: 'invalid' }] });
  }
  const customer = await customerOf(ctx.db, ctx.platform, existing);
  if (!customer.info) throw new AppError('billing_info_required');
  const change = await resolveChange(ctx.db, body, existing, setup.currency);
  // The same request again (a second click, a retried call) finds it done: nothing is charged twice.
  if (isPaid && existing && sameAsRunning(existing, change)) {
    return { subscription: await getSubscription(ctx, setup), invoiceId: null, payment: 'none', clientSecret: null };
  }
  const key = idempotencyKeyOf(ctx.platform.id, flow, body, existing);
  const applied = await setup.provider.apply(customer, change, key);
  if (flow === 'create' && !isPaid && applied.invoice?.status === 'failed') {
    throw new AppError('payment_failed', { details: { reason: applied.invoice.failureReason } });
  }
  return saveApplied(ctx, setup, change, applied, customer);
}
