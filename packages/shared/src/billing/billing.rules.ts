import type {
  Addon,
  BillingInfo,
  Invoice,
  Plan,
  PlanFeature,
  PreviewInvoiceBody,
  PreviewResult,
  Price,
  RecurringInterval,
  SubscriptionAddon,
  SubscriptionStatus,
} from './billing.schemas';
import { DEFAULT_RECURRING_INTERVAL } from './billing.schemas';

/** SPEC §9: the tax rate in the plan total (an invoice carries its own tax amounts). */
export const TAX_RATE_PERCENT = 20;
/** SPEC §1 / §4: the plan whose label sends admins to the standby landing page. */
export const STANDBY_PLAN_LABEL = 'standby';
/** SPEC §4: these statuses send to the suspended landing page. */
export const SUSPENDED_STATUSES: readonly SubscriptionStatus[] = ['suspend', 'suspended', 'suspension_expired'];

/** SPEC §3 Subscription draft: what the subscribe / change flows edit before anything is sent. */
export interface SubscriptionDraft {
  plan: Plan | null;
  nbSeats: number;
  minSeats: number;
  seatPrice: Price | null;
  promoCode: string;
  addons: SubscriptionAddon[];
  additionalSeats: number;
  recurringInterval: RecurringInterval;
  /** Unix seconds, set when the draft is created: the proration the preview and the change use. */
  prorationDate: number;
}

export function newSubscriptionDraft(now: Date = new Date()): SubscriptionDraft {
  return {
    plan: null,
    nbSeats: 0,
    minSeats: 0,
    seatPrice: null,
    promoCode: '',
    addons: [],
    additionalSeats: 0,
    recurringInterval: DEFAULT_RECURRING_INTERVAL,
    prorationDate: Math.floor(now.getTime() / 1000),
  };
}

export function priceFor(prices: readonly Price[], interval: RecurringInterval): Price | undefined {
  return prices.find((price) => price.recurringInterval === interval);
}

/**
 * SPEC §4 plan choice: needs a price for the interval, else nothing changes. With an add-on it adds or
 * replaces that add-on; without, every add-on is cleared. Seats = plan minimum + additional seats.
 */
export function choosePlan(
  draft: SubscriptionDraft,
  plan: Plan,
  interval: RecurringInterval,
  addon?: { addon: Addon; quantity?: number },
): SubscriptionDraft {
  const seatPrice = priceFor(plan.prices, interval);
  if (!seatPrice) return draft;
  let addons: SubscriptionAddon[] = [];
  if (addon) {
    const addonPrice = priceFor(addon.addon.prices, interval);
    if (!addonPrice) return draft;
    const chosen = { id: addon.addon.id, priceId: addonPrice.id, quantity: addon.quantity ?? 1 };
    addons = [...draft.addons.filter((existing) => existing.id !== chosen.id), chosen];
  }
  return {
    ...draft,
    plan,
    seatPrice,
    recurringInterval: interval,
    minSeats: plan.nbMinSeats,
    nbSeats: plan.nbMinSeats + draft.additionalSeats,
    addons,
  };
}

/** SPEC §4: seats = plan minimum + additional seats (never fewer than none additional). */
export function setAdditionalSeats(draft: SubscriptionDraft, additionalSeats: number): SubscriptionDraft {
  const additional = Number.isFinite(additionalSeats) ? Math.max(0, Math.floor(additionalSeats)) : 0;
  return { ...draft, additionalSeats: additional, nbSeats: draft.minSeats + additional };
}

/** SPEC §4: disabling the plan clears plan, minimum seats, additional seats and seats. */
export function disablePlan(draft: SubscriptionDraft): SubscriptionDraft {
  return { ...draft, plan: null, seatPrice: null, minSeats: 0, additionalSeats: 0, nbSeats: 0 };
}

/**
 * SPEC §5: a subscription payload only with plan, interval and seat price; the promo code only if
 * non-empty.
 */
export function buildSubscriptionPayload(draft: SubscriptionDraft): PreviewInvoiceBody | null {
  if (!draft.plan || !draft.recurringInterval || !draft.seatPrice) return null;
  const promoCode = draft.promoCode.trim();
  return {
    planId: draft.plan.id,
    priceId: draft.seatPrice.id,
    nbSeats: draft.nbSeats,
    prorationDate: draft.prorationDate,
    addons: draft.addons.map(({ id, priceId, quantity }) => ({ id, priceId, quantity })),
    ...(promoCode !== '' && { promoCode }),
  };
}

/** Cents to currency units (SPEC §9), without float noise: 1999 → 19.99. */
export function centsToUnits(cents: number): number {
  return Math.round(cents) / 100;
}

/** 20 % of an amount in cents, rounded half up to the cent. */
export function taxOf(cents: number): number {
  return Math.round((cents * TAX_RATE_PERCENT) / 100);
}

/** SPEC §9 plan total: seats × seat price plus add-ons, with 20 % tax; in currency units. */
export function planTotal(draft: Pick<SubscriptionDraft, 'plan' | 'seatPrice' | 'nbSeats' | 'addons'>): {
  total: number;
  tva: number;
  totalWithTVA: number;
} {
  if (!draft.plan || !draft.seatPrice) return { total: 0, tva: 0, totalWithTVA: 0 };
  let cents = draft.seatPrice.unitAmount * draft.nbSeats;
  for (const chosen of draft.addons) {
    const price = draft.plan.addons.find((a) => a.id === chosen.id)?.prices.find((p) => p.id === chosen.priceId);
    if (price) cents += price.unitAmount * chosen.quantity;
  }
  const tax = taxOf(cents);
  return { total: centsToUnits(cents), tva: centsToUnits(tax), totalWithTVA: centsToUnits(cents + tax) };
}

