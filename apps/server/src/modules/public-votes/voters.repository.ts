import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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

export async function insertVote(db: Conn, values: typeof publicVotes.$inferInsert) {
  await db.insert(publicVotes).values(values);
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
  return rows.length > 0;
}
