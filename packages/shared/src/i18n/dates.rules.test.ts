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
