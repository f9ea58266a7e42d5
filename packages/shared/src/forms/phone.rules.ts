/**
 * SPEC §5 tel rule, kept dependency-free so shared stays small: an optional `+` then 8 to 15
 * digits (E.164 allows at most 15) once spaces, dots, dashes and parentheses are removed.
 * The web's phone input formats and checks numbers per country with libphonenumber-js; this is
 * the server's and the form engine's floor. Empty is allowed (required is a separate rule).
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  const compact = trimmed.replace(/[\s.()-]/g, '');
  return /^\+?\d{8,15}$/.test(compact);
}
