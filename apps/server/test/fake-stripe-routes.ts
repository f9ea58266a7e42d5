import type { FakeStripeInvoicing } from './fake-stripe-invoices';
import {
  ApiError,
  asArray,
  type FakePrice,
  type FakeSubscription,
  invalid,
  list,
  notFound,
  type Obj,
  str,
} from './fake-stripe-model';
import type { FakeStripeStore } from './fake-stripe-store';

/** The API endpoints the Stripe billing provider calls: `route(method, path, params)` answers one request. */
export function createFakeStripeRoutes(store: FakeStripeStore, invoicing: FakeStripeInvoicing) {
  const {
    customers,
    paymentMethods,
    products,
    prices,
    coupons,
    taxRates,
    subscriptions,
    nextId,
    now,
    customerOf,
    attach,
    taxRatesOf,
    couponsOf,
    subscriptionOf,
    invoiceOf,
  } = store;
  const { totalize, planCreate, planUpdate, issueInvoice, pay, subscriptionView } = invoicing;

  function route(method: string, path: string, params: Obj): unknown {
    const at = (pattern: RegExp): string | null => {
      const found = pattern.exec(path);
      return found ? decodeURIComponent(found[1] ?? '') : null;
    };
    const customerPathId = at(/^\/v1\/customers\/([^/]+)$/);
    const attachId = at(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    const couponPathId = at(/^\/v1\/coupons\/([^/]+)$/);
    const subscriptionPathId = at(/^\/v1\/subscriptions\/([^/]+)$/);
    const payId = at(/^\/v1\/invoices\/([^/]+)\/pay$/);
    const linesId = at(/^\/v1\/invoices\/([^/]+)\/lines$/);
    const invoicePathId = at(/^\/v1\/invoices\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const customer = {
        id,
        object: 'customer',
        name: params.name ?? null,
        email: params.email ?? null,
        address: params.address ?? null,
        metadata: params.metadata ?? {},
        balance: 0,
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      customers.set(id, customer);
      return customer;
    }
    if (customerPathId) {
      const customer = customerOf(customerPathId);
      if (method === 'GET') return customer;
      const settings = params.invoice_settings as Obj | undefined;
      if (settings?.default_payment_method !== undefined) {
        const pm = str(settings.default_payment_method);
        if (pm && !paymentMethods.has(pm)) throw notFound('PaymentMethod', pm);
        customer.invoice_settings = { ...(customer.invoice_settings as Obj), default_payment_method: pm ?? null };
      }
      for (const key of ['name', 'email', 'address', 'metadata'] as const) {
        if (params[key] !== undefined) customer[key] = params[key];
      }
      return customer;
    }
    if (method === 'POST' && attachId) {
      return attach(attachId, String(params.customer));
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = asArray(params.lookup_keys).map(String);
      const found = [...prices.values()].filter(
        (price) =>
          (keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key))) &&
          (params.active === undefined || String(price.active) === params.active),
      );
      return list(found.slice(0, Number(params.limit ?? 10)), '/v1/prices');
    }
    if (method === 'POST' && path === '/v1/prices') {
      const lookupKey = str(params.lookup_key) ?? null;
      const holder = lookupKey ? [...prices.values()].find((price) => price.lookup_key === lookupKey) : undefined;
      if (holder && params.transfer_lookup_key !== 'true') {
        throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      }
      if (holder) holder.lookup_key = null;
      let productId = str(params.product);
      if (!productId) {
        productId = nextId('prod');
        products.set(productId, { id: productId, object: 'product', name: (params.product_data as Obj)?.name });
      }
      const recurring = params.recurring as Obj;
      const price: FakePrice = {
        id: nextId('price'),
        object: 'price',
        active: true,
        currency: String(params.currency),
        unit_amount: Number(params.unit_amount),
        recurring: { interval: recurring.interval as 'month' | 'year', interval_count: 1 },
        lookup_key: lookupKey,
        product: productId,
        tax_behavior: String(params.tax_behavior ?? 'unspecified'),
        type: 'recurring',
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'GET' && couponPathId) {
      const coupon = coupons.get(couponPathId);
      if (!coupon) throw notFound('coupon', couponPathId);
      return coupon;
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const id = str(params.id) ?? nextId('co');
      if (coupons.has(id)) throw invalid('Coupon already exists.', 'id');
      const coupon = {
        id,
        object: 'coupon',
        name: params.name ?? null,
        percent_off: params.percent_off ? Number(params.percent_off) : null,
        amount_off: params.amount_off ? Number(params.amount_off) : null,
        currency: params.currency ?? null,
        duration: params.duration ?? 'once',
        duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
        valid: true,
      };
      coupons.set(id, coupon);
      return coupon;
    }
    if (method === 'GET' && path === '/v1/tax_rates') {
      const found = [...taxRates.values()].filter(
        (rate) =>
          (params.active === undefined || String(rate.active) === params.active) &&
          (params.inclusive === undefined || String(rate.inclusive) === params.inclusive),
      );
      return list(found, '/v1/tax_rates');
    }
    if (method === 'POST' && path === '/v1/tax_rates') {
      const rate = {
        id: nextId('txr'),
        object: 'tax_rate',
        active: true,
        display_name: params.display_name,
        percentage: Number(params.percentage),
        inclusive: params.inclusive === 'true',
        metadata: params.metadata ?? {},
      };
      taxRates.set(rate.id, rate);
      return rate;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customerId = String(params.customer);
      customerOf(customerId);
      const id = nextId('sub');
      const plan = planCreate(asArray(params.items), id);
      const rates = taxRatesOf(params.default_tax_rates);
      const subscription: FakeSubscription = {
        id,
        object: 'subscription',
        customer: customerId,
        status: 'incomplete',
        items: list(plan.items, `/v1/subscription_items?subscription=${id}`),
        latest_invoice: null,
        default_tax_rates: rates,
        discounts: couponsOf(params.discounts),
        metadata: (params.metadata as Record<string, string>) ?? {},
        created: now(),
      };
      subscriptions.set(id, subscription);
      const invoice = issueInvoice(subscription, plan, rates, subscription.discounts);
      subscription.latest_invoice = invoice.id;
      if (invoice.status === 'paid') subscription.status = 'active';
      else if (params.payment_behavior !== 'default_incomplete') {
        try {
          pay(invoice, str(params.default_payment_method));
        } catch (error) {
          if (params.payment_behavior === 'error_if_incomplete') throw error;
        }
      }
      return subscriptionView(subscription, params.expand);
    }
    if (subscriptionPathId) {
      const subscription = subscriptionOf(subscriptionPathId);
      if (method === 'GET') return subscriptionView(subscription, params.expand);
      if (params.default_tax_rates !== undefined) subscription.default_tax_rates = taxRatesOf(params.default_tax_rates);
      if (params.discounts !== undefined) subscription.discounts = couponsOf(params.discounts);
      if (params.items !== undefined) {
        const prorationDate = params.proration_date ? Number(params.proration_date) : now();
        const plan = planUpdate(subscription, asArray(params.items), prorationDate);
        subscription.items = list(plan.items, subscription.items.url);
        if (params.proration_behavior === 'always_invoice' && plan.lines.length > 0) {
          const invoice = issueInvoice(subscription, plan, subscription.default_tax_rates, subscription.discounts);
          subscription.latest_invoice = invoice.id;
          if (invoice.status !== 'paid') {
            subscription.status = 'past_due';
            if (params.payment_behavior !== 'default_incomplete') {
              try {
                pay(invoice, undefined);
              } catch (error) {
                if (params.payment_behavior === 'error_if_incomplete') throw error;
              }
            }
          }
        }
      }
      return subscriptionView(subscription, params.expand);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const details = (params.subscription_details as Obj | undefined) ?? {};
      const subscriptionId = str(params.subscription);
      const running = subscriptionId ? subscriptionOf(subscriptionId) : null;
      const customerId = str(params.customer) ?? running?.customer ?? null;
      const customer = customerId ? customerOf(customerId) : null;
      const rates =
        details.default_tax_rates !== undefined
          ? taxRatesOf(details.default_tax_rates)
          : (running?.default_tax_rates ?? []);
      const couponIds = params.discounts !== undefined ? couponsOf(params.discounts) : (running?.discounts ?? []);
      const prorationDate = details.proration_date ? Number(details.proration_date) : now();
      const plan = running
        ? planUpdate(running, asArray(details.items), prorationDate)
        : planCreate(asArray(details.items), 'sub_preview');
      return {
        id: `upcoming_${nextId('in')}`,
        object: 'invoice',
        customer: customerId,
        status: 'draft',
        created: now(),
        parent: running
          ? {
              type: 'subscription_details',
              subscription_details: {
                subscription: running.id,
                metadata: running.metadata,
                subscription_proration_date: prorationDate,
              },
            }
          : null,
        confirmation_secret: null,
        period_start: plan.periodStart,
        period_end: plan.periodEnd,
        ...totalize(plan.lines, couponIds, rates, customer),
      };
    }
    if (method === 'POST' && payId) {
      return pay(invoiceOf(payId), str(params.payment_method), params.off_session !== 'false');
    }
    if (method === 'GET' && linesId) {
      const invoice = invoiceOf(linesId);
      return list(invoice.lines.data, path);
    }
    if (method === 'GET' && invoicePathId) {
      return invoiceOf(invoicePathId);
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  return route;
}
