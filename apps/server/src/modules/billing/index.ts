export { registerBillingRoutes } from './billing.routes';
export { seedDemoBilling } from './billing.seed';
export type { BillingSetup } from './billing-setup';
export { createBillingProvider } from './providers/create-provider';
export { createSubscriptionGate, type SubscriptionGate } from './subscription-gate';
