/** A member's status as the back office shows it: access withdrawn, invited (no password yet), or active. */
export function memberStatus(
  membershipStatus: 'active' | 'revoked' | null | undefined,
  hasPassword: boolean,
): 'active' | 'invited' | 'revoked' {
  if (membershipStatus === 'revoked') return 'revoked';
  return hasPassword ? 'active' : 'invited';
}
