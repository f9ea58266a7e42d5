/**
 * Program dates are typed and shown as wall-clock time in the program's time zone (a
 * `datetime-local` value, minutes), whatever the browser's zone; the server stores UTC instants.
 */
import { zoneWallClock } from '@opencall/shared/i18n';

/** UTC milliseconds for calendar fields, years 0–99 included (Date.UTC would put them in the 1900s). */
function utc(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** Wall-clock time of an instant in a zone, read as if it were UTC (milliseconds). */
function wallClockOf(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zoneWallClock(instant, timeZone);
  return utc(year, month, day, hour, minute, second);
}

/** Offset of a zone from UTC at an instant, in milliseconds (New York in winter: −5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, timeZone) - whole;
}

const DAY_MS = 86_400_000;
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Value of a `datetime-local` input for an ISO instant, in `timeZone`; '' for none or unreadable. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * ISO instant (UTC) of a `datetime-local` value read in `timeZone`, or null when empty or
 * unreadable. As browsers do, a time a clock change skips moves forward by the change (02:30 on a
 * spring-forward night is 03:30), and a time it repeats is its first occurrence.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const fields = INPUT.exec(value)?.slice(1).map(Number);
  if (!fields) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = fields;
  const wall = utc(year, month, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offsets a day either side hold both sides of any clock change near this time.
  const earlier = offsetAt(wall - DAY_MS, timeZone);
  const later = offsetAt(wall + DAY_MS, timeZone);
  const matches = [wall - earlier, wall - later].filter((instant) => wallClockOf(instant, timeZone) === wall);
  return new Date(matches.length ? Math.min(...matches) : wall - earlier).toISOString();
}

/** The browser's time zone, the one a new program starts in; UTC when the browser names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA zones the browser knows, `current` included even when it is an alias the list omits. */
export function timeZoneNames(current?: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...names, 'UTC', ...(current ? [current] : [])]);
  return [...all].sort();
}

/** "UTC−05:00" for a zone at an instant. */
export function utcOffsetLabel(timeZone: string, at: number = Date.now()): string {
  const minutes = Math.round(offsetAt(at, timeZone) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
