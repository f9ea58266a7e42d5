import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.rules';

describe('isValidPhone', () => {
  it('allows an empty answer (required is its own rule)', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('   ')).toBe(true);
  });

  it('accepts 8 to 15 digits with an optional + and the usual separators', () => {
    for (const ok of [
      '0612345678',
      '+33 6 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+1 (415) 555-2671',
      '12345678',
    ]) {
      expect(isValidPhone(ok), ok).toBe(true);
    }
  });

  it('refuses too few or too many digits, letters and misplaced +', () => {
    for (const bad of ['1234567', '+1234567890123456', '06 12 AB 56 78', '06+12345678', '++33612345678', 'phone']) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });
});
