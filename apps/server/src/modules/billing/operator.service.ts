import {
  type OperatorActionBody,
  type OperatorSubscription,
  type Plan,
  type PlanBody,
  type PromoCode,
  type PromoCodeBody,
  STANDBY_PLAN_LABEL,
} from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { listPlatformsForOperator } from '../platforms';
import type { Conn, PromoRow } from './billing.repository';
import * as billingRepository from './billing.repository';
import type { BillingSetup } from './billing-setup';
import { effectiveStatus, toPlan, toSubscription, unbilledSubscription } from './subscription-view';

type Ctx = Pick<RequestContext, 'db'>;
const invalid = (field: string, reason = 'invalid') =>
  new AppError('validation_failed', { details: [{ field, reason }] });

/** The plan platforms go to in standby, created the first time it is needed. */
async function standbyPlan(db: Conn) {
  return (
    (await billingRepository.findPlanByLabel(db, STANDBY_PLAN_LABEL)) ??
    billingRepository.upsertPlan(db, {
      id: STANDBY_PLAN_LABEL,
      label: STANDBY_PLAN_LABEL,
      badgeKind: 'standby',
      features: [],
      nbMinSeats: 0,
      prices: [],
      addons: [],
      active: false,
    })
  );
}

type OperatorPlatform = Awaited<ReturnType<typeof listPlatformsForOperator>>[number];

/** Every platform of the installation with its subscription (the operator's table). */
export async function listOperatorSubscriptions(ctx: Ctx, setup: BillingSetup): Promise<OperatorSubscription[]> {
  return operatorRows(ctx, setup, await listPlatformsForOperator(ctx.db));
}

/** The operator's rows of these platforms: their subscriptions and how many invoices wait for payment. */
async function operatorRows(
  ctx: Ctx,
  setup: BillingSetup,
  platforms: OperatorPlatform[],
): Promise<OperatorSubscription[]> {
  const [subscriptions, plans] = await Promise.all([
    billingRepository.listSubscriptions(ctx.db),
    billingRepository.listPlans(ctx.db),
  ]);
  const unpaid = await billingRepository.countUnpaidInvoices(
    ctx.db,
    platforms.map((p) => p.id),
  );
  const byPlatform = new Map(subscriptions.map((row) => [row.platformId, row]));
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const now = new Date();
  return platforms.map((platform) => {
    const row = byPlatform.get(platform.id);
    return {
      platformId: platform.id,
      platformName: platform.name,
      domain: platform.domain,
      subscription: row
        ? toSubscription(row, planById.get(row.planId), now)
        : unbilledSubscription(setup.provider.kind),
      openInvoices: unpaid.get(platform.id) ?? 0,
    };
  });
}

/**
 * Standby moves the platform to the standby plan (its own is kept to come back to); suspend sets the
 * operator's 'suspend' (every feature off); resume undoes both; grant sets the additional features.
 * A platform not billed yet gets a subscription row on the trial plan first.
 */
