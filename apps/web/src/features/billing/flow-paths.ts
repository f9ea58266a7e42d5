/**
 * Where each subscription flow lives (after `/{locale}/admin/`) and the step it opens with: all the
 * router needs of them, kept apart from the flows' steps so the first load carries only this.
 */
export const FLOW_ENTRIES = {
  create: { path: 'home/create-subscription', firstStep: 'plan' },
  changePlan: { path: 'home/subscription-change-plan', firstStep: 'plan' },
  updateSeats: { path: 'home/subscription-update-seats', firstStep: 'seats' },
} as const;
