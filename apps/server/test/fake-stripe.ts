import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createFakeStripeInvoicing } from './fake-stripe-invoices';
import {
  ApiError,
  type FakeInvoice,
  type FakeStripeRequest,
  type FakeSubscription,
  type Obj,
  parseStripeForm,
} from './fake-stripe-model';
import { createFakeStripeRoutes } from './fake-stripe-routes';
import { createFakeStripeStore } from './fake-stripe-store';

/**
 * A local Stripe for tests: the few endpoints of the API the Stripe billing provider calls, with
 * form-encoded bodies as the SDK sends them, state in memory, idempotent replays, and Stripe's test
 * cards by PaymentMethod token. Invoices are computed the way Stripe does for a per-seat subscription:
 * lines before discount, the coupon's discount per line, the tax rate on what is left, prorations from
 * `proration_date` over the current period. Not modelled: trials, pending invoice items, a coupon used up
 * after its duration (a coupon applies to every invoice while it is on the subscription).
 *
 * The parts: `fake-stripe-model.ts` (types, test cards, errors, form parsing), `fake-stripe-store.ts`
 * (state and lookups), `fake-stripe-invoices.ts` (invoice, preview and proration computation, payment),
 * `fake-stripe-routes.ts` (the endpoint handlers); this file runs the HTTP server.
 */

export type { FakeInvoice, FakeStripeRequest } from './fake-stripe-model';
export { parseStripeForm } from './fake-stripe-model';

export interface FakeStripe {
  /** STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API request, in order (replays included). */
  requests: FakeStripeRequest[];
  customers: Map<string, Obj>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /**
   * Attaches a test card token (`pm_card_chargeDeclined`…) to the customer as its default; from another
   * process: `PUT {url}/__fake/customers/{customerId}/payment-method/{token}`.
   */
  setPaymentMethod(customerId: string, token: string): string;
  lastInvoiceOf(customerId: string): FakeInvoice | undefined;
  subscriptionsOf(customerId: string): FakeSubscription[];
  /** Stripe's clock, in Unix seconds (the real one unless set). */
  setNow(seconds: number | null): void;
  /** A webhook body and its `Stripe-Signature` header, signed with `webhookSecret`. */
  signedEvent(
    type: string,
    object: unknown,
    options?: { created?: number; id?: string },
  ): { body: string; signature: string; event: Obj };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake_opencall';
  const webhookSecret = 'whsec_fake_opencall';
  const requests: FakeStripeRequest[] = [];
  const store = createFakeStripeStore();
  const { replays, customers, subscriptions, invoices, nextId, now, customerOf, attach } = store;
  const route = createFakeStripeRoutes(store, createFakeStripeInvoicing(store));

  function setPaymentMethod(customerId: string, token: string): string {
    const method = attach(token, customerId);
    const customer = customerOf(customerId);
    customer.invoice_settings = { ...(customer.invoice_settings as Obj), default_payment_method: method.id };
    return String(method.id);
  }

  function send(response: ServerResponse, status: number, body: unknown, replayed = false) {
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'request-id': nextId('req'),
        ...(replayed && { 'idempotent-replayed': 'true' }),
      })
      .end(
        JSON.stringify(body, (key, value) => (key === 'behaviour' || key === 'last_payment_error' ? undefined : value)),
      );
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const params = parseStripeForm(text);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    // Browser journeys run in another process: they switch a customer's card over HTTP.
    const control = /^\/__fake\/customers\/([^/]+)\/payment-method\/([^/]+)$/.exec(url.pathname);
    if (method === 'PUT' && control) {
      try {
        const id = setPaymentMethod(decodeURIComponent(control[1] ?? ''), decodeURIComponent(control[2] ?? ''));
        return send(response, 200, { id });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return send(response, error.status, { error: error.body });
      }
    }
    requests.push({ method, path: url.pathname, idempotencyKey, params });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    // Stripe answers a repeated key with the first answer, error included, for 24 hours.
    const replay = idempotencyKey && method === 'POST' ? replays.get(idempotencyKey) : undefined;
    if (replay) return send(response, replay.status, replay.body, true);
    let status = 200;
    let body: unknown;
    try {
      body = route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    // A snapshot: later changes to the objects must not alter what a replay answers.
    body = JSON.parse(JSON.stringify(body));
    if (idempotencyKey && method === 'POST') replays.set(idempotencyKey, { status, body });
    send(response, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    webhookSecret,
    requests,
    customers,
    subscriptions,
    invoices,
    setPaymentMethod,
    lastInvoiceOf(customerId) {
      return [...invoices.values()].filter((invoice) => invoice.customer === customerId).at(-1);
    },
    subscriptionsOf(customerId) {
      return [...subscriptions.values()].filter((subscription) => subscription.customer === customerId);
    },
    setNow(seconds) {
      store.setNow(seconds);
    },
    signedEvent(type, object, options = {}) {
      const event = {
        id: options.id ?? nextId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: options.created ?? now(),
        data: { object: JSON.parse(JSON.stringify(object)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
      return { body, signature, event };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
