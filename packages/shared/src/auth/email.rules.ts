// A pragmatic address check: one @, a dotted domain, no spaces; the mailbox is the real proof.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** SPEC §5 email rule: a valid address whose domain is not on the banned list. */
export function isAcceptableEmail(email: string, bannedDomains: readonly string[]): boolean {
  const normalized = normalizeEmail(email);
  if (normalized.length > 254 || !EMAIL.test(normalized)) return false;
  const domain = emailDomain(normalized);
  return !bannedDomains.some((banned) => domain === banned || domain.endsWith(`.${banned}`));
}

/** SPEC §5 notYopmail: a yopmail address is refused where the spec says so (account emails). */
export function isYopmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain === 'yopmail.com' || domain.startsWith('yopmail.');
}
