import { AppError } from '@opencall/shared/errors';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { olderThan, totals, withUniqueSlug } from '../../db/program-lists';
import { applications } from '../../db/schema/applications';
import { publicVoteSelections, publicVoteSessions, publicVotes } from '../../db/schema/public-votes';
import { isUuid } from '../../db/uuid';
import { entersEntry } from '../evaluations';

export type Conn = Db | Tx;
export type VoteSessionRow = typeof publicVoteSessions.$inferSelect;
export type VoteSessionValues = Partial<
  Omit<typeof publicVoteSessions.$inferInsert, 'id' | 'platformId' | 'programId' | 'createdAt' | 'updatedAt'>
>;
export type VoteSessionWithCounts = VoteSessionRow & { selectionCount: number; votes: number };

// Qualified by hand: in a one-table select drizzle writes a bare "id".
const selectionCount = sql<number>`(select count(*)::int from ${publicVoteSelections} s where s.session_id = "public_vote_sessions"."id")`;
const liveVotes = sql<number>`(select count(*)::int from ${publicVotes} v where v.session_id = "public_vote_sessions"."id" and v.withdrawn_at is null and v.voided_at is null)`;
const columns = { session: publicVoteSessions, selectionCount, votes: liveVotes };
const counted = (row: { session: VoteSessionRow; selectionCount: number; votes: number }): VoteSessionWithCounts => ({
  ...row.session,
  selectionCount: Number(row.selectionCount),
  votes: Number(row.votes),
});

const programScope = (platformId: string, programId: string) =>
  and(eq(publicVoteSessions.platformId, platformId), eq(publicVoteSessions.programId, programId));

const voteList = {
  table: publicVoteSessions,
  id: publicVoteSessions.id,
  platformId: publicVoteSessions.platformId,
  createdAt: publicVoteSessions.createdAt,
};
const SLUG_KEY = 'public_vote_sessions_program_slug_key';

/** A vote session of the program, by id or address. */
export async function find(
  db: Conn,
  platformId: string,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<VoteSessionWithCounts | undefined> {
  const byRef = isUuid(ref) ? eq(publicVoteSessions.id, ref) : eq(publicVoteSessions.slug, ref);
  const query = db
    .select(columns)
    .from(publicVoteSessions)
    .where(and(programScope(platformId, programId), byRef));
  const [row] = options.forUpdate ? await query.for('update', { of: publicVoteSessions }) : await query;
  return row ? counted(row) : undefined;
}

/** A vote session by id alone (the portal's hot path: one primary-key read, no counts). */
export async function findById(db: Conn, platformId: string, id: string): Promise<VoteSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(publicVoteSessions)
    .where(and(eq(publicVoteSessions.platformId, platformId), eq(publicVoteSessions.id, id)));
  return row;
}

const searchFilter = (search?: string) =>
  search ? ilike(publicVoteSessions.name, containsPattern(search)) : undefined;

export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  options: { perPage: number; search?: string; after?: string },
): Promise<VoteSessionWithCounts[]> {
  const rows = await db
    .select(columns)
    .from(publicVoteSessions)
    .where(
      and(
        programScope(platformId, programId),
        searchFilter(options.search),
        olderThan(voteList, platformId, options.after),
      ),
    )
    .orderBy(desc(publicVoteSessions.createdAt), desc(publicVoteSessions.id))
    .limit(options.perPage);
  return rows.map(counted);
}

export function count(db: Conn, platformId: string, programId: string, options: { search?: string }) {
  return totals(db, voteList, programScope(platformId, programId), searchFilter(options.search));
}

export function insert(
  db: Conn,
  platformId: string,
  programId: string,
  values: VoteSessionValues & { slug: string; name: string },
): Promise<VoteSessionRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .insert(publicVoteSessions)
      .values({ ...values, platformId, programId })
      .returning();
    if (!row) throw new Error('vote session insert returned nothing');
    return row;
  });
}

export function update(
  db: Conn,
  platformId: string,
  programId: string,
  id: string,
  values: VoteSessionValues,
): Promise<VoteSessionRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .update(publicVoteSessions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(programScope(platformId, programId), eq(publicVoteSessions.id, id)))
      .returning();
    if (!row) throw new AppError('not_found', { details: { entity: 'vote_session' } });
    return row;
  });
}

export async function remove(db: Conn, platformId: string, programId: string, id: string): Promise<void> {
  await db.delete(publicVoteSessions).where(and(programScope(platformId, programId), eq(publicVoteSessions.id, id)));
}

/** Whether the session holds any vote at all, live, withdrawn or voided (none is ever deleted). */
export async function hasVotes(db: Conn, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publicVotes.id })
    .from(publicVotes)
    .where(eq(publicVotes.sessionId, sessionId))
    .limit(1);
  return Boolean(row);
}

type Scope = Pick<VoteSessionRow, 'id' | 'platformId' | 'programId' | 'entry'>;

/** The applications that take part: the entry's filter, or the vote's selection once submitted. */
export function entersVote(session: Scope): SQL {
  return entersEntry(
    session,
    sql`exists (select 1 from ${publicVoteSelections} where ${publicVoteSelections.sessionId} = ${session.id}
      and ${publicVoteSelections.applicationId} = ${applications.id})`,
  );
}

/** The ids (and categories) of the applications taking part, oldest submission first; at most `limit`. */
export async function entryIds(
  db: Conn,
  session: Scope,
  limit: number,
): Promise<{ id: string; categoryId: string | null }[]> {
  return db
    .select({ id: applications.id, categoryId: applications.categoryId })
    .from(applications)
    .where(entersVote(session))
    .orderBy(applications.createdAt, applications.id)
    .limit(limit);
}

/** The one entry a vote names, if it takes part (with its category, for the per-category limit). */
export async function findEntry(
  db: Conn,
  session: Scope,
  applicationId: string,
): Promise<{ id: string; categoryId: string | null } | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const [row] = await db
    .select({ id: applications.id, categoryId: applications.categoryId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), entersVote(session)));
  return row;
}

export async function countSelected(db: Conn, session: Pick<Scope, 'id'>): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publicVoteSelections)
    .where(eq(publicVoteSelections.sessionId, session.id));
  return Number(row?.total ?? 0);
}

/** Adds applications (already checked to be the program's) to the selection; returns how many were new. */
export async function addSelected(db: Conn, session: Scope, applicationIds: readonly string[]): Promise<number> {
  let added = 0;
  for (let at = 0; at < applicationIds.length; at += 5000) {
    const rows = applicationIds
      .slice(at, at + 5000)
      .map((applicationId) => ({ platformId: session.platformId, sessionId: session.id, applicationId }));
    added += (
      await db
        .insert(publicVoteSelections)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: publicVoteSelections.applicationId })
    ).length;
  }
  return added;
}

/** Adds a jury session's shortlist (a query of `application_id`s) to the selection. */
export async function addShortlisted(db: Conn, session: Scope, shortlist: SQL, fromSessionId: string) {
  const result =
    await db.execute(sql`insert into ${publicVoteSelections} (platform_id, session_id, application_id, from_session_id)
    select ${session.platformId}::uuid, ${session.id}::uuid, application_id, ${fromSessionId}::uuid from (${shortlist}) top
    on conflict do nothing returning application_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export async function clearSelected(db: Conn, session: Pick<Scope, 'id'>): Promise<number> {
  return (
    await db
      .delete(publicVoteSelections)
      .where(eq(publicVoteSelections.sessionId, session.id))
      .returning({ id: publicVoteSelections.applicationId })
  ).length;
}
