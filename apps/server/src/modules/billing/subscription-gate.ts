import { PERMISSIONS } from '@opencall/shared/auth';
import { isStandbyPlan, isSuspendedStatus, type PlanFeature } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { Endpoint } from '@opencall/shared/http';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/client';
import * as billingRepository from './billing.repository';
import { effectiveStatus } from './subscription-view';

/** What the gate needs to know of a platform's subscription, kept in memory for a few seconds. */
interface GateState {
  billed: boolean;
  suspended: boolean;
  standby: boolean;
  features: ReadonlySet<PlanFeature>;
}

const UNBILLED: GateState = { billed: false, suspended: false, standby: false, features: new Set() };
const STATE_TTL_MS = 5_000;

// Which module an endpoint belongs to, by its contract's tag: the plan opens it or not.
const FEATURE_BY_TAG: Record<string, PlanFeature> = {
  evaluations: 'evaluation_sessions',
  'public-votes': 'public_votes',
  galleries: 'galleries',
};

// The holders of these act on their own applications, scores and votes: a suspension stops the
// organisation's back office, never an applicant's access to what they saved.
const NON_BACK_OFFICE: readonly string[] = [
  PERMISSIONS.programApply,
  PERMISSIONS.programVote,
  PERMISSIONS.programEvaluate,
];

function featureOf(endpoint: Endpoint): PlanFeature | undefined {
  if (endpoint.url.startsWith('/api/sender-email/domains')) return 'sender_domains';
  for (const tag of endpoint.tags) {
    const feature = FEATURE_BY_TAG[tag];
    if (feature) return feature;
  }
  return undefined;
}

function backOfficePermission(endpoint: Endpoint): boolean {
  return typeof endpoint.access === 'object' && !NON_BACK_OFFICE.includes(endpoint.access.permission);
}

export interface SubscriptionGate {
  /** Throws the SPEC §8 code when the platform's subscription refuses this call. */
  check(platformId: string, endpoint: Endpoint, user: AuthUser | null): Promise<void>;
  /** Forget a platform's state after its subscription changed in this process. */
  forget(platformId: string): void;
}

/**
 * SPEC §4/§6/§8 on the server: a suspended platform's back office answers 403 platform_suspended (its
 * billing stays open so it can pay), a standby plan refuses deletions with 403 platform_in_standby, and
 * a module the plan lacks answers 403 feature_not_in_plan. A platform without a subscription row is not
 * billed by this installation and is never gated; nor is the operator (a super admin).
 */
export function createSubscriptionGate(db: Db): SubscriptionGate {
  const cache = new Map<string, { state: GateState; expiresAt: number }>();

  async function load(platformId: string): Promise<GateState> {
    const row = await billingRepository.findSubscription(db, platformId);
    if (!row) return UNBILLED;
    const plan = await billingRepository.findPlan(db, row.planId);
    const status = effectiveStatus(row, new Date());
    const suspended = isSuspendedStatus(status);
    return {
      billed: true,
      suspended,
      standby: isStandbyPlan(plan),
      features: new Set(suspended ? [] : [...(plan?.features ?? []), ...row.additionalFeatures]),
    };
  }

  async function stateOf(platformId: string): Promise<GateState> {
    const now = Date.now();
    const hit = cache.get(platformId);
    if (hit && hit.expiresAt > now) return hit.state;
    const state = await load(platformId);
    if (cache.size > 10_000) cache.clear();
    cache.set(platformId, { state, expiresAt: now + STATE_TTL_MS });
    return state;
  }

  return {
    async check(platformId, endpoint, user) {
      if (user?.superAdmin) return;
      const state = await stateOf(platformId);
      if (!state.billed) return;
      const isBilling = endpoint.tags.includes('billing');
      if (state.suspended && !isBilling && backOfficePermission(endpoint)) throw new AppError('platform_suspended');
      if (state.standby && endpoint.method === 'DELETE' && backOfficePermission(endpoint)) {
        throw new AppError('platform_in_standby');
      }
      const feature = featureOf(endpoint);
      if (feature && !state.features.has(feature)) {
        throw new AppError('feature_not_in_plan', { details: { feature } });
      }
    },
    forget: (platformId) => cache.delete(platformId),
  };
}
