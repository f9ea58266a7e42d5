import * as z from 'zod/mini';
import { ApplicationStatusSchema } from '../applications/application-status';
import { TimeZoneSchema } from './programs.schemas';

/** The charts cover at most a year of days. */
export const MAX_STATISTICS_DAYS = 366;
export const DEFAULT_STATISTICS_DAYS = 30;

/** Days are counted in `tz` (the viewer's zone; the program's zone on a program dashboard by default). */
export const StatisticsQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_STATISTICS_DAYS)),
    DEFAULT_STATISTICS_DAYS,
  ),
  tz: z.optional(TimeZoneSchema),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

/** One calendar day (`YYYY-MM-DD` in the asked zone): applications started and submitted that day. */
export const DayCountSchema = z.object({ day: z.string(), started: z.int(), submitted: z.int() });
export type DayCount = z.infer<typeof DayCountSchema>;

export const StatusCountSchema = z.object({ status: ApplicationStatusSchema, count: z.int() });

/** `admin/programs/{programSlug}/dashboard`: applications by status, by day and by category. */
export const ProgramStatisticsSchema = z.object({
  total: z.int(),
  byStatus: z.array(StatusCountSchema),
  /** Every day of the period, oldest first, zero-filled. */
  byDay: z.array(DayCountSchema),
  /** Every category of the program in its order, then applications with no category (`id` null). */
  byCategory: z.array(z.object({ id: z.nullable(z.string()), title: z.string(), count: z.int() })),
  timezone: z.string(),
});
export type ProgramStatistics = z.infer<typeof ProgramStatisticsSchema>;

/** `admin/home/dashboard`: the platform's counts and its applications over time. */
export const PlatformStatisticsSchema = z.object({
  programs: z.object({ active: z.int(), archived: z.int(), deleted: z.int(), published: z.int() }),
  forms: z.int(),
  members: z.int(),
  applications: z.object({ total: z.int(), byStatus: z.array(StatusCountSchema) }),
  byDay: z.array(DayCountSchema),
  timezone: z.string(),
});
export type PlatformStatistics = z.infer<typeof PlatformStatisticsSchema>;

/** Consecutive calendar days ending today in `timeZone`, oldest first (`YYYY-MM-DD`). */
export function lastDays(count: number, timeZone: string, now: Date = new Date()): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = format.format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let offset = count - 1; offset >= 0; offset--) {
    // Calendar arithmetic in UTC on the zone's date: no daylight-saving gaps.
    days.push(new Date(Date.UTC(y, m - 1, d - offset)).toISOString().slice(0, 10));
  }
  return days;
}

/** Puts counted days onto the full period so a chart shows the quiet days as zero. */
export function fillDays(days: readonly string[], counted: readonly DayCount[]): DayCount[] {
  const byDay = new Map(counted.map((entry) => [entry.day, entry]));
  return days.map((day) => byDay.get(day) ?? { day, started: 0, submitted: 0 });
}
