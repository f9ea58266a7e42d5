import { randomUUID } from 'node:crypto';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { ACCESS_TOKEN_TTL_SECONDS, signToken } from './access-token';
import { hashToken, randomToken, seal, unseal } from './auth-keys';
import * as tokensRepository from './tokens.repository';
import * as usersRepository from './users.repository';

/** The refresh cookie's lifetime when the session's own end is not at hand (SESSION_IDLE_DAYS' default). */
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
/** A parallel refresh presenting the same token within this window gets the same successor, not a revocation. */
const PARALLEL_REFRESH_GRACE_MS = 30_000;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** When the refresh token stops working: the inactivity timeout, never past the session's absolute end. */
  refreshExpiresAt: Date;
}

/**
 * A refresh token lives SESSION_IDLE_DAYS from its issue, but never past SESSION_MAX_DAYS from the
 * sign-in that started its family: rotating keeps an active session alive only up to that end.
 */
function refreshExpiry(ctx: RequestContext, sessionStartedAt: Date): Date {
  const { idleMs, maxMs } = ctx.services.sessions;
  return new Date(Math.min(Date.now() + idleMs, sessionStartedAt.getTime() + maxMs));
}

function accessTokenFor(
  ctx: RequestContext,
  user: { id: string; sessionEpoch: number },
  membership: { sessionEpoch: number } | undefined,
) {
  return signToken(
    ctx.services.keys.accessToken,
    { sub: user.id, aud: ctx.platform.id, epc: user.sessionEpoch, mep: membership?.sessionEpoch ?? 0, typ: 'access' },
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

function issued(
  ctx: RequestContext,
  user: { id: string; sessionEpoch: number },
  membership: { sessionEpoch: number } | undefined,
  refreshToken: string,
  refreshExpiresAt: Date,
): IssuedSession {
  return {
    accessToken: accessTokenFor(ctx, user, membership),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    refreshExpiresAt,
  };
}

/** A new sign-in: a new refresh family and a short-lived access token for this platform. */
export async function startSession(ctx: RequestContext, userId: string): Promise<IssuedSession> {
  const user = await usersRepository.findById(ctx.db, userId);
  if (!user) throw new AppError('session_expired');
  const membership = await usersRepository.findMembership(ctx.db, ctx.platform.id, userId);
  const refreshToken = randomToken();
  const refreshExpiresAt = refreshExpiry(ctx, new Date());
  await tokensRepository.insertRefreshToken(ctx.db, ctx.platform.id, {
    userId,
    familyId: randomUUID(),
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return issued(ctx, user, membership, refreshToken, refreshExpiresAt);
}

/**
 * Rotates a refresh token. A used token presented again is a theft signal and revokes its whole
 * family, except within a short grace window where a parallel refresh receives the same successor.
 */
export async function refreshSession(ctx: RequestContext, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw new AppError('session_expired');
  return ctx.db
    .transaction(async (tx) => {
      const row = await tokensRepository.findRefreshTokenForUpdate(tx, ctx.platform.id, hashToken(presented));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('session_expired');
      const user = await usersRepository.findById(tx, row.userId);
      const membership = user && (await usersRepository.findMembership(tx, ctx.platform.id, user.id));
      if (!user || (!user.superAdmin && membership?.status !== 'active')) throw new AppError('session_expired');

      if (row.usedAt) {
        // Only a successor nobody has used yet may be handed out again: anything else is a replay.
        const successor =
          row.successorSealed && Date.now() - row.usedAt.getTime() < PARALLEL_REFRESH_GRACE_MS
            ? unseal(ctx.services.keys.seal, row.successorSealed)
            : undefined;
        const successorRow = successor
          ? await tokensRepository.findRefreshTokenForUpdate(tx, ctx.platform.id, hashToken(successor))
          : undefined;
        if (!successor || !successorRow || successorRow.usedAt || successorRow.revokedAt) {
          await tokensRepository.revokeFamily(tx, ctx.platform.id, row.familyId);
          return null;
        }
        return issued(ctx, user, membership, successor, successorRow.expiresAt);
      }

      const refreshToken = randomToken();
      const startedAt = await tokensRepository.findFamilyStart(tx, ctx.platform.id, row.familyId);
      const refreshExpiresAt = refreshExpiry(ctx, startedAt ?? row.createdAt);
      await tokensRepository.insertRefreshToken(tx, ctx.platform.id, {
        userId: user.id,
        familyId: row.familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: refreshExpiresAt,
      });
      await tokensRepository.markRefreshTokenUsed(
        tx,
        ctx.platform.id,
        row.id,
        seal(ctx.services.keys.seal, refreshToken),
      );
      return issued(ctx, user, membership, refreshToken, refreshExpiresAt);
    })
    .then((session) => {
      // The revocation above must commit, so the refusal is thrown after the transaction.
      if (!session) throw new AppError('session_expired', { details: { reason: 'reuse_detected' } });
      return session;
    });
}

/** Ends every session of the user: refresh families revoked, access tokens of older epochs refused. */
export async function endAllSessions(ctx: RequestContext, userId: string): Promise<void> {
  await tokensRepository.revokeAllForUser(ctx.db, userId);
  await usersRepository.bumpSessionEpoch(ctx.db, userId);
}

/** Ends the user's sessions on this platform only (an administrator's act, a logout): other platforms keep theirs. */
export async function endPlatformSessions(ctx: RequestContext, userId: string): Promise<void> {
  await tokensRepository.revokeAllForUserOn(ctx.db, ctx.platform.id, userId);
  // A super admin signs in everywhere without memberships: only the account's epoch can end their tokens.
  if (!(await usersRepository.bumpMembershipEpoch(ctx.db, ctx.platform.id, userId))) {
    await usersRepository.bumpSessionEpoch(ctx.db, userId);
  }
}

/** Logout: whoever the refresh cookie (or the access token) names loses their sessions here; failure is silent. */
export async function logout(ctx: RequestContext, presented: string | undefined): Promise<void> {
  // A revoked or expired access token must not stop a logout.
  let userId = (await ctx.findCurrentUser().catch(() => null))?.id;
  if (!userId && presented) {
    const row = await ctx.db.transaction((tx) =>
      tokensRepository.findRefreshTokenForUpdate(tx, ctx.platform.id, hashToken(presented)),
    );
    userId = row && !row.revokedAt ? row.userId : undefined;
  }
  if (userId) await endPlatformSessions(ctx, userId);
}
