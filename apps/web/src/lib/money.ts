import { LOCALE_ISO, type Locale } from '@opencall/shared/common';

/** SPEC §9: money defaults to EUR; `units` are currency units (cents / 100). */
export function formatMoney(units: number, locale: Locale, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
    units,
  );
}

/** An amount that travels in cents (prices, promo amounts), shown in currency units. */
export function formatCents(cents: number, locale: Locale, currency = 'EUR'): string {
  return formatMoney(cents / 100, locale, currency);
}

/** A price typed in currency units (19.99, or 19,99) as cents, without float noise; 0 when unreadable. */
export function unitsToCents(units: number | string): number {
  const value = typeof units === 'number' ? units : Number(String(units).replace(',', '.'));
  return Number.isFinite(value) ? Math.max(0, Math.round(value * 100)) : 0;
}
