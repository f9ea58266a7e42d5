import {
  choosePlan,
  newSubscriptionDraft,
  type Plan,
  type RecurringInterval,
  type Subscription,
  type SubscriptionDraft,
  setAdditionalSeats,
} from '@opencall/shared/billing';

/**
 * The plan at an interval with these add-ons, through the SPEC §4 rule (one add-on at a time: without
 * one it clears them all). Nothing changes when the plan has no price for the interval.
 */
export function choosePlanWithAddons(
  draft: SubscriptionDraft,
  plan: Plan,
  interval: RecurringInterval,
  addonIds: readonly string[],
): SubscriptionDraft {
  let next = choosePlan(draft, plan, interval);
  for (const id of addonIds) {
    const addon = plan.addons.find((candidate) => candidate.id === id);
    if (addon) next = choosePlan(next, plan, interval, { addon });
  }
  return next;
}

/** A change flow starts from what the platform has now: its plan, interval, add-ons and seats. */
export function draftFromSubscription(subscription: Subscription | undefined): SubscriptionDraft {
  const draft = newSubscriptionDraft();
  const plan = subscription?.plan;
  if (!subscription || !plan) return draft;
  const interval = subscription.recurringInterval ?? draft.recurringInterval;
  const chosen = choosePlanWithAddons(
    draft,
    plan,
    interval,
    subscription.addons.map((addon) => addon.id),
  );
  return setAdditionalSeats(chosen, subscription.nbSeats - chosen.minSeats);
}
