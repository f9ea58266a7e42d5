import type {
  Addon,
  BillingInfo,
  CreditCard,
  Invoice,
  InvoiceStatus,
  PlanBadgeKind,
  PlanFeature,
  PreviewResult,
  Price,
  RecurringInterval,
  SubscriptionAddon,
  SubscriptionStatus,
} from '@opencall/shared/billing';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { platformColumn, platforms } from './platforms';

/** The operator's plans (collection `plans`): installation-wide, not a platform's. */
export const billingPlans = pgTable('billing_plans', {
  /** Chosen by the operator (`pro`, `basic-2027`): it names the plan in the provider too. */
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  badgeKind: text('badge_kind').$type<PlanBadgeKind>().notNull(),
  features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
  nbMinSeats: integer('nb_min_seats').notNull().default(1),
  storageGb: integer('storage_gb').notNull().default(0),
  prices: jsonb('prices').$type<Price[]>().notNull().default([]),
  addons: jsonb('addons').$type<Addon[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's promo codes. */
export const billingPromoCodes = pgTable('billing_promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind').$type<'percent' | 'amount'>().notNull(),
  value: integer('value').notNull(),
  duration: text('duration').$type<'once' | 'repeating' | 'forever'>().notNull(),
  durationInMonths: integer('duration_in_months'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A platform's subscription (collection `subscriptions`); no row: the installation bills the platform nothing. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  platformId: uuid('platform_id')
    .primaryKey()
    .references(() => platforms.id, { onDelete: 'cascade' }),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  planId: text('plan_id')
    .notNull()
    .references(() => billingPlans.id),
  /** The plan to go back to when the operator resumes a platform put in standby. */
  previousPlanId: text('previous_plan_id'),
  priceId: text('price_id'),
  recurringInterval: text('recurring_interval').$type<RecurringInterval>(),
  nbSeats: integer('nb_seats').notNull().default(0),
  addons: jsonb('addons').$type<SubscriptionAddon[]>().notNull().default([]),
  additionalFeatures: jsonb('additional_features').$type<PlanFeature[]>().notNull().default([]),
  promoCodeId: uuid('promo_code_id'),
  provider: text('provider').$type<'manual' | 'stripe'>().notNull().default('manual'),
  customerRef: text('customer_ref'),
  subscriptionRef: text('subscription_ref'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
  /** The provider time of the last event applied: an older one changes nothing (webhooks arrive out of order). */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Billing information and the saved card (collections `billing`, `creditCard`). */
export const billingAccounts = pgTable('billing_accounts', {
  platformId: uuid('platform_id')
    .primaryKey()
    .references(() => platforms.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<BillingInfo>(),
  creditCard: jsonb('credit_card').$type<CreditCard>(),
  /** The platform's customer at the provider, known before any subscription (a card saved first). */
  customerRef: text('customer_ref'),
  paymentMethodRef: text('payment_method_ref'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    invoice: jsonb('invoice').$type<Invoice>().notNull(),
    result: jsonb('result').$type<PreviewResult>().notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The provider's invoice id (Stripe `in_…`); null with manual invoicing. */
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    billedTo: jsonb('billed_to').$type<BillingInfo>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('billing_invoices_number_key').on(t.number),
    unique('billing_invoices_provider_ref_key').on(t.providerRef),
    index('billing_invoices_platform_idx').on(t.platformId, t.createdAt),
  ],
);

/** Provider events already applied: a replayed webhook is acknowledged and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
