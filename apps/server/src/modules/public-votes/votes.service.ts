import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { pickText, resolveLang } from '@opencall/shared/programs';
import {
  brokenLimit,
  type CastVoteBody,
  type MyVotes,
  type PortalVoteSession,
  remainingVotes,
  resultsVisible,
  voteDay,
  votePhase,
} from '@opencall/shared/public-votes';
import type { RequestContext } from '../../context';
import { isUniqueViolation } from '../../db/unique-violation';
import { showcaseEntries } from '../applications';
import { getLiveProgram } from '../programs';
import { CACHED_ENTRIES, entryCache } from './vote-caches';
import * as resultsRepository from './vote-results.repository';
import { rankEntries } from './vote-results.service';
import type { Conn, VoteSessionRow } from './vote-sessions.repository';
import * as sessionsRepository from './vote-sessions.repository';
import type { HeldVoteRow } from './voters.repository';
import * as votersRepository from './voters.repository';
import { deviceOf, publishedSession, voterIdOf } from './voters.service';

/** A vote page shows at most this many entries (a public vote is a shortlist, not the whole call). */
export const MAX_VOTE_ENTRIES = 1000;

type PortalParams = { platformId: string; programId: string; id: string };

/** The entry a vote names, if it takes part, with its category (the per-category limit). */
async function entryOf(ctx: RequestContext, session: VoteSessionRow, applicationId: string) {
  const entries = await entryCache.getOrLoad(session.id, async () => {
    const rows = await sessionsRepository.entryIds(ctx.db, session, CACHED_ENTRIES + 1);
    return rows.length > CACHED_ENTRIES ? null : new Map(rows.map((row) => [row.id, row.categoryId]));
  });
  if (!entries) return sessionsRepository.findEntry(ctx.db, session, applicationId);
  return entries.has(applicationId) ? { id: applicationId, categoryId: entries.get(applicationId) ?? null } : undefined;
}

/** The vote page: texts in the reader's language, the entries as the public reads them, counts when visible. */
export async function portalVoteSession(
  ctx: RequestContext,
  session: VoteSessionRow,
  requested: Locale | undefined,
): Promise<PortalVoteSession> {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, session.programId);
  const lang = resolveLang(requested ?? ctx.locale, program.defaultLang, program.supportedLangs) as Locale;
  const phase = votePhase(session);
  const visible = resultsVisible(session.rules.results, phase);
  const ids = await sessionsRepository.entryIds(ctx.db, session, MAX_VOTE_ENTRIES);
  const entries = await showcaseEntries(
    ctx,
    session.programId,
    ids.map((entry) => entry.id),
    session.fields,
    lang,
  );
  const categoryIds = [...new Set(entries.flatMap((entry) => (entry.categoryId ? [entry.categoryId] : [])))];
  const counts = visible ? await resultsRepository.countsByEntry(ctx.db, session.id) : null;
  return {
    id: session.id,
    programId: session.programId,
    title: pickText(session.texts.title, lang, program.defaultLang) || session.name,
    description: pickText(session.texts.description, lang, program.defaultLang),
    lang,
    phase,
    opensAt: session.opensAt?.toISOString() ?? null,
    closesAt: session.closesAt?.toISOString() ?? null,
    published: session.published,
    rules: session.rules,
    verification: session.verification,
    resultsVisible: visible,
    categories: categoryIds.map((id) => ({
      id,
      title: entries.find((entry) => entry.categoryId === id)?.category ?? '',
    })),
    entries,
    counts: counts && Object.fromEntries(entries.map((entry) => [entry.id, counts.get(entry.id)?.votes ?? 0])),
  };
}

export async function getPortalVoteSession(ctx: RequestContext, params: PortalParams, lang: Locale | undefined) {
  return portalVoteSession(ctx, await publishedSession(ctx, params), lang);
}

async function myVotesIn(db: Conn, session: VoteSessionRow, voter: { id: string; email: string }): Promise<MyVotes> {
  return myVotesOf(session, voter, await votersRepository.heldVotes(db, voter.id));
}

function myVotesOf(session: VoteSessionRow, voter: { email: string }, held: HeldVoteRow[]): MyVotes {
  return {
    email: voter.email,
    votes: held.map((vote) => ({
      applicationId: vote.applicationId,
      createdAt: vote.createdAt.toISOString(),
      voided: vote.voidedAt !== null,
    })),
    remaining: remainingVotes(session.rules, held, voteDay(new Date())),
  };
}

async function voterOf(
  ctx: RequestContext,
  db: Conn,
  session: VoteSessionRow,
  token: string | undefined,
  lock: boolean,
) {
  const voterId = voterIdOf(ctx, session.id, token);
  const voter =
    voterId &&
    (lock
      ? await votersRepository.lockVoter(db, ctx.platform.id, session.id, voterId)
      : await votersRepository.findVoter(db, ctx.platform.id, session.id, voterId));
  if (!voter) throw new AppError('voter_required');
  return voter;
}

