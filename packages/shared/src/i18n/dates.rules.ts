import type { Locale } from '../common';

/** SPEC §9: day first in French, month first elsewhere. */
export function dateTimeFormatFor(locale: Locale): string {
  return locale === 'fr' ? 'DD/MM/YYYY - HH:mm:ss' : 'MM/DD/YYYY - HH:mm:ss';
}

/** SPEC §9: weeks start on Monday (value 2 in the date pickers' 1 = Sunday numbering). */
export const FIRST_DAY_OF_WEEK = 2;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Formats in local time with the SPEC §9 pattern, without a date library, so pages that only
 * show dates do not download one.
 */
export function formatDateTime(value: Date, locale: Locale): string {
  const parts: Record<string, string> = {
    DD: pad(value.getDate()),
    MM: pad(value.getMonth() + 1),
    YYYY: String(value.getFullYear()),
    HH: pad(value.getHours()),
    mm: pad(value.getMinutes()),
    ss: pad(value.getSeconds()),
  };
  return dateTimeFormatFor(locale).replace(/YYYY|DD|MM|HH|mm|ss/g, (token) => parts[token] ?? token);
}
