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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock fields of an instant in a named zone (a program's dates live in the program's
 * zone): the one reading of Intl the portal, the back office and the exports share, one formatter per zone.
 */
export function zoneWallClock(instant: Date | number, timeZone: string): WallClock {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) fields[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return { year, month, day, hour, minute, second };
}

function partsInZone(value: Date, timeZone: string): Record<string, string> {
  const clock = zoneWallClock(value, timeZone);
  return {
    DD: pad(clock.day),
    MM: pad(clock.month),
    YYYY: String(clock.year),
    HH: pad(clock.hour),
    mm: pad(clock.minute),
    ss: pad(clock.second),
  };
}
