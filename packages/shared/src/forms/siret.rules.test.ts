import { describe, expect, it } from 'vitest';
import { isLuhnValid, isValidSiren, isValidSiret } from './siret.rules';

describe('isLuhnValid', () => {
  it('checks the Luhn key and refuses non-digits', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('7992a398713')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('isValidSiren', () => {
  it('accepts 9 digits with a Luhn key, spaces allowed', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('356000000')).toBe(true);
  });

  it('refuses a wrong key, a wrong length or letters', () => {
    for (const bad of ['732829321', '73282932', '7328293200', '73282932A', ''])
      expect(isValidSiren(bad), bad).toBe(false);
  });
});

describe('isValidSiret', () => {
  it('accepts 14 digits with a Luhn key, spaces allowed', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
  });

  it('refuses a wrong key, a wrong length or letters', () => {
    for (const bad of ['73282932000075', '7328293200007', '732829320000740', '7328293200007A', '']) {
      expect(isValidSiret(bad), bad).toBe(false);
    }
  });

  it('accepts La Poste establishments whose digit sum is a multiple of 5, even without a Luhn key', () => {
    expect(isValidSiret('35600000000048')).toBe(true); // head office, Luhn-valid too
    expect(isValidSiret('35600000049837')).toBe(true); // digit sum 45
    expect(isValidSiret('35600000000001')).toBe(true); // digit sum 15, Luhn-invalid
    expect(isValidSiret('35600000000002')).toBe(false); // digit sum 16
  });

  it('keeps the multiple-of-5 exception to La Poste', () => {
    // Digit sum 15 but not La Poste's SIREN and no Luhn key.
    expect(isValidSiret('35700000000000')).toBe(false);
  });
});
