import type { Locale } from '../common';

/** SPEC §9: day first in French, month first elsewhere. */
export function dateTimeFormatFor(locale: Locale): string {
  return locale === 'fr' ? 'DD/MM/YYYY - HH:mm:ss' : 'MM/DD/YYYY - HH:mm:ss';
}

/** SPEC §9: weeks start on Monday (value 2 in the date pickers' 1 = Sunday numbering). */
export const FIRST_DAY_OF_WEEK = 2;
