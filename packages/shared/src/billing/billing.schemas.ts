import * as z from 'zod/mini';

/** SPEC §1 plan badge kinds. */
export const PLAN_BADGE_KINDS = ['pro', 'plus', 'free', 'standby', 'basic', 'custom', 'trial', 'partner'] as const;
export const PlanBadgeKindSchema = z.enum(PLAN_BADGE_KINDS);
export type PlanBadgeKind = z.infer<typeof PlanBadgeKindSchema>;

/** The product's modules a plan opens (SPEC §6 feature check). */
export const PLAN_FEATURES = [
  'evaluation_sessions',
  'public_votes',
  'galleries',
  'automations',
  'integrations',
  'payments',
  'sender_domains',
] as const;
export const PlanFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

/** SPEC §9: default interval year. */
export const RECURRING_INTERVALS = ['month', 'year'] as const;
export const RecurringIntervalSchema = z.enum(RECURRING_INTERVALS);
export type RecurringInterval = z.infer<typeof RecurringIntervalSchema>;
export const DEFAULT_RECURRING_INTERVAL: RecurringInterval = 'year';

/** A price per seat (or per add-on unit) and interval; `unitAmount` is in cents (SPEC §9). */
export const PriceSchema = z.object({
  id: z.string(),
  recurringInterval: RecurringIntervalSchema,
  unitAmount: z.number().check(z.int(), z.nonnegative()),
});
export type Price = z.infer<typeof PriceSchema>;

export const AddonSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The feature the add-on opens, if any (a limit add-on such as storage opens none). */
  feature: z.nullable(PlanFeatureSchema),
  prices: z.array(PriceSchema),
});
export type Addon = z.infer<typeof AddonSchema>;