export async function getMyVotes(ctx: RequestContext, params: PortalParams, token: string | undefined) {
  const session = await publishedSession(ctx, params);
  return myVotesIn(ctx.db, session, await voterOf(ctx, ctx.db, session, token, false));
}

function assertOpen(session: VoteSessionRow) {
  const phase = votePhase(session);
  if (phase !== 'open') throw new AppError('vote_session_not_open', { details: { phase } });
}

/**
 * Casts a vote, exactly once: the voter is locked for the transaction, so their limits are read
 * and their vote written one request at a time; the partial unique key (one live vote per voter
 * and entry) backs it. A vote is confirmed only once committed: a crash before loses nothing said.
 */
export async function castVote(
  ctx: RequestContext,
  params: PortalParams,
  token: string | undefined,
  body: CastVoteBody,
  userAgent: string | undefined,
): Promise<MyVotes> {
  const session = await publishedSession(ctx, params);
  assertOpen(session);
  const now = new Date();
  const voterId = voterIdOf(ctx, session.id, token);
  if (!voterId) throw new AppError('voter_required');
  const entry = await entryOf(ctx, session, body.applicationId);
  if (!entry) throw new AppError('not_found', { details: { entity: 'application' } });
  const vote: votersRepository.CastVote = {
    platformId: ctx.platform.id,
    sessionId: session.id,
    voterId,
    applicationId: entry.id,
    categoryId: entry.categoryId,
    day: voteDay(now),
    address: ctx.ip,
    device: deviceOf(userAgent),
    createdAt: now,
  };
  const limits = {
    voter: session.rules.votesPerVoter,
    category: session.rules.votesPerCategory,
    day: session.rules.votesPerDay,
  };
  try {
    // Moving a vote withdraws the old one first, in the same transaction, the voter locked.
    const cast =
      body.replaces && body.replaces !== body.applicationId
        ? await ctx.db.transaction(async (tx) => {
            const voter = await votersRepository.lockVoter(tx, ctx.platform.id, session.id, voterId);
            if (!voter) throw new AppError('voter_required');
            if (!(await votersRepository.withdrawVote(tx, voter.id, body.replaces as string)))
              throw new AppError('not_found', { details: { entity: 'vote' } });
            const after = await votersRepository.castWithLedger(tx, vote, limits);
            if (!after) await refusal(ctx, tx, session, voterId, vote);
            return after;
          })
        : await votersRepository.castWithLedger(ctx.db, vote, limits);
    if (!cast) return await refusal(ctx, ctx.db, session, voterId, vote);
    return myVotesOf(
      session,
      cast,
      cast.held.map(([applicationId, categoryId, day, createdAt]) => ({
        applicationId,
        categoryId,
        day,
        createdAt: new Date(createdAt),
        voidedAt: null,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'public_votes_one_live_key')) throw new AppError('vote_exists');
    throw error;
  }
}

/** Why a vote was not cast: no such voter, a vote for that entry already, or a limit. Always throws. */
async function refusal(
  ctx: RequestContext,
  db: Conn,
  session: VoteSessionRow,
  voterId: string,
  vote: { applicationId: string; categoryId: string | null; day: string },
): Promise<never> {
  const voter = await votersRepository.findVoter(db, ctx.platform.id, session.id, voterId);
  if (!voter) throw new AppError('voter_required');
  const held = voter.held.map(([applicationId, categoryId, day]) => ({ applicationId, categoryId, day }));
  if (held.some((line) => line.applicationId === vote.applicationId)) throw new AppError('vote_exists');
  throw new AppError('vote_limit_reached', {
    details: { limit: brokenLimit(session.rules, held, vote) ?? 'voter' },
  });
}

/** Withdraws the voter's vote for an entry while the vote is open; it stays in the log as withdrawn. */
export async function withdrawVote(
  ctx: RequestContext,
  params: PortalParams & { applicationId: string },
  token: string | undefined,
): Promise<MyVotes> {
  const session = await publishedSession(ctx, params);
  assertOpen(session);
  return ctx.db.transaction(async (tx) => {
    const voter = await voterOf(ctx, tx, session, token, true);
    if (!(await votersRepository.withdrawVote(tx, voter.id, params.applicationId)))
      throw new AppError('not_found', { details: { entity: 'vote' } });
    return myVotesIn(tx, session, voter);
  });
}

/** The public ranking, only while the session shows its results. */
export async function publicRanking(ctx: RequestContext, params: PortalParams) {
  const session = await publishedSession(ctx, params);
  if (!resultsVisible(session.rules.results, votePhase(session))) throw new AppError('vote_results_hidden');
  const rows = await rankEntries(ctx, session);
  return rows.map((row) => ({ ...row, voided: 0 }));
}
