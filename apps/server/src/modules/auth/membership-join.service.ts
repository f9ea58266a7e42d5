import type { JoinPlatformBody, MembershipRequiredDetails } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { getPortalPlatformPage } from '../platforms';
import { MFA_TOKEN_TTL_SECONDS, signToken, verifyToken } from './access-token';
import * as usersRepository from './users.repository';

/**
 * An account signs in on a platform it never joined (or was only invited to): nothing is joined
 * silently. The answer says the account exists and hands a short token that allows only the join step.
 */
export function membershipRequired(ctx: RequestContext, user: { id: string; sessionEpoch: number }): AppError {
  const joinToken = signToken(
    ctx.services.keys.accessToken,
    { sub: user.id, aud: ctx.platform.id, epc: user.sessionEpoch, typ: 'join' },
    MFA_TOKEN_TTL_SECONDS,
  );
  return new AppError('platform_membership_required', {
    details: { joinToken, platformName: ctx.platform.name } satisfies MembershipRequiredDetails,
  });
}

/** Which terms the person accepted: this platform's terms-of-use page as it reads now. */
async function currentTermsVersion(ctx: RequestContext): Promise<string> {
  const page = await getPortalPlatformPage(ctx, ctx.platform.id, 'terms-of-use', undefined);
  return `terms-of-use@${page.updatedAt ?? 'unwritten'}`;
}

/**
 * The explicit join: the token of a proven sign-in on this platform, and the terms accepted. The
 * membership records when and which terms; the sign-in then goes on as usual (MFA, session).
 */
export async function joinWithToken(ctx: RequestContext, body: JoinPlatformBody): Promise<usersRepository.UserRow> {
  const claims = verifyToken(ctx.services.keys.accessToken, body.joinToken, {
    audience: ctx.platform.id,
    type: 'join',
  });
  const user = claims && (await usersRepository.findById(ctx.db, claims.sub));
  if (!claims || !user || user.sessionEpoch !== claims.epc) throw new AppError('session_expired');
  const membership = await usersRepository.findMembership(ctx.db, ctx.platform.id, user.id);
  if (membership?.status === 'revoked') throw new AppError('account_access_revoked');
  // The token is for joining only: once joined, it is no sign-in credential to replay.
  if (membership?.joinedAt) throw new AppError('session_expired');
  await usersRepository.joinPlatform(ctx.db, ctx.platform.id, user.id, { version: await currentTermsVersion(ctx) });
  return user;
}
