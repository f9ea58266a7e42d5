import type { Config } from '../../../config';
import type { BillingProvider } from './billing-provider';
import { createManualProvider } from './manual-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when the installation has its keys; manual invoicing otherwise, so `npm start` needs nothing. */
export function createBillingProvider(config: Config['billing']): BillingProvider {
  return config.stripe ? createStripeProvider({ ...config.stripe, currency: config.currency }) : createManualProvider();
}
