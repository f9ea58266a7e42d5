import type { RequestContext } from '../../context';
import { hashToken, randomToken } from './auth-keys';
import * as tokensRepository from './tokens.repository';

const HOUR_MS = 3600_000;
/** How long each kind of emailed link stays valid. */
export const LINK_TTL_HOURS = {
  account_validation: 48,
  password_reset: 1,
  invitation: 7 * 24,
  email_change: 24,
} as const;

const PAGES: Record<keyof typeof LINK_TTL_HOURS, string> = {
  account_validation: 'account-validation',
  password_reset: 'reset-password',
  invitation: 'admin/finalize-registration',
  email_change: 'email-change',
};

/**
 * Creates a single-use link of that kind for the user, on the platform's configured address
 * (`ctx.origin`). The user's older unused links of that kind on this platform stop working:
 * only the latest mail's link opens.
 */
export async function createLink(
  ctx: RequestContext,
  userId: string,
  kind: keyof typeof LINK_TTL_HOURS,
  locale: string,
  /** email_change: the address the link goes to, which the account takes when the link is opened. */
  newEmail?: string,
  /** The page that opens it, when not the kind's own (an invitation to the portal rather than the back office). */
  page: string = PAGES[kind],
): Promise<string> {
  const token = randomToken();
  await tokensRepository.expireOneTimeTokens(ctx.db, ctx.platform.id, userId, kind);
  await tokensRepository.insertOneTimeToken(ctx.db, ctx.platform.id, {
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + LINK_TTL_HOURS[kind] * HOUR_MS),
  });
  return `${ctx.origin}/${locale}/${page}?token=${encodeURIComponent(token)}`;
}

/** The user of an unused, unexpired link of that kind; the link is spent by this call. */
export async function consumeLink(ctx: RequestContext, kind: keyof typeof LINK_TTL_HOURS, token: string) {
  return tokensRepository.consumeOneTimeToken(ctx.db, ctx.platform.id, kind, hashToken(token));
}
