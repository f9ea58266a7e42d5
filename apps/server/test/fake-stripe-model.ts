/**
 * The fake Stripe's vocabulary: the objects it keeps, Stripe's test cards, its API errors, the form
 * encoding the SDK sends, and small helpers shared by the store, the invoicing and the routes.
 */

export type Obj = Record<string, unknown>;

/** Stripe's test tokens: attaching one creates a PaymentMethod that behaves like it. */
export const TEST_CARDS: Record<string, { brand: string; last4: string; behaviour: CardBehaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'pays' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'pays' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declines' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3155', behaviour: 'requires_action' },
};
export type CardBehaviour = 'pays' | 'declines' | 'requires_action';

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month' | 'year'; interval_count: number };
  lookup_key: string | null;
  product: string;
  tax_behavior: string;
  type: 'recurring';
}

export interface FakeItem {
  id: string;
  object: 'subscription_item';
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: FakeItem[]; has_more: false; url: string };
  latest_invoice: string | null;
  default_tax_rates: Obj[];
  discounts: string[];
  metadata: Record<string, string>;
  created: number;
}

export interface FakeLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: { amount: number; discount: string }[];
  taxes: Obj[];
  quantity: number;
  period: { start: number; end: number };
  subtotal: number;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string | null;
  status: 'draft' | 'open' | 'paid' | 'void';
  currency: string;
  created: number;
  lines: { object: 'list'; data: FakeLine[]; has_more: false; url: string };
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  starting_balance: number;
  ending_balance: number | null;
  attempt_count: number;
  attempted: boolean;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Obj } } | null;
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  last_finalization_error: null;
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null; finalized_at: number | null };
  /** Why the last payment attempt failed (the fake's own record; Stripe keeps it on the PaymentIntent). */
  last_payment_error: string | null;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Obj;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

export const notFound = (kind: string, id: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
export const invalid = (message: string, param?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param && { param }) });

/** `items[0][price]=x` → `{ items: [{ price: 'x' }] }`, as Stripe reads the SDK's encoding. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const head = /^([^[]+)/.exec(key)?.[1] ?? key;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: Obj | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i] as string;
      const container = node as Record<string, unknown>;
      if (i === path.length - 1) {
        container[part] = value;
        break;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] as string);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Obj;
    }
  }
  return root;
}

export const list = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false as const, url });
export const asArray = (value: unknown): Obj[] => (Array.isArray(value) ? (value as Obj[]) : []);
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function addInterval(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1));
  return Math.floor(date.getTime() / 1000);
}
