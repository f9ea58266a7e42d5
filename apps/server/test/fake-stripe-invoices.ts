import {
  ApiError,
  addInterval,
  asArray,
  type FakeInvoice,
  type FakeItem,
  type FakeLine,
  type FakePrice,
  type FakeSubscription,
  invalid,
  list,
  type Obj,
  str,
} from './fake-stripe-model';
import type { FakeStripeStore } from './fake-stripe-store';

/** What a subscription change bills: its items after the change, the invoice lines and their period. */
export interface Plan {
  items: FakeItem[];
  lines: FakeLine[];
  periodStart: number;
  periodEnd: number;
}

/**
 * Invoices as Stripe computes them for a per-seat subscription (lines, discounts, taxes, prorations),
 * issuing them and paying them with the customer's test card.
 */
export type FakeStripeInvoicing = ReturnType<typeof createFakeStripeInvoicing>;

export function createFakeStripeInvoicing(store: FakeStripeStore) {
  const { coupons, products, subscriptions, invoices, paymentMethods, nextId, now, customerOf, priceOf } = store;

  /** One line per charge or credit; discounts and taxes are added by `totalize`. */
  function line(
    price: FakePrice,
    amount: number,
    description: string,
    quantity: number,
    period: { start: number; end: number },
  ) {
    return {
      id: nextId('il'),
      object: 'line_item' as const,
      amount,
      currency: price.currency,
      description,
      discount_amounts: [],
      taxes: [],
      quantity,
      period,
      subtotal: amount,
    };
  }

  function productName(price: FakePrice): string {
    return String(products.get(price.product)?.name ?? price.product);
  }

  function totalize(
    lines: FakeLine[],
    couponIds: string[],
    rates: Obj[],
    customer: Obj | null,
  ): Omit<
    FakeInvoice,
    | 'id'
    | 'object'
    | 'customer'
    | 'status'
    | 'created'
    | 'parent'
    | 'confirmation_secret'
    | 'period_start'
    | 'period_end'
  > {
    // An amount-off coupon is spent line after line; a percentage applies to each charge.
    const pools = new Map(couponIds.map((id) => [id, Number(coupons.get(id)?.amount_off ?? 0)]));
    let subtotal = 0;
    let total = 0;
    for (const item of lines) {
      for (const id of couponIds) {
        if (item.amount <= 0) continue;
        const coupon = coupons.get(id) as Obj;
        const left = item.amount - item.discount_amounts.reduce((acc, d) => acc + d.amount, 0);
        let amount = 0;
        if (coupon.percent_off) amount = Math.round((item.amount * Number(coupon.percent_off)) / 100);
        else {
          amount = Math.min(pools.get(id) ?? 0, left);
          pools.set(id, (pools.get(id) ?? 0) - amount);
        }
        if (amount > 0) item.discount_amounts.push({ amount, discount: `di_${id}` });
      }
      const taxable = item.amount - item.discount_amounts.reduce((acc, d) => acc + d.amount, 0);
      item.taxes = rates.map((rate) => ({
        amount: Math.round((taxable * Number(rate.percentage)) / 100),
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: rate.id },
        taxability_reason: 'standard_rated',
        taxable_amount: taxable,
        type: 'tax_rate_details',
      }));
      subtotal += item.amount;
      total += taxable + item.taxes.reduce((acc, tax) => acc + Number(tax.amount), 0);
    }
    const balance = Number(customer?.balance ?? 0);
    // A credit the customer holds (negative balance) pays first; a negative total becomes such a credit.
    const fromBalance = total > 0 && balance < 0 ? Math.min(total, -balance) : 0;
    const amountDue = Math.max(0, total - fromBalance);
    const ending = total > 0 ? balance + fromBalance : balance + total;
    return {
      currency: lines[0]?.currency ?? 'eur',
      lines: list(lines, '/v1/invoices/lines'),
      subtotal,
      total,
      amount_due: amountDue,
      amount_paid: 0,
      amount_remaining: amountDue,
      starting_balance: balance,
      ending_balance: ending,
      attempt_count: 0,
      attempted: false,
      last_finalization_error: null,
      status_transitions: { paid_at: null, finalized_at: null },
      last_payment_error: null,
    };
  }

  /** A new subscription's items and first invoice lines: every item for a whole period from now. */
  function planCreate(itemParams: Obj[], subscriptionId: string): Plan {
    const start = now();
    const first = priceOf(String(itemParams[0]?.price ?? ''));
    const end = addInterval(start, first.recurring.interval);
    const items = itemParams.map((param) => ({
      id: nextId('si'),
      object: 'subscription_item' as const,
      price: priceOf(String(param.price)),
      quantity: Number(param.quantity ?? 1),
      current_period_start: start,
      current_period_end: end,
      subscription: subscriptionId,
    }));
    const lines = items.map((item) =>
      line(
        item.price,
        item.price.unit_amount * item.quantity,
        `${item.quantity} × ${productName(item.price)}`,
        item.quantity,
        {
          start,
          end,
        },
      ),
    );
    return { items, lines, periodStart: start, periodEnd: end };
  }

  /**
   * An update's items and proration lines: the unused part of what changes is credited, the new amounts
   * charged to the period's end; another interval restarts the period and charges it whole.
   */
  function planUpdate(subscription: FakeSubscription, itemParams: Obj[], prorationDate: number): Plan {
    const running = subscription.items.data;
    const next: FakeItem[] = running.map((item) => ({ ...item }));
    for (const param of itemParams) {
      const id = str(param.id);
      if (id) {
        const index = next.findIndex((item) => item.id === id);
        if (index === -1) throw invalid(`No such subscription item: '${id}'`, 'items');
        if (param.deleted === 'true') next.splice(index, 1);
        else {
          const item = next[index] as FakeItem;
          next[index] = {
            ...item,
            quantity: param.quantity === undefined ? item.quantity : Number(param.quantity),
            price: param.price ? priceOf(String(param.price)) : item.price,
          };
        }
      } else {
        next.push({
          id: nextId('si'),
          object: 'subscription_item',
          price: priceOf(String(param.price)),
          quantity: Number(param.quantity ?? 1),
          current_period_start: 0,
          current_period_end: 0,
          subscription: subscription.id,
        });
      }
    }
    const start = running[0]?.current_period_start ?? prorationDate;
    const end = running[0]?.current_period_end ?? prorationDate;
    const newInterval = next[0]?.price.recurring.interval;
    const intervalChanged = newInterval !== undefined && newInterval !== running[0]?.price.recurring.interval;
    const share = end > start ? Math.min(1, Math.max(0, (end - prorationDate) / (end - start))) : 0;
    const periodStart = intervalChanged ? now() : start;
    const periodEnd = intervalChanged && newInterval ? addInterval(periodStart, newInterval) : end;
    const lines: FakeLine[] = [];
    const unchanged = (item: FakeItem) =>
      !intervalChanged &&
      running.some((old) => old.id === item.id && old.price.id === item.price.id && old.quantity === item.quantity);
    for (const old of running) {
      const after = next.find((item) => item.id === old.id);
      if (after && unchanged(after)) continue;
      const credit = Math.round(old.price.unit_amount * old.quantity * share);
      if (credit > 0) {
        lines.push(
          line(old.price, -credit, `Unused time on ${old.quantity} × ${productName(old.price)}`, old.quantity, {
            start: prorationDate,
            end,
          }),
        );
      }
    }
    for (const item of next) {
      if (unchanged(item)) continue;
      const fraction = intervalChanged ? 1 : share;
      const charge = Math.round(item.price.unit_amount * item.quantity * fraction);
      lines.push(
        line(item.price, charge, `Remaining time on ${item.quantity} × ${productName(item.price)}`, item.quantity, {
          start: intervalChanged ? periodStart : prorationDate,
          end: periodEnd,
        }),
      );
    }
    const items = next.map((item) => ({ ...item, current_period_start: periodStart, current_period_end: periodEnd }));
    return { items, lines, periodStart, periodEnd };
  }

  function issueInvoice(subscription: FakeSubscription, plan: Plan, rates: Obj[], couponIds: string[]): FakeInvoice {
    const customer = customerOf(subscription.customer);
    const id = nextId('in');
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      created: now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      confirmation_secret: { client_secret: `pi_${id}_secret_fake`, type: 'payment_intent' },
      period_start: plan.periodStart,
      period_end: plan.periodEnd,
      ...totalize(plan.lines, couponIds, rates, customer),
    };
    invoice.status_transitions.finalized_at = now();
    customer.balance = invoice.ending_balance;
    if (invoice.amount_due === 0) markPaid(invoice);
    invoices.set(id, invoice);
    return invoice;
  }

  function markPaid(invoice: FakeInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = now();
    invoice.last_payment_error = null;
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? subscriptions.get(subscriptionId) : undefined;
    if (subscription && subscription.latest_invoice === invoice.id) subscription.status = 'active';
  }

  function pay(invoice: FakeInvoice, paymentMethodId: string | undefined, offSession = true): FakeInvoice {
    if (invoice.status === 'paid') throw invalid('Invoice is already paid');
    if (invoice.status !== 'open') throw invalid(`You can only pay an open invoice (this one is ${invoice.status}).`);
    if (invoice.amount_remaining === 0) {
      markPaid(invoice);
      return invoice;
    }
    const customer = customerOf(String(invoice.customer));
    const settings = customer.invoice_settings as Obj;
    const methodId = paymentMethodId ?? str(settings.default_payment_method);
    const method = methodId ? paymentMethods.get(methodId) : undefined;
    if (!method) {
      throw invalid('This customer has no attached payment source or default payment method.');
    }
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (method.behaviour === 'declines') {
      invoice.last_payment_error = 'Your card was declined.';
      throw new ApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    if (method.behaviour === 'requires_action') {
      // Off session Stripe cannot ask the cardholder: it says authentication is required.
      throw new ApiError(402, {
        type: 'card_error',
        code: offSession ? 'authentication_required' : 'invoice_payment_intent_requires_action',
        message: offSession
          ? 'Your card was declined. This transaction requires authentication.'
          : 'This payment requires additional user action before it can be completed successfully.',
      });
    }
    markPaid(invoice);
    return invoice;
  }

  function subscriptionView(subscription: FakeSubscription, expand: unknown): Obj {
    const expanded = asArray(expand).map(String);
    const wantsInvoice = expanded.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'));
    return {
      ...subscription,
      latest_invoice:
        wantsInvoice && subscription.latest_invoice
          ? invoices.get(subscription.latest_invoice)
          : subscription.latest_invoice,
    };
  }

  return { totalize, planCreate, planUpdate, issueInvoice, pay, subscriptionView };
}