/** SPEC §3 Subscription.plan, with what the operator sets beside it. */
export const PlanSchema = z.object({
  id: z.string(),
  label: z.string(),
  badgeKind: PlanBadgeKindSchema,
  features: z.array(PlanFeatureSchema),
  nbMinSeats: z.number().check(z.int(), z.nonnegative()),
  /** Storage included, in GiB (0: none beyond the installation's own limit). */
  storageGb: z.number().check(z.int(), z.nonnegative()),
  prices: z.array(PriceSchema),
  addons: z.array(AddonSchema),
  /** A plan the operator withdrew stays on its subscriptions but is no longer offered. */
  active: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** SPEC §4: suspend turns the features off; suspend, suspended and suspension_expired send to the suspended page. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'suspend',
  'suspended',
  'suspension_expired',
  'canceled',
] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionAddonSchema = z.object({
  id: z.string(),
  priceId: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
});
export type SubscriptionAddon = z.infer<typeof SubscriptionAddonSchema>;

/** SPEC §3 Subscription (client state `subscription`). No row: the installation bills nothing and gates nothing. */
export const SubscriptionSchema = z.object({
  status: SubscriptionStatusSchema,
  plan: z.nullable(PlanSchema),
  additionalFeatures: z.array(PlanFeatureSchema),
  /** What the platform may use now: the plan's features plus the additional ones, none when suspended. */
  features: z.array(PlanFeatureSchema),
  priceId: z.nullable(z.string()),
  recurringInterval: z.nullable(RecurringIntervalSchema),
  nbSeats: z.number(),
  addons: z.array(SubscriptionAddonSchema),
  currentPeriodStart: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
  trialEndsAt: z.nullable(z.string()),
  /** When an unpaid invoice suspends the platform (past_due only). */
  graceEndsAt: z.nullable(z.string()),
  provider: z.enum(['manual', 'stripe']),
  /** False when the installation bills nothing: every feature is open. */
  billed: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** SPEC §7 `POST /subscription/preview-upcoming-invoice` body. */
export const PreviewInvoiceBodySchema = z.object({
  planId: z.string().check(z.minLength(1), z.maxLength(64)),
  priceId: z.string().check(z.minLength(1), z.maxLength(64)),
  nbSeats: z.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  /** Unix seconds (SPEC §3 draft: timestamp set at creation). */
  prorationDate: z.number().check(z.int(), z.nonnegative()),
  addons: z.array(SubscriptionAddonSchema).check(z.maxLength(20)),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});
export type PreviewInvoiceBody = z.infer<typeof PreviewInvoiceBodySchema>;

/** The subscribe / change plan / change seats body: the preview's, paid with the saved payment method. */
export const SubscriptionChangeBodySchema = PreviewInvoiceBodySchema;
export type SubscriptionChangeBody = PreviewInvoiceBody;

export const InvoiceLineSchema = z.object({
  /** Cents; positive a charge, negative a credit (SPEC §9). */
  amount: z.number().check(z.int()),
  description: z.string(),
  discount_amounts: z.array(z.object({ amount: z.number().check(z.int()) })),
  tax_amounts: z.array(z.object({ amount: z.number().check(z.int()) })),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** SPEC §3 Invoice: Stripe's shape, kept so either provider answers the same. */
export const InvoiceSchema = z.object({
  lines: z.object({ data: z.array(InvoiceLineSchema) }),
  /** Cents; negative is a credit the customer holds. */
  starting_balance: z.number().check(z.int()),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** SPEC §3 preview result, in currency units. */
export const PreviewResultSchema = z.object({
  total: z.number(),
  tva: z.number(),
  totalDiscount: z.number(),
  totalWithTVA: z.number(),
  amountDue: z.number(),
  solde: z.number(),
  refunds: z.number(),
});
export type PreviewResult = z.infer<typeof PreviewResultSchema>;

export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** One invoice of `home/settings/invoices`. */
export const InvoiceRecordSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: InvoiceStatusSchema,
  invoice: InvoiceSchema,
  result: PreviewResultSchema,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** Why the last payment failed, as the provider said it. */
  failureReason: z.nullable(z.string()),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

export const AddressSchema = z.object({
  line1: z.string().check(z.maxLength(200)),
  line2: z.optional(z.string().check(z.maxLength(200))),
  zipCode: z.string().check(z.maxLength(20)),
  city: z.string().check(z.maxLength(100)),
  country: z.string().check(z.maxLength(2)),
});
export type Address = z.infer<typeof AddressSchema>;

/** SPEC §3 Billing info; the §5 rules (`validateBillingInfo`) give the field and reason pairs. */
export const BillingInfoSchema = z.object({
  type: z.enum(['individual', 'company']),
  firstname: z.optional(z.string().check(z.maxLength(100))),
  lastname: z.optional(z.string().check(z.maxLength(100))),
  companyName: z.optional(z.string().check(z.maxLength(200))),
  taxId: z.optional(z.string().check(z.maxLength(40))),
  email: z.string().check(z.maxLength(254)),
  address: AddressSchema,
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

/** A saved payment method (collection `creditCard`): never the number, only what identifies it. */
export const CreditCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type CreditCard = z.infer<typeof CreditCardSchema>;

export const PaymentMethodBodySchema = z.object({
  /** Stripe's PaymentMethod id (`pm_…`). */
  paymentMethodId: z.string().check(z.minLength(3), z.maxLength(255), z.regex(/^pm_[A-Za-z0-9_]+$/)),
});
export type PaymentMethodBody = z.infer<typeof PaymentMethodBodySchema>;

/** `billing` collection: what `home/billing/info` and the flows' billing step read. */
export const BillingSchema = z.object({
  info: z.nullable(BillingInfoSchema),
  creditCard: z.nullable(CreditCardSchema),
  provider: z.enum(['manual', 'stripe']),
  /** Stripe's publishable key for the card form; null with manual invoicing. */
  publishableKey: z.nullable(z.string()),
});
export type Billing = z.infer<typeof BillingSchema>;

/** The outcome of subscribing, changing or paying: SCA may need the customer's confirmation. */
export const PaymentOutcomeSchema = z.object({
  subscription: SubscriptionSchema,
  invoiceId: z.nullable(z.string()),
  /** `requires_action`: confirm with `clientSecret` in the browser (3-D Secure), then reload. */
  payment: z.enum(['paid', 'open', 'requires_action', 'failed', 'none']),
  clientSecret: z.nullable(z.string()),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PROMO_KINDS = ['percent', 'amount'] as const;
export const PROMO_DURATIONS = ['once', 'repeating', 'forever'] as const;
export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent (1–100) or cents. */
  value: z.number().check(z.int(), z.positive()),
  duration: z.enum(PROMO_DURATIONS),
  durationInMonths: z.nullable(z.number().check(z.int(), z.positive())),
  maxRedemptions: z.nullable(z.number().check(z.int(), z.positive())),
  timesRedeemed: z.number(),
  expiresAt: z.nullable(z.string()),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
