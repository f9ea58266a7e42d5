/** Plans are priced in euros; amounts travel in cents (SPEC §9). */
export const PLAN_CURRENCY = 'EUR';

export function formatCents(cents: number, locale: string, currency = PLAN_CURRENCY): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A price typed in currency units (19.99) as cents, without float noise. */
export function unitsToCents(units: number | string): number {
  const value = typeof units === 'number' ? units : Number(String(units).replace(',', '.'));
  return Number.isFinite(value) ? Math.max(0, Math.round(value * 100)) : 0;
}
