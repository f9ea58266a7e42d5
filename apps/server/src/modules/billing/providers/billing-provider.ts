import type { Addon, BillingInfo, CreditCard, Invoice, Price, SubscriptionAddon } from '@opencall/shared/billing';
import type { PlanRow, PromoRow } from '../billing.repository';

/** Who pays: the platform as the provider knows it. */
export interface ProviderCustomer {
  platformId: string;
  platformName: string;
  customerRef: string | null;
  paymentMethodRef: string | null;
  info: BillingInfo | null;
}

/** The subscription as it runs now, for proration. */
export interface CurrentSubscription {
  subscriptionRef: string | null;
  price: Price;
  nbSeats: number;
  addons: { addon: Addon; price: Price; quantity: number }[];
  periodStart: Date;
  periodEnd: Date;
}

/** What the platform asks for, checked against the plans: every price belongs to its plan or add-on. */
export interface SubscriptionChange {
  plan: PlanRow;
  price: Price;
  nbSeats: number;
  addons: { addon: Addon; price: Price; quantity: number }[];
  /** The chosen add-ons as the body named them. */
  addonRefs: SubscriptionAddon[];
  promo: PromoRow | null;
  prorationDate: Date;
  current: CurrentSubscription | null;
  currency: string;
}

export type PaymentState = 'paid' | 'open' | 'failed' | 'requires_action';

export interface ProviderInvoice {
  /** The provider's id (Stripe `in_…`); null with manual invoicing. */
  ref: string | null;
  status: PaymentState;
  invoice: Invoice;
  failureReason: string | null;
  /** With `requires_action`: what the browser confirms (3-D Secure). */
  clientSecret: string | null;
}

export interface AppliedSubscription {
  customerRef: string | null;
  subscriptionRef: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** The invoice the change brought; null when it brought none (a change with nothing to pay now). */
  invoice: ProviderInvoice | null;
}

/** A provider event, once its signature is verified. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created it: an event older than the last applied one changes nothing. */
  createdAt: Date;
  subscriptionRef: string | null;
  customerRef: string | null;
  invoice: ProviderInvoice | null;
  /** The subscription's status at the provider, for subscription events. */
  subscriptionStatus: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** The operator's payment provider: manual invoicing without keys, Stripe with them. */
export interface BillingProvider {
  readonly kind: 'manual' | 'stripe';
  /** For the browser's card form (Stripe.js); null with manual invoicing. */
  readonly publishableKey: string | null;
  /** SPEC §7: the upcoming invoice for this change, prorated from its date. */
  preview(customer: ProviderCustomer, change: SubscriptionChange): Promise<Invoice>;
  /** Creates or changes the subscription and tries to pay what it brings; one key per attempt. */
  apply(customer: ProviderCustomer, change: SubscriptionChange, idempotencyKey: string): Promise<AppliedSubscription>;
  /** Pays an open or failed invoice again with the saved payment method. */
  pay(customer: ProviderCustomer, invoiceRef: string | null, idempotencyKey: string): Promise<ProviderInvoice | null>;
  /** Attaches a payment method (confirmed in the browser) as the customer's default. */
  savePaymentMethod(
    customer: ProviderCustomer,
    paymentMethodRef: string,
  ): Promise<{ customerRef: string | null; card: CreditCard }>;
  /** The event a webhook carries; throws when the signature does not match. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
