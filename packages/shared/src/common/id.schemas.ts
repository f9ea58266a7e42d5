import * as z from 'zod/mini';

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it (versions are not checked: the database does not). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A row id in a path, a cursor or a body: anything else is refused (400) before it reaches a uuid column. */
export const UuidSchema = z.string().check(z.regex(UUID_PATTERN, { message: 'invalid_id' }));

const PROGRAM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * A program named in a path by its id or its slug (SPEC §3). Both are lowercase letters, digits and
 * hyphens; services send only uuids to the id column and look the rest up as slugs.
 */
export const ProgramRefSchema = z.string().check(
  z.maxLength(100),
  z.refine((value) => isUuid(value) || PROGRAM_SLUG_PATTERN.test(value), { message: 'invalid_id' }),
);

/** Whether `YYYY-MM-DD` names a day of the calendar (no 2020-13-45, no 2021-02-29, no year 0). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A whole day as a query sends it; impossible dates are refused (400) instead of failing in the database. */
export const DaySchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' }),
    z.refine(isCalendarDay, { message: 'invalid_date' }),
  );
