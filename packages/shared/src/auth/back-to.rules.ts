/**
 * SPEC §4: `backTo` is where sign-in returns to. An absolute http(s) address (or a protocol-relative
 * one) could send the user to another site after sign-in, so it is refused.
 */
export function isSafeBackTo(backTo: string | null | undefined): backTo is string {
  if (!backTo) return false;
  const value = backTo.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('\\')) return false;
  return value.startsWith('/');
}