export async function actOnPlatform(
  ctx: Ctx,
  setup: BillingSetup,
  platformId: string,
  body: OperatorActionBody,
): Promise<OperatorSubscription> {
  const platform = (await listPlatformsForOperator(ctx.db)).find((p) => p.id === platformId);
  if (!platform) throw new AppError('not_found', { details: { entity: 'platform' } });
  await ctx.db.transaction(async (tx) => {
    let row = await billingRepository.findSubscription(tx, platformId);
    if (!row) {
      const trial = (await billingRepository.listPlans(tx)).find((plan) => plan.badgeKind === 'trial');
      const plan = trial ?? (await standbyPlan(tx));
      row = await billingRepository.upsertSubscription(tx, platformId, { status: 'active', planId: plan.id });
    }
    const plan = await billingRepository.findPlan(tx, row.planId);
    const inStandby = plan?.label === STANDBY_PLAN_LABEL;
    if (body.action === 'standby' && !inStandby) {
      const standby = await standbyPlan(tx);
      await billingRepository.updateSubscription(tx, platformId, { planId: standby.id, previousPlanId: row.planId });
    } else if (body.action === 'suspend') {
      await billingRepository.updateSubscription(tx, platformId, { status: 'suspend' });
    } else if (body.action === 'resume') {
      const back = inStandby
        ? (row.previousPlanId ?? (await billingRepository.listPlans(tx)).find((p) => p.badgeKind === 'trial')?.id)
        : row.planId;
      // A trial that still runs goes on as a trial; anything else that was stopped runs again.
      const backPlan = back ? await billingRepository.findPlan(tx, back) : plan;
      const inTrial = backPlan?.badgeKind === 'trial' && row.trialEndsAt !== null && row.trialEndsAt > new Date();
      const stopped = ['suspend', 'suspended', 'suspension_expired', 'past_due'].includes(
        effectiveStatus(row, new Date()),
      );
      const status = stopped ? (inTrial ? 'trialing' : 'active') : row.status;
      await billingRepository.updateSubscription(tx, platformId, {
        status,
        graceEndsAt: null,
        ...(back && { planId: back, previousPlanId: null }),
      });
    } else if (body.action === 'grant') {
      await billingRepository.updateSubscription(tx, platformId, { additionalFeatures: body.additionalFeatures ?? [] });
    }
  });
  setup.gate.forget(platformId);
  // The one row the operator's table replaces, not the whole installation again.
  const [updated] = await operatorRows(ctx, setup, [platform]);
  if (!updated) throw new AppError('not_found', { details: { entity: 'platform' } });
  return updated;
}

export async function listAllPlans(ctx: Ctx): Promise<Plan[]> {
  return (await billingRepository.listPlans(ctx.db)).map(toPlan);
}

/** Creates or updates a plan; its prices and add-ons are checked for duplicates and intervals. */
export async function savePlan(ctx: Ctx, planId: string, body: PlanBody): Promise<Plan> {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(planId)) throw invalid('id');
  if (body.label.trim() === '') throw invalid('label', 'required');
  const ids = [...body.prices.map((p) => p.id), ...body.addons.flatMap((a) => a.prices.map((p) => p.id))];
  if (new Set(ids).size !== ids.length) throw invalid('prices', 'duplicate');
  const intervals = body.prices.map((p) => p.recurringInterval);
  if (new Set(intervals).size !== intervals.length) throw invalid('prices', 'duplicate');
  if (new Set(body.addons.map((a) => a.id)).size !== body.addons.length) throw invalid('addons', 'duplicate');
  const row = await billingRepository.upsertPlan(ctx.db, {
    id: planId,
    label: body.label.trim(),
    badgeKind: body.badgeKind,
    features: [...new Set(body.features)],
    nbMinSeats: body.nbMinSeats,
    storageGb: body.storageGb,
    prices: body.prices,
    addons: body.addons,
    active: body.active,
  });
  return toPlan(row);
}

function toPromo(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    duration: row.duration,
    durationInMonths: row.durationInMonths,
    maxRedemptions: row.maxRedemptions,
    timesRedeemed: row.timesRedeemed,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
  };
}

export async function listPromoCodes(ctx: Ctx): Promise<PromoCode[]> {
  return (await billingRepository.listPromoCodes(ctx.db)).map(toPromo);
}

export async function createPromoCode(ctx: Ctx, body: PromoCodeBody): Promise<PromoCode> {
  const code = body.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw invalid('code');
  if (body.kind === 'percent' && body.value > 100) throw invalid('value', 'max');
  if (body.duration === 'repeating' && !body.durationInMonths) throw invalid('durationInMonths', 'required');
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw invalid('expiresAt');
  const row = await billingRepository.insertPromo(ctx.db, {
    code,
    kind: body.kind,
    value: body.value,
    duration: body.duration,
    durationInMonths: body.duration === 'repeating' ? body.durationInMonths : null,
    maxRedemptions: body.maxRedemptions,
    expiresAt,
    active: body.active,
  });
  if (!row) throw invalid('code', 'taken');
  return toPromo(row);
}
