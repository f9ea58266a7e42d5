import type { PreviewInvoiceBody } from '@opencall/shared/billing';
import { isStandbyPlan } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { Conn, PlanRow, PromoRow, SubscriptionRow } from './billing.repository';
import * as billingRepository from './billing.repository';
import type { CurrentSubscription, SubscriptionChange } from './providers/billing-provider';

const invalid = (field: string, reason = 'invalid') =>
  new AppError('validation_failed', { details: [{ field, reason }] });

/** A promo code that may still be used: active, not expired, redemptions left. */
export async function usablePromo(db: Conn, code: string | undefined, now: Date): Promise<PromoRow | null> {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return null;
  const promo = await billingRepository.findPromoByCode(db, trimmed);
  const exhausted =
    promo?.maxRedemptions !== null &&
    promo?.maxRedemptions !== undefined &&
    promo.timesRedeemed >= promo.maxRedemptions;
  if (!promo?.active || exhausted || (promo.expiresAt && promo.expiresAt <= now)) {
    throw new AppError('promo_code_invalid', { details: { field: 'promoCode', reason: 'invalid' } });
  }
  return promo;
}

/** What runs now, priced from its plan, when it is a paid subscription with a period. */
export function currentOf(row: SubscriptionRow | undefined, plan: PlanRow | undefined): CurrentSubscription | null {
  if (!row || !plan || !row.priceId || !row.currentPeriodStart || !row.currentPeriodEnd) return null;
  if (row.status === 'trialing' || row.status === 'canceled') return null;
  const price = plan.prices.find((p) => p.id === row.priceId);
  if (!price) return null;
  const addons = row.addons.flatMap((chosen) => {
    const addon = plan.addons.find((a) => a.id === chosen.id);
    const addonPrice = addon?.prices.find((p) => p.id === chosen.priceId);
    return addon && addonPrice ? [{ addon, price: addonPrice, quantity: chosen.quantity }] : [];
  });
  return {
    subscriptionRef: row.subscriptionRef,
    price,
    nbSeats: row.nbSeats,
    addons,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
  };
}

/**
 * The body checked against the operator's plans: an offered plan, a price of that plan, at least its
 * minimum seats, add-ons of that plan priced for the same interval (once each), a usable promo code.
 * The proration date is kept within the running period and never in the future.
 */
export async function resolveChange(
  db: Conn,
  body: PreviewInvoiceBody,
  existing: SubscriptionRow | undefined,
  currency: string,
  now = new Date(),
): Promise<SubscriptionChange> {
  const plan = await billingRepository.findPlan(db, body.planId);
  if (!plan?.active || isStandbyPlan(plan) || plan.badgeKind === 'trial') throw invalid('planId');
  const price = plan.prices.find((p) => p.id === body.priceId);
  if (!price) throw invalid('priceId');
  if (body.nbSeats < plan.nbMinSeats) throw invalid('nbSeats', 'min');
  const seen = new Set<string>();
  const addons = body.addons.map((chosen) => {
    const addon = plan.addons.find((a) => a.id === chosen.id);
    const addonPrice = addon?.prices.find((p) => p.id === chosen.priceId);
    if (!addon || !addonPrice || addonPrice.recurringInterval !== price.recurringInterval || seen.has(chosen.id)) {
      throw invalid('addons');
    }
    seen.add(chosen.id);
    return { addon, price: addonPrice, quantity: chosen.quantity };
  });
  const promo = await usablePromo(db, body.promoCode, now);
  const currentPlan = existing ? await billingRepository.findPlan(db, existing.planId) : undefined;
  const current = currentOf(existing, currentPlan);
  const asked = new Date(body.prorationDate * 1000);
  const earliest = current?.periodStart ?? new Date(now.getTime() - 24 * 3600 * 1000);
  const prorationDate = asked > now ? now : asked < earliest ? earliest : asked;
  return {
    plan,
    price,
    nbSeats: body.nbSeats,
    addons,
    addonRefs: body.addons,
    promo,
    prorationDate,
    current,
    currency,
  };
}
