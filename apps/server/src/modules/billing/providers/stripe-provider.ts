import type { CreditCard, Invoice, Price, RecurringInterval } from '@opencall/shared/billing';
import { TAX_RATE_PERCENT } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import Stripe from 'stripe';
import type { PromoRow } from '../billing.repository';
import type {
  AppliedSubscription,
  BillingProvider,
  PaymentState,
  ProviderCustomer,
  ProviderEvent,
  ProviderInvoice,
  SubscriptionChange,
} from './billing-provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  apiUrl: string | null;
  currency: string;
}

/** Marks the tax rate this installation created, so it is found again instead of created twice. */
const TAX_RATE_MARK = 'opencall-vat';
/** Stripe answers these codes when the card needs its holder's confirmation (3-D Secure). */
const ACTION_CODES = new Set(['invoice_payment_intent_requires_action', 'authentication_required']);

/** What one subscription item asks for: our price (its id is the Stripe lookup key) and a quantity. */
interface WantedItem {
  price: Price;
  productName: string;
  quantity: number;
}

function clientConfig(apiUrl: string | null): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { telemetry: false, maxNetworkRetries: 1 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const toDate = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's invoice in our shape: line amounts before discount, their discounts and taxes, the balance. */
export function invoiceOf(invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[] = invoice.lines.data): Invoice {
  return {
    lines: {
      data: lines.map((line) => ({
        amount: line.amount,
        description: line.description ?? '',
        discount_amounts: (line.discount_amounts ?? []).map(({ amount }) => ({ amount })),
        tax_amounts: (line.taxes ?? []).map(({ amount }) => ({ amount })),
      })),
    },
    starting_balance: invoice.starting_balance,
  };
}

function stateOf(invoice: Stripe.Invoice): PaymentState {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'void' || invoice.status === 'uncollectible') return 'failed';
  return 'open';
}

function customerParams(customer: ProviderCustomer): Stripe.CustomerCreateParams {
  const info = customer.info;
  const name =
    info?.type === 'company'
      ? info.companyName
      : [info?.firstname, info?.lastname].filter(Boolean).join(' ') || customer.platformName;
  return {
    name: name || customer.platformName,
    metadata: { platformId: customer.platformId },
    ...(info && {
      email: info.email,
      address: {
        line1: info.address.line1,
        ...(info.address.line2 && { line2: info.address.line2 }),
        postal_code: info.address.zipCode,
        city: info.address.city,
        country: info.address.country,
      },
    }),
  };
}

/** A card refusal or a 3-D Secure request; anything else (a bad request, Stripe down) is thrown. */
function paymentErrorOf(error: unknown): { state: 'failed' | 'requires_action'; reason: string } | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error.code && ACTION_CODES.has(error.code)) return { state: 'requires_action', reason: error.message };
  if (error.type === 'StripeCardError' || error.statusCode === 402) return { state: 'failed', reason: error.message };
  return null;
}

