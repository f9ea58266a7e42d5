import type { Db } from '../src/db/client';
import { seedDemoBilling } from '../src/modules/billing';
import { createPlatform } from './factories';
import { ADMINS_ONLY, ALL, type Row, SIGNED_IN, UUID } from './matrix-rows';

// The authorization matrix's rows for billing: the platform administrators' subscription and
// invoices, and the installation operator's console (super admins only).

/** Only the super admin (the operator) gets through; everyone else is refused. */
const OPERATOR_ONLY = (status: number) => [401, 403, 403, 403, 403, 403, status, 401] as const;

/** A platform of its own in trial, for the operator's actions (the matrix's platform is never billed). */
const matrix = { platformId: UUID };

/** The plans, and the platform the operator acts on; called in the matrix's beforeAll. */
export async function createMatrixBilling(db: Db): Promise<void> {
  const initech = await createPlatform(db);
  await db.transaction((tx) => seedDemoBilling(tx, initech.id, new Date()));
  matrix.platformId = initech.id;
}

const proYear = { planId: 'pro', priceId: 'pro-year', nbSeats: 3, prorationDate: 1_790_000_000, addons: [] };

/**
 * The matrix's platform is not billed: subscribing answers 409 billing_info_required (its billing
 * information comes later in the list), a change 409 subscription_required; nothing it does bills it.
 */
export function billingRows(): Record<string, Row> {
  return {
    'GET /api/subscription': { call: () => ({ method: 'GET', url: '/api/subscription' }), expect: SIGNED_IN(200) },
    'GET /api/plans': { call: () => ({ method: 'GET', url: '/api/plans' }), expect: ADMINS_ONLY(200) },
    'POST /api/subscription/preview-upcoming-invoice': {
      call: () => ({ method: 'POST', url: '/api/subscription/preview-upcoming-invoice', payload: proYear }),
      expect: ADMINS_ONLY(200),
    },
    'POST /api/subscription': {
      call: () => ({ method: 'POST', url: '/api/subscription', payload: proYear }),
      expect: ADMINS_ONLY(409),
    },
    'PUT /api/subscription/plan': {
      call: () => ({ method: 'PUT', url: '/api/subscription/plan', payload: proYear }),
      expect: ADMINS_ONLY(409),
    },
    'PUT /api/subscription/seats': {
      call: () => ({ method: 'PUT', url: '/api/subscription/seats', payload: proYear }),
      expect: ADMINS_ONLY(409),
    },
    'GET /api/billing': { call: () => ({ method: 'GET', url: '/api/billing' }), expect: ADMINS_ONLY(200) },
    'PUT /api/billing/info': {
      call: () => ({
        method: 'PUT',
        url: '/api/billing/info',
        payload: {
          type: 'individual',
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.org',
          address: { line1: '1 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'FR' },
        },
      }),
      expect: ADMINS_ONLY(200),
    },
    // Manual invoicing takes no card: 400 with the field.
    'PUT /api/billing/payment-method': {
      call: () => ({ method: 'PUT', url: '/api/billing/payment-method', payload: { paymentMethodId: 'pm_card_visa' } }),
      expect: ADMINS_ONLY(400),
    },
    'GET /api/billing/invoices': {
      call: () => ({ method: 'GET', url: '/api/billing/invoices' }),
      expect: ADMINS_ONLY(200),
    },
    'GET /api/billing/invoices/{invoiceId}/pdf': {
      call: () => ({ method: 'GET', url: `/api/billing/invoices/${UUID}/pdf` }),
      expect: ADMINS_ONLY(404),
    },
    'POST /api/billing/invoices/{invoiceId}/retry': {
      call: () => ({ method: 'POST', url: `/api/billing/invoices/${UUID}/retry` }),
      expect: ADMINS_ONLY(404),
    },
    'GET /api/operator/subscriptions': {
      call: () => ({ method: 'GET', url: '/api/operator/subscriptions' }),
      expect: OPERATOR_ONLY(200),
    },
    'POST /api/operator/platforms/{platformId}/subscription': {
      call: () => ({
        method: 'POST',
        url: `/api/operator/platforms/${matrix.platformId}/subscription`,
        payload: { action: 'grant', additionalFeatures: ['payments'] },
      }),
      expect: OPERATOR_ONLY(200),
    },
    'GET /api/operator/plans': {
      call: () => ({ method: 'GET', url: '/api/operator/plans' }),
      expect: OPERATOR_ONLY(200),
    },
    'PUT /api/operator/plans/{planId}': {
      call: () => ({
        method: 'PUT',
        url: '/api/operator/plans/matrix-plan',
        payload: {
          label: 'Matrix',
          badgeKind: 'custom',
          features: ['galleries'],
          nbMinSeats: 1,
          storageGb: 1,
          prices: [{ id: 'matrix-month', recurringInterval: 'month', unitAmount: 100 }],
          addons: [],
          active: false,
        },
      }),
      expect: OPERATOR_ONLY(200),
    },
    'GET /api/operator/promo-codes': {
      call: () => ({ method: 'GET', url: '/api/operator/promo-codes' }),
      expect: OPERATOR_ONLY(200),
    },
    'POST /api/operator/promo-codes': {
      call: () => ({
        method: 'POST',
        url: '/api/operator/promo-codes',
        payload: {
          code: `MATRIX-${Date.now()}`,
          kind: 'amount',
          value: 500,
          duration: 'once',
          durationInMonths: null,
          maxRedemptions: 10,
          expiresAt: null,
          active: true,
        },
      }),
      expect: OPERATOR_ONLY(200),
    },
    // Without Stripe keys there is no provider to hear from: every caller gets 404.
    'POST /api/billing/webhooks/stripe': {
      call: () => ({ method: 'POST', url: '/api/billing/webhooks/stripe', payload: { id: 'evt_1' } }),
      expect: ALL(404),
    },
  };
}
