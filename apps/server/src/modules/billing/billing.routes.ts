import { billingApi as api, billingWebhookApi, operatorBillingApi as operatorApi } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendDownload } from '../applications';
import { getBilling, savePaymentMethod, updateBillingInfo } from './billing-info.service';
import type { BillingSetup } from './billing-setup';
import { invoicePdf, listInvoices, retryInvoice } from './invoices.service';
import {
  actOnPlatform,
  createPromoCode,
  listAllPlans,
  listOperatorSubscriptions,
  listPromoCodes,
  savePlan,
} from './operator.service';
import { applySubscription, getSubscription, listOfferedPlans, previewInvoice } from './subscriptions.service';
import { applyProviderEvent } from './webhooks.service';

/** A signed event whose content is not what its type promises is refused like a bad signature, never a 500. */
function verifiedEvent(setup: BillingSetup, body: Buffer, signature: string | undefined) {
  try {
    return setup.provider.verifyEvent(body, signature);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('validation_failed', { details: [{ field: 'event', reason: 'invalid' }] });
  }
}

/** The platform's subscription, billing information and invoices; the operator's console; provider webhooks. */
export function registerBillingRoutes(app: App, setup: BillingSetup): void {
  registerEndpoint(app, api.subscription, async ({ ctx }) => ({ data: await getSubscription(ctx, setup) }));
  registerEndpoint(app, api.plans, async ({ ctx }) => ({ data: await listOfferedPlans(ctx) }));
  registerEndpoint(app, api.previewUpcomingInvoice, async ({ ctx, body }) => ({
    data: await previewInvoice(ctx, setup, body),
  }));
  registerEndpoint(app, api.createSubscription, async ({ ctx, body }) => ({
    data: await applySubscription(ctx, setup, 'create', body),
  }));
  registerEndpoint(app, api.changePlan, async ({ ctx, body }) => ({
    data: await applySubscription(ctx, setup, 'plan', body),
  }));
  registerEndpoint(app, api.updateSeats, async ({ ctx, body }) => ({
    data: await applySubscription(ctx, setup, 'seats', body),
  }));
  registerEndpoint(app, api.billing, async ({ ctx }) => ({ data: await getBilling(ctx, setup) }));
  registerEndpoint(app, api.updateBillingInfo, async ({ ctx, body }) => ({
    data: await updateBillingInfo(ctx, setup, body),
  }));
  registerEndpoint(app, api.savePaymentMethod, async ({ ctx, body }) => ({
    data: await savePaymentMethod(ctx, setup, body.paymentMethodId),
  }));
  registerEndpoint(app, api.invoices, async ({ ctx }) => ({ data: await listInvoices(ctx) }));
  registerEndpoint(app, api.invoicePdf, async ({ ctx, params, reply }) =>
    sendDownload(reply, await invoicePdf(ctx, params.invoiceId)),
  );
  registerEndpoint(app, api.retryInvoice, async ({ ctx, params }) => ({
    data: await retryInvoice(ctx, setup, params.invoiceId),
  }));

  registerEndpoint(app, operatorApi.subscriptions, async ({ ctx }) => ({
    data: await listOperatorSubscriptions(ctx, setup),
  }));
  registerEndpoint(app, operatorApi.act, async ({ ctx, params, body }) => ({
    data: await actOnPlatform(ctx, setup, params.platformId, body),
  }));
  registerEndpoint(app, operatorApi.plans, async ({ ctx }) => ({ data: await listAllPlans(ctx) }));
  registerEndpoint(app, operatorApi.savePlan, async ({ ctx, params, body }) => ({
    data: await savePlan(ctx, params.planId, body),
  }));
  registerEndpoint(app, operatorApi.promoCodes, async ({ ctx }) => ({ data: await listPromoCodes(ctx) }));
  registerEndpoint(app, operatorApi.createPromoCode, async ({ ctx, body }) => ({
    data: await createPromoCode(ctx, body),
  }));

  // The signature covers the bytes as sent: this one route keeps its JSON body raw.
  app.register(async (raw: App) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerEndpoint(raw, billingWebhookApi.stripe, async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      const event = verifiedEvent(
        setup,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      await applyProviderEvent(app.deps.database.db, setup, event);
      return { received: true };
    });
  });
}
