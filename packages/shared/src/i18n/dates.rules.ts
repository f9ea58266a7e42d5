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
export function formatDateTime(value: Date, locale: Locale, timeZone?: string): string {
  const parts: Record<string, string> = timeZone
    ? partsInZone(value, timeZone)
    : {
        DD: pad(value.getDate()),
        MM: pad(value.getMonth() + 1),
        YYYY: String(value.getFullYear()),
        HH: pad(value.getHours()),
        mm: pad(value.getMinutes()),
        ss: pad(value.getSeconds()),
      };
  return dateTimeFormatFor(locale).replace(/YYYY|DD|MM|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** The wall-clock fields of an instant in a named zone (a program's dates show in the program's zone). */
function partsInZone(value: Date, timeZone: string): Record<string, string> {
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(value);
  const get = (type: Intl.DateTimeFormatPartTypes) => fields.find((part) => part.type === type)?.value ?? '00';
  return { DD: get('day'), MM: get('month'), YYYY: get('year'), HH: get('hour'), mm: get('minute'), ss: get('second') };
}
