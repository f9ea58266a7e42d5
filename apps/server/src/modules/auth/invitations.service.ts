import type { RequestContext } from '../../context';
import { queueEmail } from './emails';
import { createLink, LINK_TTL_HOURS } from './links';
import { assertAccountEmail } from './registration.service';
import * as usersRepository from './users.repository';

/**
 * Makes sure the person exists and belongs to the platform, then emails them: a link to set a
 * password when they have none yet, otherwise a link to sign in.
 */
export async function inviteMember(
  ctx: RequestContext,
  input: { email: string; firstname?: string; lastname?: string },
): Promise<string> {
  const email = assertAccountEmail(input.email);
  const user =
    (await usersRepository.findByEmail(ctx.db, email)) ??
    (await usersRepository.insert(ctx.db, { email, firstname: input.firstname ?? '', lastname: input.lastname ?? '' }));
  await usersRepository.upsertMembership(ctx.db, ctx.platform.id, user.id);
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

/** Withdraws access to the platform: the membership is revoked and every session ends. */
export async function revokeMembership(ctx: RequestContext, userId: string): Promise<void> {
  await usersRepository.upsertMembership(ctx.db, ctx.platform.id, userId, 'revoked');
}
