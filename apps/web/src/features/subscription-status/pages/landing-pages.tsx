// The two landing pages, in one chunk with their texts (routes.tsx).
import { SubscriptionLandingPage } from './subscription-landing-page';

/** `admin/standby-landing-page`: the platform's plan is 'standby'. */
export function StandbyLandingPage() {
  return <SubscriptionLandingPage kind="standby" />;
}

/** `admin/suspended-landing-page`: the subscription is suspended (suspend, suspended, suspension_expired). */
export function SuspendedLandingPage() {
  return <SubscriptionLandingPage kind="suspended" />;
}
