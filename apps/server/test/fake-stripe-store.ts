import {
  asArray,
  type CardBehaviour,
  type FakeInvoice,
  type FakePrice,
  type FakeSubscription,
  notFound,
  type Obj,
  TEST_CARDS,
} from './fake-stripe-model';

/** The fake Stripe's memory: what it holds, by id, its ids and clock, and the lookups that 404 as Stripe does. */
export type FakeStripeStore = ReturnType<typeof createFakeStripeStore>;

export function createFakeStripeStore() {
  const replays = new Map<string, { status: number; body: unknown }>();
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { behaviour: CardBehaviour }>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, FakePrice>();
  const coupons = new Map<string, Obj>();
  const taxRates = new Map<string, Obj>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  let counter = 0;
  let fixedNow: number | null = null;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;
  const now = () => fixedNow ?? Math.floor(Date.now() / 1000);

  function customerOf(id: string): Obj {
    const customer = customers.get(id);
    if (!customer) throw notFound('customer', id);
    return customer;
  }

  function attach(token: string, customerId: string): Obj {
    customerOf(customerId);
    const existing = paymentMethods.get(token);
    const card = TEST_CARDS[token];
    if (!existing && !card) throw notFound('PaymentMethod', token);
    // A test token makes a new PaymentMethod each time, as at Stripe.
    const method = existing ?? {
      id: nextId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: card?.brand, last4: card?.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      behaviour: card?.behaviour ?? 'pays',
    };
    method.customer = customerId;
    paymentMethods.set(method.id as string, method as Obj & { behaviour: CardBehaviour });
    const { behaviour: _behaviour, ...visible } = method;
    return visible;
  }

  function priceOf(id: string): FakePrice {
    const price = prices.get(id);
    if (!price) throw notFound('price', id);
    return price;
  }

  function taxRatesOf(ids: unknown): Obj[] {
    return asArray(ids).map((id) => {
      const rate = taxRates.get(String(id));
      if (!rate) throw notFound('tax_rate', String(id));
      return rate;
    });
  }

  function couponsOf(discounts: unknown): string[] {
    return asArray(discounts).map((discount) => {
      const id = String(discount.coupon ?? '');
      if (!coupons.has(id)) throw notFound('coupon', id);
      return id;
    });
  }

  function subscriptionOf(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw notFound('subscription', id);
    return subscription;
  }

  function invoiceOf(id: string): FakeInvoice {
    const invoice = invoices.get(id);
    if (!invoice) throw notFound('invoice', id);
    return invoice;
  }

  return {
    replays,
    customers,
    paymentMethods,
    products,
    prices,
    coupons,
    taxRates,
    subscriptions,
    invoices,
    nextId,
    now,
    /** Stripe's clock, in Unix seconds (the real one unless set). */
    setNow(seconds: number | null) {
      fixedNow = seconds;
    },
    customerOf,
    attach,
    priceOf,
    taxRatesOf,
    couponsOf,
    subscriptionOf,
    invoiceOf,
  };
}
