import { type Invoice, type InvoiceLine, taxOf } from '@opencall/shared/billing';
import type { SubscriptionChange } from './providers/billing-provider';

const INTERVAL_MONTHS = { month: 1, year: 12 } as const;

/** The end of a period that starts at `start` and lasts one interval (same day of month, UTC). */
export function periodEndOf(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + INTERVAL_MONTHS[interval]);
  return end;
}

function line(amount: number, description: string, discount = 0): InvoiceLine {
  return {
    amount,
    description,
    discount_amounts: discount ? [{ amount: discount }] : [],
    tax_amounts: [{ amount: taxOf(amount - discount) }],
  };
}

function discountOf(change: SubscriptionChange, amount: number, left: { cents: number }): number {
  const promo = change.promo;
  if (!promo || amount <= 0) return 0;
  if (promo.kind === 'percent') return Math.round((amount * promo.value) / 100);
  const taken = Math.min(left.cents, amount);
  left.cents -= taken;
  return taken;
}

/**
 * The invoice a change brings, as manual invoicing issues it (Stripe computes its own): seats and
 * add-ons for the period, the promo code's discount, 20 % tax per line. A change in the middle of a
 * period on the same interval credits the unused part of what runs now and charges the new amounts for
 * the rest of the period (prorated from `prorationDate`); a change of interval starts a new period.
 */
export function buildInvoice(change: SubscriptionChange): Invoice {
  const { current, price, plan } = change;
  const left = { cents: change.promo?.kind === 'amount' ? change.promo.value : 0 };
  const lines: InvoiceLine[] = [];
  // The share of the running period still ahead at the proration date (0 once it is over).
  let unusedShare = 0;
  if (current) {
    const span = current.periodEnd.getTime() - current.periodStart.getTime();
    const remaining = current.periodEnd.getTime() - change.prorationDate.getTime();
    unusedShare = span > 0 ? Math.min(1, Math.max(0, remaining / span)) : 0;
    const runningCents =
      current.price.unitAmount * current.nbSeats +
      current.addons.reduce((acc, a) => acc + a.price.unitAmount * a.quantity, 0);
    const unused = Math.round(runningCents * unusedShare);
    if (unused > 0) lines.push(line(-unused, `Unused time on ${current.nbSeats} × seat`));
  }
  // Same interval: the new amounts run to the end of the current period; another interval starts a new one.
  const fraction = current && current.price.recurringInterval === price.recurringInterval ? unusedShare : 1;
  const seats = Math.round(price.unitAmount * change.nbSeats * fraction);
  lines.push(
    line(seats, `${change.nbSeats} × ${plan.label} (${price.recurringInterval})`, discountOf(change, seats, left)),
  );
  for (const chosen of change.addons) {
    const amount = Math.round(chosen.price.unitAmount * chosen.quantity * fraction);
    lines.push(line(amount, `${chosen.quantity} × ${chosen.addon.label}`, discountOf(change, amount, left)));
  }
  return { lines: { data: lines }, starting_balance: 0 };
}