/**
 * Stripe Billing: customers, subscriptions and invoices live at Stripe; our price ids are Stripe lookup
 * keys (a price whose amount changed is created again and takes the key over), promo codes become
 * coupons named after their row, and a 20 % tax rate is created once and set on every subscription so
 * Stripe's invoices carry the tax. A first invoice is finalized without charging
 * (`default_incomplete`), then paid with `invoices.pay`: one path maps paid, refused and 3-D Secure.
 */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiUrl));
  const currency = options.currency;
  // Stripe ids found or created once per process: lookups cost a request each otherwise.
  const priceIds = new Map<string, string>();
  const couponIds = new Set<string>();
  let taxRateId: string | null = null;

  async function stripePriceId(item: WantedItem): Promise<string> {
    const { price } = item;
    const cacheKey = `${price.id}|${price.unitAmount}|${price.recurringInterval}|${currency}`;
    const cached = priceIds.get(cacheKey);
    if (cached) return cached;
    const { data } = await stripe.prices.list({ lookup_keys: [price.id], active: true, limit: 1 });
    const found = data[0];
    if (
      found &&
      found.unit_amount === price.unitAmount &&
      found.currency === currency &&
      found.recurring?.interval === price.recurringInterval
    ) {
      priceIds.set(cacheKey, found.id);
      return found.id;
    }
    const created = await stripe.prices.create(
      {
        currency,
        unit_amount: price.unitAmount,
        recurring: { interval: price.recurringInterval as RecurringInterval },
        product_data: { name: item.productName },
        lookup_key: price.id,
        transfer_lookup_key: true,
        tax_behavior: 'exclusive',
      },
      { idempotencyKey: `price:${cacheKey}` },
    );
    priceIds.set(cacheKey, created.id);
    return created.id;
  }

  async function stripeCouponId(promo: PromoRow): Promise<string> {
    // One coupon per promo code row: a row never changes its kind, value or duration.
    const id = `opencall-${promo.id}`;
    if (couponIds.has(id)) return id;
    try {
      await stripe.coupons.retrieve(id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
      await stripe.coupons.create(
        {
          id,
          name: promo.code.slice(0, 40), // Stripe's limit for a coupon name
          ...(promo.kind === 'percent' ? { percent_off: promo.value } : { amount_off: promo.value, currency }),
          duration: promo.duration,
          ...(promo.duration === 'repeating' &&
            promo.durationInMonths && { duration_in_months: promo.durationInMonths }),
        },
        { idempotencyKey: `coupon:${id}` },
      );
    }
    couponIds.add(id);
    return id;
  }

  async function stripeTaxRateId(): Promise<string> {
    if (taxRateId) return taxRateId;
    const { data } = await stripe.taxRates.list({ active: true, inclusive: false, limit: 100 });
    const found = data.find((rate) => rate.metadata?.mark === TAX_RATE_MARK && rate.percentage === TAX_RATE_PERCENT);
    taxRateId =
      found?.id ??
      (
        await stripe.taxRates.create(
          {
            display_name: 'VAT',
            percentage: TAX_RATE_PERCENT,
            inclusive: false,
            metadata: { mark: TAX_RATE_MARK },
          },
          { idempotencyKey: `tax-rate:${TAX_RATE_MARK}:${TAX_RATE_PERCENT}` },
        )
      ).id;
    return taxRateId;
  }

  function wantedItems(change: SubscriptionChange): WantedItem[] {
    return [
      { price: change.price, productName: change.plan.label, quantity: change.nbSeats },
      ...change.addons.map(({ addon, price, quantity }) => ({ price, productName: addon.label, quantity })),
    ];
  }

  /**
   * The items of an update: a running item on the same Stripe price keeps its id (only its quantity
   * changes), the others are deleted and the new prices added; Stripe prorates each.
   */
  async function itemParams(
    change: SubscriptionChange,
    running: Stripe.Subscription | null,
  ): Promise<{ id?: string; price?: string; quantity?: number; deleted?: boolean }[]> {
    const wanted = await Promise.all(
      wantedItems(change).map(async (item) => ({ price: await stripePriceId(item), quantity: item.quantity })),
    );
    if (!running) return wanted;
    const items: { id?: string; price?: string; quantity?: number; deleted?: boolean }[] = [];
    const kept = new Set<string>();
    for (const item of wanted) {
      const same = running.items.data.find((existing) => existing.price.id === item.price && !kept.has(existing.id));
      if (same) {
        kept.add(same.id);
        items.push({ id: same.id, quantity: item.quantity });
      } else items.push(item);
    }
    for (const existing of running.items.data)
      if (!kept.has(existing.id)) items.push({ id: existing.id, deleted: true });
    return items;
  }

  /** Without a promo code the subscription keeps the discount it has (a code given once runs its duration). */
  async function discountParams(change: SubscriptionChange): Promise<{ discounts?: { coupon: string }[] }> {
    return change.promo ? { discounts: [{ coupon: await stripeCouponId(change.promo) }] } : {};
  }

  async function ensureCustomer(customer: ProviderCustomer, idempotencyKey: string): Promise<string> {
    if (customer.customerRef) return customer.customerRef;
    const created = await stripe.customers.create(customerParams(customer), {
      idempotencyKey: `${idempotencyKey}:customer`,
    });
    return created.id;
  }

  /** Every line, not only the first page Stripe puts in the invoice. */
  async function allLines(invoice: Stripe.Invoice): Promise<Stripe.InvoiceLineItem[]> {
    if (!invoice.lines.has_more || !invoice.id) return invoice.lines.data;
    const lines: Stripe.InvoiceLineItem[] = [];
    for await (const line of stripe.invoices.listLineItems(invoice.id, { limit: 100 })) lines.push(line);
    return lines;
  }

  async function providerInvoice(
    invoice: Stripe.Invoice,
    state: PaymentState = stateOf(invoice),
    failureReason: string | null = null,
  ): Promise<ProviderInvoice> {
    return {
      ref: invoice.id,
      status: state,
      invoice: invoiceOf(invoice, await allLines(invoice)),
      failureReason,
      clientSecret: state === 'requires_action' ? (invoice.confirmation_secret?.client_secret ?? null) : null,
    };
  }

  /** Pays an open invoice with the customer's default payment method; refusals become outcomes. */
  async function payInvoice(invoiceRef: string, idempotencyKey: string): Promise<ProviderInvoice> {
    try {
      // On session: the admin is in the browser, so a card asking for 3-D Secure gets a confirmable payment.
      const paid = await stripe.invoices.pay(invoiceRef, { off_session: false }, { idempotencyKey });
      return providerInvoice(paid);
    } catch (error) {
      const refusal = paymentErrorOf(error);
      // Stripe refusing to try (no payment method, invoice already paid) leaves the invoice as it is: said,
      // not thrown, since the subscription it belongs to exists at Stripe either way.
      const refused = error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400;
      if (!refusal && !refused) throw error;
      const invoice = await stripe.invoices.retrieve(invoiceRef, { expand: ['confirmation_secret'] });
      if (refusal) return providerInvoice(invoice, refusal.state, refusal.state === 'failed' ? refusal.reason : null);
      const state = stateOf(invoice);
      return providerInvoice(
        invoice,
        state === 'open' ? 'failed' : state,
        state === 'paid' ? null : (error as Error).message,
      );
    }
  }

  function periodOf(subscription: Stripe.Subscription): { periodStart: Date; periodEnd: Date } {
    const item = subscription.items.data[0];
    const now = Math.floor(Date.now() / 1000);
    return {
      periodStart: toDate(item?.current_period_start ?? now),
      periodEnd: toDate(item?.current_period_end ?? now),
    };
  }

  async function settle(
    customerRef: string,
    subscription: Stripe.Subscription,
    previousInvoiceRef: string | null,
    idempotencyKey: string,
  ): Promise<AppliedSubscription> {
    const latest = subscription.latest_invoice;
    const latestRef = idOf(latest);
    let invoice: ProviderInvoice | null = null;
    // An update that prorates nothing brings no invoice: the latest one is still the previous one.
    if (latestRef && latestRef !== previousInvoiceRef) {
      const full =
        typeof latest === 'object' && latest
          ? latest
          : await stripe.invoices.retrieve(latestRef, { expand: ['confirmation_secret'] });
      invoice =
        full.status === 'open' && full.amount_remaining > 0
          ? await payInvoice(latestRef, `${idempotencyKey}:pay`)
          : await providerInvoice(full);
    }
    return { customerRef, subscriptionRef: subscription.id, ...periodOf(subscription), invoice };
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async preview(customer, change) {
      const runningRef = change.current?.subscriptionRef ?? null;
      const running = runningRef ? await stripe.subscriptions.retrieve(runningRef) : null;
      const info = customer.info;
      const invoice = await stripe.invoices.createPreview({
        ...(customer.customerRef
          ? { customer: customer.customerRef }
          : // No Stripe customer yet: previewing creates none, the address stands in for it.
            {
              customer_details: info
                ? {
                    address: {
                      line1: info.address.line1,
                      postal_code: info.address.zipCode,
                      city: info.address.city,
                      country: info.address.country,
                    },
                  }
                : {},
            }),
        currency,
        ...(running && { subscription: running.id }),
        subscription_details: {
          items: await itemParams(change, running),
          default_tax_rates: [await stripeTaxRateId()],
          ...(running && {
            proration_date: Math.floor(change.prorationDate.getTime() / 1000),
            proration_behavior: 'always_invoice' as const,
          }),
        },
        ...(await discountParams(change)),
      });
      return invoiceOf(invoice, await allLines(invoice));
    },

    async apply(customer, change, idempotencyKey) {
      const customerRef = await ensureCustomer(customer, idempotencyKey);
      const runningRef = change.current?.subscriptionRef ?? null;
      const running = runningRef ? await stripe.subscriptions.retrieve(runningRef) : null;
      const items = await itemParams(change, running);
      const default_tax_rates = [await stripeTaxRateId()];
      const discounts = await discountParams(change);
      const expand = ['latest_invoice.confirmation_secret'];
      if (running) {
        const updated = await stripe.subscriptions.update(
          running.id,
          {
            items,
            default_tax_rates,
            ...discounts,
            proration_date: Math.floor(change.prorationDate.getTime() / 1000),
            proration_behavior: 'always_invoice',
            payment_behavior: 'default_incomplete',
            expand,
          },
          { idempotencyKey: `${idempotencyKey}:subscription` },
        );
        return settle(customerRef, updated, idOf(running.latest_invoice), idempotencyKey);
      }
      const created = await stripe.subscriptions.create(
        {
          customer: customerRef,
          items,
          default_tax_rates,
          ...discounts,
          payment_behavior: 'default_incomplete',
          metadata: { platformId: customer.platformId },
          expand,
        },
        { idempotencyKey: `${idempotencyKey}:subscription` },
      );
      return settle(customerRef, created, null, idempotencyKey);
    },

    async pay(_customer, invoiceRef, idempotencyKey) {
      if (!invoiceRef) return null;
      return payInvoice(invoiceRef, `${idempotencyKey}:pay`);
    },

    async savePaymentMethod(customer, paymentMethodRef) {
      const customerRef = await ensureCustomer(
        customer,
        `save-payment-method:${customer.platformId}:${paymentMethodRef}`,
      );
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.attach(
          paymentMethodRef,
          { customer: customerRef },
          { idempotencyKey: `attach:${customerRef}:${paymentMethodRef}` },
        );
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          throw new AppError('validation_failed', {
            details: [{ field: 'paymentMethod', reason: 'invalid' }],
            cause: error,
          });
        }
        throw error;
      }
      await stripe.customers.update(
        customerRef,
        { invoice_settings: { default_payment_method: method.id } },
        { idempotencyKey: `default-payment-method:${customerRef}:${method.id}` },
      );
      const card: CreditCard = {
        brand: method.card?.brand ?? method.type,
        last4: method.card?.last4 ?? '',
        expMonth: method.card?.exp_month ?? 0,
        expYear: method.card?.exp_year ?? 0,
      };
      return { customerRef, card };
    },

    verifyEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        if (!options.webhookSecret || !signature) throw new Error('no webhook secret or signature');
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new AppError('validation_failed', { details: [{ field: 'signature', reason: 'invalid' }], cause: error });
      }
      return eventOf(event);
    },
  };
}

