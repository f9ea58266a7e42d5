import { LOCALE_ISO, type Locale } from '@opencall/shared/common';

/** SPEC §9: money defaults to EUR; amounts here are already in currency units (cents / 100). */
export function formatMoney(units: number, locale: Locale, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
    units,
  );
}
