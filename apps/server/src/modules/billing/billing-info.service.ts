import { type Billing, type BillingInfo, normalizeBillingInfo, validateBillingInfo } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import * as billingRepository from './billing.repository';
import type { BillingSetup } from './billing-setup';
import { customerOf } from './subscriptions.service';

type Ctx = Pick<RequestContext, 'db' | 'platform'>;

export async function getBilling(ctx: Ctx, setup: BillingSetup): Promise<Billing> {
  const account = await billingRepository.findAccount(ctx.db, ctx.platform.id);
  return {
    info: account?.info ?? null,
    creditCard: account?.creditCard ?? null,
    provider: setup.provider.kind,
    publishableKey: setup.provider.publishableKey,
  };
}

/** `home/billing/info`: SPEC §5 rules, every issue at once as `{ field, reason }`; nothing saved on error. */
export async function updateBillingInfo(ctx: Ctx, setup: BillingSetup, body: BillingInfo): Promise<Billing> {
  const issues = validateBillingInfo(body);
  if (issues.length > 0) throw new AppError('validation_failed', { details: issues });
  await billingRepository.upsertAccount(ctx.db, ctx.platform.id, { info: normalizeBillingInfo(body) });
  return getBilling(ctx, setup);
}

/**
 * The card invoices are paid with: attached to the platform's customer at the provider (created on the
 * way), then shown by brand and last digits; the card itself never reaches this server.
 */
export async function savePaymentMethod(ctx: Ctx, setup: BillingSetup, paymentMethodId: string): Promise<Billing> {
  const subscription = await billingRepository.findSubscription(ctx.db, ctx.platform.id);
  const customer = await customerOf(ctx.db, ctx.platform, subscription);
  if (!customer.info) throw new AppError('billing_info_required');
  const saved = await setup.provider.savePaymentMethod(customer, paymentMethodId);
  await billingRepository.upsertAccount(ctx.db, ctx.platform.id, {
    creditCard: saved.card,
    paymentMethodRef: paymentMethodId,
    customerRef: saved.customerRef,
  });
  if (saved.customerRef && subscription && subscription.customerRef !== saved.customerRef) {
    await billingRepository.updateSubscription(ctx.db, ctx.platform.id, { customerRef: saved.customerRef });
  }
  return getBilling(ctx, setup);
}
