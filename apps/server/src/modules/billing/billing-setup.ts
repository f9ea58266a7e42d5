import type { BillingProvider } from './providers/billing-provider';
import type { SubscriptionGate } from './subscription-gate';

/** What the billing use cases are given at start-up. */
export interface BillingSetup {
  provider: BillingProvider;
  gate: SubscriptionGate;
  /** Days an unpaid invoice leaves the platform running before it is suspended. */
  graceDays: number;
  currency: string;
}
