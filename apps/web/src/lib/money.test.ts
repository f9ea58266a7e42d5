import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, unitsToCents } from './money';

const compact = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it.each([
    ['19.99', 1999],
    ['19,99', 1999],
    [0.1 + 0.2, 30],
    ['490', 49000],
    ['-5', 0],
    ['abc', 0],
  ])('a price typed as %j is %i cents', (typed, cents) => {
    expect(unitsToCents(typed)).toBe(cents);
  });

  it('shows cents and units alike, in the reader’s language', () => {
    expect(compact(formatCents(147000, 'fr'))).toBe(compact(formatMoney(1470, 'fr')));
    expect(compact(formatMoney(1470, 'fr'))).toBe('1 470,00 €');
    expect(formatMoney(1470, 'en')).toBe('€1,470.00');
  });
});
