import { FLOW_ENTRIES } from './flow-paths';
import type { SubscriptionFlowAction } from './hooks/use-billing';

/** The steps a subscription flow may have, in this order (SPEC `steps/{stepId}`). */
export const STEP_IDS = ['plan', 'seats', 'promo', 'billing', 'payment', 'confirm'] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface SubscriptionFlow {
  action: SubscriptionFlowAction;
  /** Path after `/{locale}/admin/`. */
  path: string;
  steps: readonly StepId[];
}

/** The three flows of SPEC §2: subscribing, changing plan, changing seats. */
export const FLOWS: Record<SubscriptionFlowAction, SubscriptionFlow> = {
  create: {
    action: 'create',
    path: FLOW_ENTRIES.create.path,
    steps: ['plan', 'seats', 'promo', 'billing', 'payment', 'confirm'],
  },
  changePlan: {
    action: 'changePlan',
    path: FLOW_ENTRIES.changePlan.path,
    steps: ['plan', 'seats', 'promo', 'billing', 'payment', 'confirm'],
  },
  updateSeats: {
    action: 'updateSeats',
    path: FLOW_ENTRIES.updateSeats.path,
    steps: ['seats', 'payment', 'confirm'],
  },
};

export function isStepId(value: string | undefined): value is StepId {
  return STEP_IDS.includes(value as StepId);
}
