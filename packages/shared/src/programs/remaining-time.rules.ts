export type RemainingTimeUnit = 'days' | 'hours' | 'minutes';
export interface RemainingTime {
  unit: RemainingTimeUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC §4: whole days if any, else hours, else minutes, else 0 days (also once the time is past). */
export function remainingTime(until: Date, now: Date): RemainingTime {
  const left = until.getTime() - now.getTime();
  if (!(left > 0)) return { unit: 'days', value: 0 };
  for (const [unit, size] of [
    ['days', DAY],
    ['hours', HOUR],
    ['minutes', MINUTE],
  ] as const) {
    const value = Math.floor(left / size);
    if (value > 0) return { unit, value };
  }
  return { unit: 'days', value: 0 };
}
