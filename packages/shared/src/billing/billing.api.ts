import * as z from 'zod/mini';
import { OPERATOR_PERMISSIONS, PERMISSIONS } from '../auth/permissions';
import { dataOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  BillingInfoSchema,
  BillingSchema,
  InvoiceRecordSchema,
  InvoiceSchema,
  PaymentMethodBodySchema,
  PaymentOutcomeSchema,
  PlanFeatureSchema,
  PlanSchema,
  PreviewInvoiceBodySchema,
  PromoCodeSchema,
  SubscriptionChangeBodySchema,
  SubscriptionSchema,
} from './billing.schemas';

const tags = ['billing'] as const;
const access = { permission: PERMISSIONS.platformAdministration };
const operator = { permission: OPERATOR_PERMISSIONS.billingOperate };
const InvoiceParams = z.object({ invoiceId: UuidSchema });

export const billingApi = {
  subscription: defineEndpoint({
    method: 'GET',
    url: '/api/subscription',
    summary:
      'The platform’s subscription (SPEC §3, client state `subscription`): plan, status, seats and the features open now',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(SubscriptionSchema) } },
  }),
  plans: defineEndpoint({
    method: 'GET',
    url: '/api/plans',
    summary: 'The plans a platform may choose (collection `plans`), cheapest first; the standby plan is never offered',
    tags,
    access,
    schema: { response: { 200: dataOf(z.array(PlanSchema)) } },
  }),
  previewUpcomingInvoice: defineEndpoint({
    method: 'POST',
    url: '/api/subscription/preview-upcoming-invoice',
    summary:
      'SPEC §7: the invoice the change would bring (lines in cents with their discount and tax amounts, starting balance), prorated from `prorationDate`',
    tags,
    access,
    errors: ['promo_code_invalid'],
    schema: { body: PreviewInvoiceBodySchema, response: { 200: dataOf(InvoiceSchema) } },
  }),
  createSubscription: defineEndpoint({
    method: 'POST',
    url: '/api/subscription',
    summary:
      'Subscribes the platform (`home/create-subscription`) and pays the first invoice; needs billing information; 402 payment_failed when the card is refused',
    tags,
    access,
    errors: ['billing_info_required', 'promo_code_invalid', 'payment_failed'],
    schema: { body: SubscriptionChangeBodySchema, response: { 200: dataOf(PaymentOutcomeSchema) } },
  }),
  changePlan: defineEndpoint({
    method: 'PUT',
    url: '/api/subscription/plan',
    summary: 'Changes plan, interval and add-ons (`home/subscription-change-plan`), prorated from `prorationDate`',
    tags,
    access,
    errors: ['subscription_required', 'billing_info_required', 'promo_code_invalid', 'payment_failed'],
    schema: { body: SubscriptionChangeBodySchema, response: { 200: dataOf(PaymentOutcomeSchema) } },
  }),
  updateSeats: defineEndpoint({
    method: 'PUT',
    url: '/api/subscription/seats',
    summary: 'Changes the number of seats (`home/subscription-update-seats`), never below the plan’s minimum',
    tags,
    access,
    errors: ['subscription_required', 'billing_info_required', 'payment_failed'],
    schema: { body: SubscriptionChangeBodySchema, response: { 200: dataOf(PaymentOutcomeSchema) } },
  }),
  billing: defineEndpoint({
    method: 'GET',
    url: '/api/billing',
    summary: 'Billing information, the saved card and the payment provider (collections `billing`, `creditCard`)',
    tags,
    access,
    schema: { response: { 200: dataOf(BillingSchema) } },
  }),
  updateBillingInfo: defineEndpoint({
    method: 'PUT',
    url: '/api/billing/info',
    summary:
      'Saves the billing information; SPEC §5 errors answer 400 validation_failed with `{ field, reason }` pairs',
    tags,
    access,
    schema: { body: BillingInfoSchema, response: { 200: dataOf(BillingSchema) } },
  }),
  savePaymentMethod: defineEndpoint({
    method: 'PUT',
    url: '/api/billing/payment-method',
    summary:
      'Makes a payment method confirmed in the browser (Stripe.js, SCA) the one invoices are paid with; manual invoicing refuses it with `{ field: paymentMethod, reason: invalid }`',
    tags,
    access,
    errors: ['billing_info_required'],
    schema: { body: PaymentMethodBodySchema, response: { 200: dataOf(BillingSchema) } },
  }),
  invoices: defineEndpoint({
    method: 'GET',
    url: '/api/billing/invoices',
    summary: 'The platform’s invoices, newest first (`home/settings/invoices`)',
    tags,
    access,
    schema: { response: { 200: dataOf(z.array(InvoiceRecordSchema)) } },
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    url: '/api/billing/invoices/:invoiceId/pdf',
    summary: 'One invoice as a PDF',
    tags,
    access,
    errors: ['not_found'],
    produces: ['application/pdf'],
    schema: { params: InvoiceParams, response: { 200: z.unknown() } },
  }),
  retryInvoice: defineEndpoint({
    method: 'POST',
    url: '/api/billing/invoices/:invoiceId/retry',
    summary:
      'Pays an open or failed invoice again (`admin/billing/retry-invoice`); a paid one restores a suspended platform',
    tags,
    access,
    errors: ['not_found', 'invoice_not_payable', 'payment_failed'],
    schema: { params: InvoiceParams, response: { 200: dataOf(PaymentOutcomeSchema) } },
  }),
};

