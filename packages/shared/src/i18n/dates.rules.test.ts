import { describe, expect, it } from 'vitest';
import { dateTimeFormatFor, formatDateTime } from './dates.rules';

describe('formatDateTime', () => {
  const date = new Date(2026, 0, 5, 9, 7, 3);

  it('writes the day first in French', () => {
    expect(formatDateTime(date, 'fr')).toBe('05/01/2026 - 09:07:03');
    expect(dateTimeFormatFor('fr')).toBe('DD/MM/YYYY - HH:mm:ss');
  });

  it('writes the month first in every other language', () => {
    expect(formatDateTime(date, 'en')).toBe('01/05/2026 - 09:07:03');
    expect(formatDateTime(date, 'de')).toBe('01/05/2026 - 09:07:03');
  });
});

describe('formatDateTime in a time zone', () => {
  it('shows the wall clock of the given zone, whatever the machine zone', () => {
    const instant = new Date('2026-07-14T22:30:05Z');
    expect(formatDateTime(instant, 'fr', 'Europe/Paris')).toBe('15/07/2026 - 00:30:05');
    expect(formatDateTime(instant, 'en', 'America/New_York')).toBe('07/14/2026 - 18:30:05');
  });
});
