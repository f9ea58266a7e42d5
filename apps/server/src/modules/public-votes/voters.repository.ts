import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { publicVoteCodes, publicVoters, publicVotes } from '../../db/schema/public-votes';
import { isUuid } from '../../db/uuid';
import type { Conn } from './vote-sessions.repository';

export type VoterRow = typeof publicVoters.$inferSelect;

export async function insertCode(
  db: Conn,
  values: { platformId: string; sessionId: string; email: string; codeHash: string; expiresAt: Date; address: string },
) {
  await db.insert(publicVoteCodes).values(values);
}

/** Codes sent to an address for a session in the last `minutes` (the sending limit). */
export async function recentCodes(db: Conn, sessionId: string, email: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publicVoteCodes)
    .where(
      and(
        eq(publicVoteCodes.sessionId, sessionId),
        eq(publicVoteCodes.email, email),
        gt(publicVoteCodes.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The address's newest code still unused and unexpired, locked (two tries at once count twice). */
export async function latestOpenCode(db: Conn, sessionId: string, email: string) {
  const [row] = await db
    .select()
    .from(publicVoteCodes)
    .where(
      and(
        eq(publicVoteCodes.sessionId, sessionId),
        eq(publicVoteCodes.email, email),
        isNull(publicVoteCodes.usedAt),
        gt(publicVoteCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(publicVoteCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordFailure(db: Conn, codeId: string) {
  await db
    .update(publicVoteCodes)
    .set({ failedAttempts: sql`${publicVoteCodes.failedAttempts} + 1` })
    .where(eq(publicVoteCodes.id, codeId));
}

export async function markUsed(db: Conn, codeId: string) {
  await db.update(publicVoteCodes).set({ usedAt: sql`now()` }).where(eq(publicVoteCodes.id, codeId));
}

/** The session's voter for an address, made on first proof; a later proof keeps the same voter (and votes). */
export async function upsertVoter(
  db: Conn,
  values: { platformId: string; sessionId: string; email: string; via: VoterRow['via']; userId: string | null },
): Promise<VoterRow> {
  const [row] = await db
    .insert(publicVoters)
    .values(values)
    .onConflictDoUpdate({
      target: [publicVoters.sessionId, publicVoters.email],
      set: { verifiedAt: sql`now()`, userId: sql`coalesce(excluded.user_id, ${publicVoters.userId})` },
    })
    .returning();
  if (!row) throw new Error('voter upsert returned nothing');
  return row;
}

/**
 * The voter, locked for the rest of the transaction: a voter's votes are checked against the limits
 * and written one request at a time, whatever the burst; two voters never wait on each other.
 */
export async function lockVoter(db: Conn, platformId: string, sessionId: string, voterId: string) {
  if (!isUuid(voterId)) return undefined;
  const [row] = await db
    .select()
    .from(publicVoters)
    .where(
      and(eq(publicVoters.platformId, platformId), eq(publicVoters.sessionId, sessionId), eq(publicVoters.id, voterId)),
    )
    .for('update');
  return row;
}

export interface HeldVoteRow {
  applicationId: string;
  categoryId: string | null;
  day: string;
  createdAt: Date;
  voidedAt: Date | null;
}

export async function findVoter(db: Conn, platformId: string, sessionId: string, voterId: string) {
  if (!isUuid(voterId)) return undefined;
  const [row] = await db
    .select()
    .from(publicVoters)
    .where(
      and(eq(publicVoters.platformId, platformId), eq(publicVoters.sessionId, sessionId), eq(publicVoters.id, voterId)),
    );
  return row;
}

/**
 * The voter's votes that hold a place (live or voided, not withdrawn). Read in its own statement
 * once the voter is locked: a statement that waited for the lock still reads with the snapshot it
 * started with, and would miss the vote the lock's holder just committed (a burst then overruns the
 * limits; vote-burst.test.ts on PostgreSQL catches it).
 */
export async function heldVotes(db: Conn, voterId: string): Promise<HeldVoteRow[]> {
  return db
    .select({
      id: publicVotes.id,
      applicationId: publicVotes.applicationId,
      categoryId: publicVotes.categoryId,
      day: publicVotes.day,
      createdAt: publicVotes.createdAt,
      voidedAt: publicVotes.voidedAt,
    })
    .from(publicVotes)
    .where(and(eq(publicVotes.voterId, voterId), isNull(publicVotes.withdrawnAt)))
    .orderBy(publicVotes.createdAt);
}

/** A ledger line: the vote's application, category, day and time. */
export type LedgerLine = [string, string | null, string, string];

export interface CastVote {
  platformId: string;
  sessionId: string;
  voterId: string;
  applicationId: string;
  categoryId: string | null;
  day: string;
  address: string;
  device: string;
  createdAt: Date;
}

/**
 * Casts a vote in ONE statement, exactly once whatever the concurrency: the voter's row is updated
 * only when its ledger (`held`) leaves room under every limit and holds no vote for that entry, and
 * the vote row is inserted from that update. A concurrent vote of the same voter makes this one
 * wait for the row, then re-check its conditions against the row as the other left it (PostgreSQL
 * re-evaluates an UPDATE's WHERE on the newest version), so no limit is ever overrun; the partial
 * unique key backs the one-vote-per-entry rule. Returns the voter's address and ledger after the vote, or null when the
 * vote may not be cast (the caller reads why).
 */
export async function castWithLedger(
  db: Conn,
  vote: CastVote,
  limits: { voter: number; category: number | null; day: number | null },
): Promise<{ email: string; held: LedgerLine[] } | null> {
  const line = JSON.stringify([[vote.applicationId, vote.categoryId, vote.day, vote.createdAt.toISOString()]]);
  const [row] = await queryRows<{ email: string; held: LedgerLine[] }>(
    db,
    sql`with cast_vote as (
      update ${publicVoters} v set held = v.held || ${line}::jsonb
      where v.platform_id = ${vote.platformId} and v.session_id = ${vote.sessionId} and v.id = ${vote.voterId}
        and jsonb_array_length(v.held) < ${limits.voter}
        and not exists (select 1 from jsonb_array_elements(v.held) e where e->>0 = ${vote.applicationId})
        and (${limits.category}::int is null or (select count(*) from jsonb_array_elements(v.held) e
          where coalesce(e->>1, '') = ${vote.categoryId ?? ''}) < ${limits.category}::int)
        and (${limits.day}::int is null or (select count(*) from jsonb_array_elements(v.held) e
          where e->>2 = ${vote.day}) < ${limits.day}::int)
      returning v.id, v.email, v.held
    ), inserted as (
      insert into ${publicVotes} (platform_id, session_id, application_id, voter_id, category_id, day, address, device, created_at)
      select ${vote.platformId}, ${vote.sessionId}, ${vote.applicationId}, cast_vote.id, ${vote.categoryId}, ${vote.day},
        ${vote.address}, ${vote.device}, ${vote.createdAt.toISOString()}::timestamptz
      from cast_vote
      returning id
    )
    select email, held from cast_vote`,
  );
  return row ?? null;
}

/** Inserts a vote and adds it to its voter's ledger (the demo seed; the burst path is `castWithLedger`). */
export async function insertVote(db: Conn, values: Omit<CastVote, 'platformId'> & { platformId: string }) {
  await db.insert(publicVotes).values(values);
  await db
    .update(publicVoters)
    .set({
      held: sql`${publicVoters.held} || ${JSON.stringify([[values.applicationId, values.categoryId, values.day, values.createdAt.toISOString()]])}::jsonb`,
    })
    .where(eq(publicVoters.id, values.voterId));
}

/** Withdraws the voter's live vote for an entry; returns whether there was one. */
export async function withdrawVote(db: Conn, voterId: string, applicationId: string): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  const rows = await db
    .update(publicVotes)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(publicVotes.voterId, voterId),
        eq(publicVotes.applicationId, applicationId),
        isNull(publicVotes.withdrawnAt),
        isNull(publicVotes.voidedAt),
      ),
    )
    .returning({ id: publicVotes.id });
  if (rows.length === 0) return false;
  // The place it held is free again.
  await db
    .update(publicVoters)
    .set({
      held: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${publicVoters.held}) e
        where e->>0 <> ${applicationId})`,
    })
    .where(eq(publicVoters.id, voterId));
  return true;
}
