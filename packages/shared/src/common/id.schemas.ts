import * as z from 'zod/mini';
import { isCalendarDay, isUuid, UUID_PATTERN } from './id.rules';

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

/** A whole day as a query sends it; impossible dates are refused (400) instead of failing in the database. */
export const DaySchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' }),
    z.refine(isCalendarDay, { message: 'invalid_date' }),
  );
