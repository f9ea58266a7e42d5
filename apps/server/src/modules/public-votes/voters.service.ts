import { createHash, randomInt } from 'node:crypto';
import { AppError } from '@opencall/shared/errors';
import { pickText } from '@opencall/shared/programs';
import {
  emailAllowed,
  type PublicVoteUser,
  type RequestVoteCodeBody,
  type VerifyVoteCodeBody,
  VOTE_CODE_MAX_ATTEMPTS,
  VOTE_CODE_TTL_MINUTES,
  VOTER_TOKEN_TTL_DAYS,
  votePhase,
} from '@opencall/shared/public-votes';
import type { AuthUser, RequestContext } from '../../context';
import { hasGoogleIdentity, hmac, queueEmail, safeEqual } from '../auth';
import { getLiveProgram } from '../programs';
import { sessionCache } from './vote-caches';
import type { VoteSessionRow } from './vote-sessions.repository';
import * as sessionsRepository from './vote-sessions.repository';
import * as votersRepository from './voters.repository';

/** Codes an address may ask for a session in CODE_WINDOW_MINUTES. */
const CODES_PER_WINDOW = 3;
const CODE_WINDOW_MINUTES = 10;

const notFound = () => new AppError('not_found', { details: { entity: 'vote_session' } });

/**
 * A vote session the public may reach: published, of this platform and program. The organizer's
 * preview reads it through the back office instead; here an unpublished one does not exist.
 */
export async function publishedSession(
  ctx: RequestContext,
  params: { platformId: string; programId: string; id: string },
): Promise<VoteSessionRow> {
  if (params.platformId !== ctx.platform.id) throw notFound();
  const row = await sessionCache.getOrLoad(
    `${ctx.platform.id}|${params.id}`,
    async () => (await sessionsRepository.findById(ctx.db, ctx.platform.id, params.id)) ?? null,
  );
  if (!row?.published) throw notFound();
  if (row.programId !== params.programId) {
    // The portal page names its program by address: the session's own program must answer to it.
    const program = await getLiveProgram(ctx.db, ctx.platform.id, row.programId).catch(() => null);
    if (program?.slug !== params.programId) throw notFound();
  }
  return row;
}

/** The voter's proof: their id and its end, signed; nothing to look up but the voter itself. */
function signToken(ctx: RequestContext, sessionId: string, voterId: string, expiresAt: number): string {
  const body = `${voterId}.${expiresAt}`;
  return `${body}.${hmac(ctx.services.keys.voter, `${ctx.platform.id}:${sessionId}:${body}`)}`;
}

/** The voter id a proof names for this session, if it is genuine and current. */
export function voterIdOf(ctx: RequestContext, sessionId: string, token: string | undefined): string | null {
  const [voterId, expires, signature] = (token ?? '').split('.');
  if (!voterId || !expires || !signature) return null;
  const expected = hmac(ctx.services.keys.voter, `${ctx.platform.id}:${sessionId}:${voterId}.${expires}`);
  if (!safeEqual(signature, expected) || Number(expires) < Date.now()) return null;
  return voterId;
}

