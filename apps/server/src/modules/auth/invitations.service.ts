import type { RequestContext } from '../../context';
import { queueEmail } from './emails';
import { createLink, LINK_TTL_HOURS } from './links';
import { assertAccountEmail } from './registration.service';
import * as usersRepository from './users.repository';

/**
 * Makes sure the person exists and is invited to the platform, then emails them: a link to set a
 * password when they have none yet, otherwise a link to sign in (where they join by accepting the
 * terms). The platform sees only what its inviter typed until the person joins: nothing an account
 * holds from another platform (its names, whether it has a password) shows here.
 */
export async function inviteMember(
  ctx: RequestContext,
  input: { email: string; firstname?: string; lastname?: string },
): Promise<string> {
  const email = assertAccountEmail(input.email);
  const user =
    (await usersRepository.findByEmail(ctx.db, email)) ??
    (await usersRepository.insert(ctx.db, { email, firstname: input.firstname ?? '', lastname: input.lastname ?? '' }));
  await usersRepository.inviteToPlatform(ctx.db, ctx.platform.id, user.id, input);
  const link = user.passwordHash
    ? `${ctx.origin}/${ctx.locale}/admin/login`
    : await createLink(ctx, user.id, 'invitation', ctx.locale);
  await queueEmail(ctx, email, 'invitation', {
    firstname: user.firstname,
    link,
    expiresInHours: String(LINK_TTL_HOURS.invitation),
  });
  return user.id;
}

/** Withdraws access to the platform: the membership is revoked (the caller ends this platform's sessions). */
export async function revokeMembership(ctx: RequestContext, userId: string): Promise<void> {
  await usersRepository.upsertMembership(ctx.db, ctx.platform.id, userId, 'revoked');
}
