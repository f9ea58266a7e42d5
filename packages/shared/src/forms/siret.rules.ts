// French company identifiers: SIREN (9 digits) and SIRET (SIREN + 5-digit establishment number).

/** Spaces are how people type them (`732 829 320 00074`); they carry no meaning. */
function compact(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Luhn checksum over a string of digits (the key INSEE uses for SIREN and SIRET). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN and their SIRETs do not follow Luhn. */
export const LA_POSTE_SIREN = '356000000';

export function isValidSiren(value: string): boolean {
  const siren = compact(value);
  return /^\d{9}$/.test(siren) && isLuhnValid(siren);
}

export function isValidSiret(value: string): boolean {
  const siret = compact(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (isLuhnValid(siret)) return true;
  // INSEE's exception: for La Poste the digit sum must be a multiple of 5 instead.
  if (!siret.startsWith(LA_POSTE_SIREN)) return false;
  const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
  return digitSum % 5 === 0;
}
