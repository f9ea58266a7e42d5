import { normalizeEmail } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { queueEmail } from './emails';
import { consumeLink, createLink, LINK_TTL_HOURS } from './links';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { endAllSessions } from './sessions.service';
import { assertUnderLimit, LIMITS, recordAttempt } from './throttle';
import * as usersRepository from './users.repository';

/** Same answer and timing for unknown addresses; at most 5 mails an hour per account and per IP. */
export async function requestPasswordReset(ctx: RequestContext, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const keys = [`reset:account:${email}`, `reset:ip:${ctx.ip}`];
  for (const key of keys) await assertUnderLimit(ctx.db, key, LIMITS.resetMail);
  for (const key of keys) await recordAttempt(ctx.db, key);
  const user = await usersRepository.findByEmail(ctx.db, email);
  if (user) {
    const locale = user.locale ?? ctx.locale;
    const link = await createLink(ctx, user.id, 'password_reset', locale);
    await queueEmail(
      ctx,
      email,
      'password_reset',
      { firstname: user.firstname, link, expiresInHours: String(LINK_TTL_HOURS.password_reset) },
      user.locale === null ? ctx.locale : (user.locale as typeof ctx.locale),
    );
  }
  return { status: 'check_your_email' as const };
}

/**
 * Sets the new password and ends the account's sessions on every platform (the password is the
 * account's, shared by all); the answer says so. Two-step verification stays as it was.
 */
export async function resetPassword(ctx: RequestContext, token: string, password: string) {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const link = await consumeLink(ctx, 'password_reset', token);
  if (!link) throw new AppError('link_invalid_or_expired');
  const user = await usersRepository.findById(ctx.db, link.userId);
  if (!user) throw new AppError('link_invalid_or_expired');
  await usersRepository.update(ctx.db, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
  await endAllSessions(ctx, user.id);
  await queueEmail(ctx, user.email, 'password_changed', {
    firstname: user.firstname,
    link: `${ctx.origin}/${user.locale ?? ctx.locale}/reset-password`,
  });
  return { status: 'ok' as const, signedOutEverywhere: true as const };
}