const PlatformParams = z.object({ platformId: UuidSchema });
const PlanParams = z.object({ planId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const OperatorSubscriptionSchema = z.object({
  platformId: z.string(),
  platformName: z.string(),
  domain: z.string(),
  subscription: SubscriptionSchema,
  openInvoices: z.number(),
});
export type OperatorSubscription = z.infer<typeof OperatorSubscriptionSchema>;

export const OperatorActionBodySchema = z.object({
  action: z.enum(['standby', 'suspend', 'resume', 'grant']),
  /** `grant`: the features added to the plan's (the whole list). */
  additionalFeatures: z.optional(z.array(PlanFeatureSchema)),
});
export type OperatorActionBody = z.infer<typeof OperatorActionBodySchema>;

export const PlanBodySchema = z.omit(PlanSchema, { id: true });
export type PlanBody = z.infer<typeof PlanBodySchema>;
export const PromoCodeBodySchema = z.omit(PromoCodeSchema, { id: true, timesRedeemed: true });
export type PromoCodeBody = z.infer<typeof PromoCodeBodySchema>;

/** The installation operator's console: super admins only, across the installation's platforms. */
export const operatorBillingApi = {
  subscriptions: defineEndpoint({
    method: 'GET',
    url: '/api/operator/subscriptions',
    summary: 'Every platform’s subscription state at a glance',
    tags,
    access: operator,
    schema: { response: { 200: dataOf(z.array(OperatorSubscriptionSchema)) } },
  }),
  act: defineEndpoint({
    method: 'POST',
    url: '/api/operator/platforms/:platformId/subscription',
    summary: 'Puts a platform in standby, suspends it, resumes it or grants it additional features',
    tags,
    access: operator,
    errors: ['not_found'],
    schema: {
      params: PlatformParams,
      body: OperatorActionBodySchema,
      response: { 200: dataOf(OperatorSubscriptionSchema) },
    },
  }),
  plans: defineEndpoint({
    method: 'GET',
    url: '/api/operator/plans',
    summary: 'Every plan, withdrawn ones included',
    tags,
    access: operator,
    schema: { response: { 200: dataOf(z.array(PlanSchema)) } },
  }),
  savePlan: defineEndpoint({
    method: 'PUT',
    url: '/api/operator/plans/:planId',
    summary: 'Creates or updates a plan (id chosen by the operator: lowercase letters, digits, dashes)',
    tags,
    access: operator,
    schema: { params: PlanParams, body: PlanBodySchema, response: { 200: dataOf(PlanSchema) } },
  }),
  promoCodes: defineEndpoint({
    method: 'GET',
    url: '/api/operator/promo-codes',
    summary: 'Every promo code with its redemptions',
    tags,
    access: operator,
    schema: { response: { 200: dataOf(z.array(PromoCodeSchema)) } },
  }),
  createPromoCode: defineEndpoint({
    method: 'POST',
    url: '/api/operator/promo-codes',
    summary: 'Creates a promo code (percent 1–100 or an amount in cents; once, repeating for n months, or forever)',
    tags,
    access: operator,
    schema: { body: PromoCodeBodySchema, response: { 200: dataOf(PromoCodeSchema) } },
  }),
};

export const billingWebhookApi = {
  stripe: defineEndpoint({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    summary: 'Stripe events, verified by their signature; a replayed or older event changes nothing',
    tags,
    access: 'public',
    tenant: false,
    // 404 without Stripe keys (manual invoicing hears from no provider); 400 for a bad signature.
    errors: ['not_found', 'validation_failed'],
    schema: { response: { 200: z.object({ received: z.boolean() }) } },
  }),
};