/** SPEC §8: a preview that failed shows all zeros. */
export const ZERO_PREVIEW: PreviewResult = {
  total: 0,
  tva: 0,
  totalDiscount: 0,
  totalWithTVA: 0,
  amountDue: 0,
  solde: 0,
  refunds: 0,
};

const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((acc, { amount }) => acc + amount, 0);

/**
 * SPEC §9 preview result from an invoice: the invoice's own tax amounts, cents / 100. Positive lines are
 * charges, negative ones credits (with a negative starting balance, the customer's credit). What is due
 * and the balance left come from comparing the total with tax against those credits.
 */
export function previewResultOf(invoice: Invoice): PreviewResult {
  const lines = invoice.lines.data;
  const charges = lines.filter((line) => line.amount > 0);
  const credits = lines.filter((line) => line.amount < 0);
  const chargeCents = sum(charges);
  const discountCents = charges.reduce((acc, line) => acc + sum(line.discount_amounts), 0);
  const taxCents = charges.reduce((acc, line) => acc + sum(line.tax_amounts), 0);
  const creditTaxCents = credits.reduce((acc, line) => acc + sum(line.tax_amounts), 0);
  const totalCents = chargeCents - discountCents;
  const totalWithTaxCents = totalCents + taxCents;
  const creditCents = -sum(credits) - creditTaxCents + Math.max(0, -invoice.starting_balance);
  return {
    total: centsToUnits(totalCents),
    tva: centsToUnits(taxCents),
    totalDiscount: centsToUnits(discountCents),
    totalWithTVA: centsToUnits(totalWithTaxCents),
    amountDue: centsToUnits(Math.max(0, totalWithTaxCents - creditCents)),
    solde: centsToUnits(Math.max(0, creditCents - totalWithTaxCents)),
    refunds: centsToUnits(creditCents),
  };
}

export function isSuspendedStatus(status: SubscriptionStatus): boolean {
  return SUSPENDED_STATUSES.includes(status);
}

/** SPEC §4: a plan labelled 'standby' sends admin users to the standby landing page. */
export function isStandbyPlan(plan: Pick<Plan, 'label'> | null | undefined): boolean {
  return plan?.label === STANDBY_PLAN_LABEL;
}

/** SPEC §4 / §6: status 'suspend' (and the other suspended ones) turns off every feature. */
export function featuresOf(subscription: {
  status: SubscriptionStatus;
  plan: Pick<Plan, 'features'> | null;
  additionalFeatures: readonly PlanFeature[];
}): PlanFeature[] {
  if (isSuspendedStatus(subscription.status)) return [];
  return [...new Set([...(subscription.plan?.features ?? []), ...subscription.additionalFeatures])];
}

/** SPEC §6 feature check: the plan's features plus additional features, none if suspended. */
export function hasFeature(
  subscription: Parameters<typeof featuresOf>[0] & { billed?: boolean },
  feature: PlanFeature,
): boolean {
  if (subscription.billed === false) return true;
  return featuresOf(subscription).includes(feature);
}

export interface BillingIssue {
  field: string;
  reason: 'required' | 'invalid';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5 billing info: type individual or company (else type/invalid). Individual needs firstname,
 * lastname, email, address; company needs companyName, email, address ('required' when missing,
 * 'invalid' when empty). Address: line1, zipCode, city, country non-empty (reason required).
 */
export function validateBillingInfo(input: unknown): BillingIssue[] {
  const info = (input ?? {}) as Record<string, unknown>;
  if (info.type !== 'individual' && info.type !== 'company') return [{ field: 'type', reason: 'invalid' }];
  const issues: BillingIssue[] = [];
  const required = info.type === 'individual' ? ['firstname', 'lastname', 'email'] : ['companyName', 'email'];
  for (const field of required) {
    const value = info[field];
    if (value === undefined || value === null) issues.push({ field, reason: 'required' });
    else if (typeof value !== 'string' || value.trim() === '') issues.push({ field, reason: 'invalid' });
  }
  if (typeof info.email === 'string' && info.email.trim() !== '' && !EMAIL.test(info.email.trim())) {
    issues.push({ field: 'email', reason: 'invalid' });
  }
  const address = info.address;
  if (address === undefined || address === null) {
    issues.push({ field: 'address', reason: 'required' });
  } else if (typeof address !== 'object') {
    issues.push({ field: 'address', reason: 'invalid' });
  } else {
    const fields = address as Record<string, unknown>;
    for (const field of ['line1', 'zipCode', 'city', 'country']) {
      const value = fields[field];
      if (typeof value !== 'string' || value.trim() === '')
        issues.push({ field: `address.${field}`, reason: 'required' });
    }
    if (typeof fields.country === 'string' && fields.country.trim() !== '' && !/^[A-Z]{2}$/.test(fields.country)) {
      issues.push({ field: 'address.country', reason: 'invalid' });
    }
  }
  return issues;
}

/** The billing info as stored: only the fields of its type, trimmed. */
export function normalizeBillingInfo(info: BillingInfo): BillingInfo {
  const address = {
    line1: info.address.line1.trim(),
    ...(info.address.line2?.trim() && { line2: info.address.line2.trim() }),
    zipCode: info.address.zipCode.trim(),
    city: info.address.city.trim(),
    country: info.address.country.trim(),
  };
  return info.type === 'individual'
    ? {
        type: 'individual',
        firstname: info.firstname?.trim(),
        lastname: info.lastname?.trim(),
        email: info.email.trim(),
        address,
      }
    : {
        type: 'company',
        companyName: info.companyName?.trim(),
        ...(info.taxId?.trim() && { taxId: info.taxId.trim() }),
        email: info.email.trim(),
        address,
      };
}
