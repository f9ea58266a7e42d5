import { isLocale } from '@opencall/shared/common';
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
  const invited = await ensureInvitedMember(ctx, input, 'admin');
  await queueEmail(ctx, invited.email, 'invitation', {
    firstname: invited.firstname,
    link: invited.passwordLink ?? `${ctx.origin}/${ctx.locale}/admin/login`,
    expiresInHours: invited.expiresInHours,
  });
  return invited.userId;
}

/**
 * The person as `inviteMember` makes sure of them, without its e-mail: a wing that invites for its own
 * purpose (a jury) writes its own. `passwordLink` sets the password of an account that has none yet,
 * on the back office's page or the portal's.
 */
export async function ensureInvitedMember(
  ctx: RequestContext,
  input: { email: string; firstname?: string; lastname?: string },
  area: 'admin' | 'public',
): Promise<{
  userId: string;
  email: string;
  firstname: string;
  locale: string | null;
  passwordLink: string | null;
  /** How long `passwordLink` opens, for the e-mail that carries it. */
  expiresInHours: string;
}> {
  const email = assertAccountEmail(input.email);
  const user =
    (await usersRepository.findByEmail(ctx.db, email)) ??
    (await usersRepository.insert(ctx.db, { email, firstname: input.firstname ?? '', lastname: input.lastname ?? '' }));
  await usersRepository.inviteToPlatform(ctx.db, ctx.platform.id, user.id, input);
  const page = area === 'admin' ? undefined : 'finalize-registration';
  // The portal's page opens in the language of the e-mail that carries the link: the person's own, if set.
  const linkLocale = area === 'public' && isLocale(user.locale) ? user.locale : ctx.locale;
  const passwordLink = user.passwordHash
    ? null
    : await createLink(ctx, user.id, 'invitation', linkLocale, undefined, page);
  return {
    userId: user.id,
    email,
    firstname: user.firstname,
    locale: user.locale ?? null,
    passwordLink,
    expiresInHours: String(LINK_TTL_HOURS.invitation),
  };
}

/** Withdraws access to the platform: the membership is revoked (the caller ends this platform's sessions). */
export async function revokeMembership(ctx: RequestContext, userId: string): Promise<void> {
  await usersRepository.upsertMembership(ctx.db, ctx.platform.id, userId, 'revoked');
}