const INVOICE_EVENT_STATES: Record<string, PaymentState> = {
  'invoice.paid': 'paid',
  'invoice.payment_failed': 'failed',
  'invoice.payment_action_required': 'requires_action',
};

/** Stripe's event in our terms: the invoice for invoice events, status and period for subscription ones. */
export function eventOf(event: Stripe.Event): ProviderEvent {
  const base: ProviderEvent = {
    id: event.id,
    type: event.type,
    createdAt: toDate(event.created),
    subscriptionRef: null,
    customerRef: null,
    invoice: null,
    subscriptionStatus: null,
    periodStart: null,
    periodEnd: null,
  };
  const state = INVOICE_EVENT_STATES[event.type];
  if (state) {
    const invoice = event.data.object as Stripe.Invoice;
    return {
      ...base,
      subscriptionRef: idOf(invoice.parent?.subscription_details?.subscription),
      customerRef: idOf(invoice.customer),
      invoice: {
        ref: invoice.id,
        status: state,
        invoice: invoiceOf(invoice),
        // The refusal itself is on the payment, not the invoice: only a finalization error is said here.
        failureReason: state === 'failed' ? (invoice.last_finalization_error?.message ?? null) : null,
        clientSecret: state === 'requires_action' ? (invoice.confirmation_secret?.client_secret ?? null) : null,
      },
    };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object as Stripe.Subscription;
    const item = subscription.items?.data[0];
    return {
      ...base,
      subscriptionRef: subscription.id,
      customerRef: idOf(subscription.customer),
      subscriptionStatus: subscription.status,
      periodStart: item ? toDate(item.current_period_start) : null,
      periodEnd: item ? toDate(item.current_period_end) : null,
    };
  }
  return base;
}