function proofFor(ctx: RequestContext, sessionId: string, voter: { id: string; email: string }): PublicVoteUser {
  const expiresAt = Date.now() + VOTER_TOKEN_TTL_DAYS * 86_400_000;
  return {
    email: voter.email,
    token: signToken(ctx, sessionId, voter.id, expiresAt),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

const hashCode = (ctx: RequestContext, sessionId: string, email: string, code: string) =>
  hmac(ctx.services.keys.voter, `code:${sessionId}:${email}:${code}`);

/** Mode checks shared by the code's sending and its checking. */
function assertEmailVoting(session: VoteSessionRow, email: string) {
  if (session.verification.mode === 'google') throw new AppError('vote_verification_unavailable');
  if (!emailAllowed(session.verification, email))
    throw new AppError('voter_email_not_allowed', { details: { domains: session.verification.domains } });
}

/** Sends a code through the mail queue (the answer never waits for the SMTP server). */
export async function requestVoteCode(
  ctx: RequestContext,
  params: { platformId: string; programId: string; id: string },
  body: RequestVoteCodeBody,
) {
  const session = await publishedSession(ctx, params);
  assertEmailVoting(session, body.email);
  if (votePhase(session) === 'closed') throw new AppError('vote_session_not_open', { details: { phase: 'closed' } });
  const program = await getLiveProgram(ctx.db, ctx.platform.id, session.programId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    if ((await votersRepository.recentCodes(tx, session.id, body.email, CODE_WINDOW_MINUTES)) >= CODES_PER_WINDOW)
      throw new AppError('rate_limited', { details: { retryAfterMinutes: CODE_WINDOW_MINUTES } });
    await votersRepository.insertCode(tx, {
      platformId: ctx.platform.id,
      sessionId: session.id,
      email: body.email,
      codeHash: hashCode(ctx, session.id, body.email, code),
      expiresAt: new Date(Date.now() + VOTE_CODE_TTL_MINUTES * 60_000),
      address: ctx.ip,
    });
    const title = session.texts.title[ctx.locale] || session.texts.title[program.defaultLang] || session.name;
    await queueEmail(
      { ...ctx, db: tx },
      body.email,
      'vote_code',
      {
        code,
        sessionName: title,
        programTitle: pickText(program.titles, ctx.locale, program.defaultLang),
        expiresInMinutes: String(VOTE_CODE_TTL_MINUTES),
        link: `${ctx.origin}/${ctx.locale}/applications/${program.slug}?type=vote&id=${session.id}`,
      },
      ctx.locale,
      { programId: program.id },
    );
  });
  return { sent: true };
}

/** Checks a code: the address becomes (or stays) the session's voter. Five wrong tries spend the code. */
export async function verifyVoteCode(
  ctx: RequestContext,
  params: { platformId: string; programId: string; id: string },
  body: VerifyVoteCodeBody,
): Promise<PublicVoteUser> {
  const session = await publishedSession(ctx, params);
  assertEmailVoting(session, body.email);
  const voter = await ctx.db.transaction(async (tx) => {
    const open = await votersRepository.latestOpenCode(tx, session.id, body.email);
    if (!open || open.failedAttempts >= VOTE_CODE_MAX_ATTEMPTS) return null;
    if (!safeEqual(open.codeHash, hashCode(ctx, session.id, body.email, body.code))) {
      await votersRepository.recordFailure(tx, open.id);
      return null;
    }
    await votersRepository.markUsed(tx, open.id);
    return votersRepository.upsertVoter(tx, {
      platformId: ctx.platform.id,
      sessionId: session.id,
      email: body.email,
      via: 'email_code',
      userId: null,
    });
  });
  if (!voter) throw new AppError('vote_code_invalid');
  return proofFor(ctx, session.id, voter);
}

/** A signed-in user whose account signs in through Google votes as that account's address. */
export async function verifyGoogleVoter(
  ctx: RequestContext,
  user: AuthUser,
  params: { platformId: string; programId: string; id: string },
): Promise<PublicVoteUser> {
  const session = await publishedSession(ctx, params);
  if (session.verification.mode !== 'google') throw new AppError('vote_verification_unavailable');
  if (!(await hasGoogleIdentity(ctx.db, user.id))) throw new AppError('voter_google_required');
  const voter = await votersRepository.upsertVoter(ctx.db, {
    platformId: ctx.platform.id,
    sessionId: session.id,
    email: user.email.toLowerCase(),
    via: 'google',
    userId: user.id,
  });
  return proofFor(ctx, session.id, voter);
}

/** A short, stable fingerprint of the browser (its user agent): enough to see many voters on one device. */
export const deviceOf = (userAgent: string | undefined) =>
  userAgent ? createHash('sha256').update(userAgent).digest('hex').slice(0, 12) : '';
