import {
  type FinalizeRegistrationBodySchema,
  isAcceptableEmail,
  isYopmail,
  normalizeEmail,
  type RegisterBody,
} from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type * as z from 'zod/mini';
import type { AuthUser, RequestContext } from '../../context';
import { BANNED_EMAIL_DOMAINS } from './banned-email-domains';
import { queueEmail } from './emails';
import { consumeLink, createLink, LINK_TTL_HOURS } from './links';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { assertUnderLimit, recordAttempt } from './throttle';
import * as usersRepository from './users.repository';

/** SPEC §5 account email: valid, not on the banned list, not yopmail. */
export function assertAccountEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isAcceptableEmail(normalized, BANNED_EMAIL_DOMAINS) || isYopmail(normalized)) {
    throw new AppError('email_not_accepted', { details: { field: 'email', reason: 'invalid' } });
  }
  return normalized;
}

/**
 * Public sign-up. A known address gets an "you already have an account" email instead, with the
 * same answer and the same hashing work, so the form cannot tell who has an account.
 */
export async function register(ctx: RequestContext, body: RegisterBody) {
  const email = assertAccountEmail(body.email);
  assertAcceptablePassword(body.password);
  const locale = body.locale ?? ctx.locale;
  const passwordHash = await hashPassword(body.password);
  const existing = await usersRepository.findByEmail(ctx.db, email);
  if (existing) {
    const link = `${ctx.origin}/${locale}/login`;
    await queueEmail(ctx, email, 'account_exists', { firstname: existing.firstname, link }, locale);
    return { status: 'check_your_email' as const };
  }
  const user = await usersRepository.insert(ctx.db, {
    email,
    firstname: body.firstname,
    lastname: body.lastname,
    passwordHash,
    locale,
  });
  await usersRepository.joinPlatform(ctx.db, ctx.platform.id, user.id);
  await sendValidationLink(ctx, user, locale);
  return { status: 'check_your_email' as const };
}

async function sendValidationLink(
  ctx: RequestContext,
  user: { id: string; email: string; firstname: string },
  locale: typeof ctx.locale,
) {
  const link = await createLink(ctx, user.id, 'account_validation', locale);
  await queueEmail(
    ctx,
    user.email,
    'account_validation',
    { firstname: user.firstname, link, expiresInHours: String(LINK_TTL_HOURS.account_validation) },
    locale,
  );
}

/** Three confirmation mails an hour per account: enough to retry, too few to flood a mailbox. */
const RESEND_VALIDATION_LIMIT = { max: 3, windowMs: 3600_000 };

/** SPEC §8 account_not_confirmed dialog: "send the confirmation e-mail again". A confirmed account gets nothing. */
export async function resendAccountValidation(ctx: RequestContext, user: AuthUser) {
  if (user.emailVerified) return { status: 'check_your_email' as const };
  const key = `validation-mail:${user.id}`;
  await assertUnderLimit(ctx.db, key, RESEND_VALIDATION_LIMIT);
  await recordAttempt(ctx.db, key);
  await sendValidationLink(ctx, user, user.locale ?? ctx.locale);
  return { status: 'check_your_email' as const };
}

export async function validateAccount(ctx: RequestContext, token: string) {
  const link = await consumeLink(ctx, 'account_validation', token);
  if (!link) throw new AppError('link_invalid_or_expired');
  await usersRepository.update(ctx.db, link.userId, { emailVerifiedAt: new Date() });
  return { status: 'ok' as const };
}

/** An invited user (admin or public) sets a password; the invitation proved the mailbox. */
export async function finalizeRegistration(ctx: RequestContext, body: z.infer<typeof FinalizeRegistrationBodySchema>) {
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const link = await consumeLink(ctx, 'invitation', body.token);
  if (!link) throw new AppError('link_invalid_or_expired');
  await usersRepository.update(ctx.db, link.userId, {
    passwordHash,
    emailVerifiedAt: new Date(),
    ...(body.firstname && { firstname: body.firstname }),
    ...(body.lastname && { lastname: body.lastname }),
  });
  // Setting a password from this platform's invitation is the person's own step onto it.
  await usersRepository.joinPlatform(ctx.db, ctx.platform.id, link.userId);
  return { status: 'ok' as const };
}
