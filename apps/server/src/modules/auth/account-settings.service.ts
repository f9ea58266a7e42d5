import type { ChangePasswordBodySchema, Profile, UpdateProfileBody } from '@opencall/shared/auth';
import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type * as z from 'zod/mini';
import type { AuthUser, RequestContext } from '../../context';
import { queueEmail } from './emails';
import { consumeLink, createLink, LINK_TTL_HOURS } from './links';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { getProfile } from './profile.service';
import { assertAccountEmail } from './registration.service';
import { endAllSessions, startSession } from './sessions.service';
import { assertUnderLimit, LIMITS, recordAttempt } from './throttle';
import * as usersRepository from './users.repository';

/** Names and preferred language (the language of the account's mails); the answer is the new profile. */
export async function updateProfile(ctx: RequestContext, user: AuthUser, body: UpdateProfileBody): Promise<Profile> {
  const locale = body.locale === undefined ? user.locale : body.locale;
  await usersRepository.update(ctx.db, user.id, { firstname: body.firstname, lastname: body.lastname, locale });
  return getProfile(ctx, { ...user, firstname: body.firstname, lastname: body.lastname, locale });
}

/** The account's password, when it has one, must be typed again before its address or password changes. */
async function assertCurrentPassword(ctx: RequestContext, userId: string, password: string | undefined) {
  const key = `current-password:${userId}`;
  await assertUnderLimit(ctx.db, key, LIMITS.wrongMfaCode);
  const row = await usersRepository.findById(ctx.db, userId);
  if (!row) throw new AppError('session_expired');
  if (row.passwordHash === null && password === undefined) return row;
  if (!(await verifyPassword(row.passwordHash, password ?? ''))) {
    await recordAttempt(ctx.db, key);
    throw new AppError('current_password_invalid', { details: { field: 'password' } });
  }
  return row;
}

const mailLocale = (ctx: RequestContext, locale: string | null) => (locale ?? ctx.locale) as Locale;

/**
 * Mails a single-use link to the new address (the change happens when it is opened) and a notice to
 * the current one. An address another account holds is refused; at most 5 requests an hour.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  user: AuthUser,
  body: { email: string; password?: string },
) {
  const email = assertAccountEmail(body.email);
  if (email === user.email)
    throw new AppError('validation_failed', { details: [{ path: 'email', message: 'same address' }] });
  const keys = [`email-change:account:${user.id}`, `email-change:ip:${ctx.ip}`];
  for (const key of keys) await assertUnderLimit(ctx.db, key, LIMITS.resetMail);
  const row = await assertCurrentPassword(ctx, user.id, body.password);
  if (await usersRepository.findByEmail(ctx.db, email))
    throw new AppError('email_in_use', { details: { field: 'email' } });
  for (const key of keys) await recordAttempt(ctx.db, key);
  const locale = mailLocale(ctx, row.locale);
  const link = await createLink(ctx, user.id, 'email_change', locale, email);
  const expiresInHours = String(LINK_TTL_HOURS.email_change);
  await queueEmail(ctx, email, 'email_change', { firstname: row.firstname, link, expiresInHours }, locale);
  await queueEmail(
    ctx,
    row.email,
    'email_change_notice',
    { firstname: row.firstname, newEmail: email, link: `${ctx.origin}/${locale}/reset-password` },
    locale,
  );
  return { status: 'check_your_email' as const };
}

/** The link from the new address's mailbox: the account takes that address (now verified). */
export async function confirmEmailChange(ctx: RequestContext, token: string) {
  const link = await consumeLink(ctx, 'email_change', token);
  if (!link?.newEmail) throw new AppError('link_invalid_or_expired');
  const holder = await usersRepository.findByEmail(ctx.db, link.newEmail);
  if (holder && holder.id !== link.userId) throw new AppError('email_in_use', { details: { field: 'email' } });
  await usersRepository.update(ctx.db, link.userId, { email: link.newEmail, emailVerifiedAt: new Date() });
  return { status: 'ok' as const, email: link.newEmail };
}

/**
 * A new password, after the current one. Every session of the account ends, on every platform (as a
 * reset does); this browser goes on with a new session, and the address gets the usual notice.
 */
export async function changePassword(
  ctx: RequestContext,
  user: AuthUser,
  body: z.infer<typeof ChangePasswordBodySchema>,
) {
  const row = await assertCurrentPassword(ctx, user.id, body.currentPassword);
  assertAcceptablePassword(body.password);
  await usersRepository.update(ctx.db, user.id, { passwordHash: await hashPassword(body.password) });
  await endAllSessions(ctx, user.id);
  const session = await startSession(ctx, user.id);
  const locale = mailLocale(ctx, row.locale);
  await queueEmail(
    ctx,
    row.email,
    'password_changed',
    { firstname: row.firstname, link: `${ctx.origin}/${locale}/reset-password` },
    locale,
  );
  return session;
}
