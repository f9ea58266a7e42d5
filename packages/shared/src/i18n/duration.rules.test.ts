import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.rules';

// Intl puts a no-break space between the number and the unit.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatDuration', () => {
  it('uses the plural forms of each language', () => {
    expect(spaced(formatDuration(1, 'days', 'fr'))).toBe('1 jour');
    expect(spaced(formatDuration(3, 'days', 'fr'))).toBe('3 jours');
    expect(spaced(formatDuration(1, 'hours', 'en'))).toBe('1 hour');
    expect(spaced(formatDuration(5, 'days', 'pl'))).toBe('5 dni');
    expect(spaced(formatDuration(2, 'minutes', 'ru'))).toBe('2 минуты');
  });
});
