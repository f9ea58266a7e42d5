import { describe, expect, it } from 'vitest';
import { remainingTime } from './remaining-time.rules';

const now = new Date('2024-06-15T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('remainingTime', () => {
  it('shows whole days if any', () => {
    expect(remainingTime(later(3 * DAY + 5 * HOUR), now)).toEqual({ unit: 'days', value: 3 });
    expect(remainingTime(later(DAY), now)).toEqual({ unit: 'days', value: 1 });
  });

  it('else hours, else minutes', () => {
    expect(remainingTime(later(DAY - 1), now)).toEqual({ unit: 'hours', value: 23 });
    expect(remainingTime(later(HOUR), now)).toEqual({ unit: 'hours', value: 1 });
    expect(remainingTime(later(59 * MIN + 59_000), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(remainingTime(later(MIN), now)).toEqual({ unit: 'minutes', value: 1 });
  });

  it('else 0 days, also once the time has passed', () => {
    expect(remainingTime(later(59_000), now)).toEqual({ unit: 'days', value: 0 });
    expect(remainingTime(now, now)).toEqual({ unit: 'days', value: 0 });
    expect(remainingTime(later(-DAY), now)).toEqual({ unit: 'days', value: 0 });
    expect(remainingTime(new Date(Number.NaN), now)).toEqual({ unit: 'days', value: 0 });
  });
});
