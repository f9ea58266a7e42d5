import { describe, expect, it } from 'vitest';
import { fillDays, lastDays } from './program-statistics.schemas';

describe('lastDays', () => {
  it('lists consecutive days ending today in the zone, oldest first', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(lastDays(3, 'UTC', now)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('takes the date in the asked zone', () => {
    const lateUtc = new Date('2026-12-31T23:30:00Z');
    expect(lastDays(1, 'UTC', lateUtc)).toEqual(['2026-12-31']);
    expect(lastDays(2, 'Asia/Tokyo', lateUtc)).toEqual(['2026-12-31', '2027-01-01']);
    expect(lastDays(1, 'America/New_York', new Date('2026-01-01T03:00:00Z'))).toEqual(['2025-12-31']);
  });

  it('crosses a daylight-saving change without skipping or repeating a day', () => {
    const days = lastDays(4, 'Europe/Paris', new Date('2026-03-30T12:00:00Z'));
    expect(days).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('fillDays', () => {
  it('puts zero on the days nothing happened and keeps the counted ones', () => {
    const filled = fillDays(
      ['2026-01-01', '2026-01-02', '2026-01-03'],
      [{ day: '2026-01-02', started: 4, submitted: 1 }],
    );
    expect(filled).toEqual([
      { day: '2026-01-01', started: 0, submitted: 0 },
      { day: '2026-01-02', started: 4, submitted: 1 },
      { day: '2026-01-03', started: 0, submitted: 0 },
    ]);
  });
});
