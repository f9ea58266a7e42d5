import type { VoteState } from '@opencall/shared/public-votes';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { publicVoteCodes, publicVoters, publicVotes } from '../../db/schema/public-votes';
import type { Conn } from './vote-sessions.repository';

/** Live and voided votes per entry of the session (one aggregate over the session's votes). */
export async function countsByEntry(
  db: Conn,
  sessionId: string,
): Promise<Map<string, { votes: number; voided: number }>> {
  const rows = await db
    .select({
      applicationId: publicVotes.applicationId,
      votes: sql<number>`(count(*) filter (where ${publicVotes.voidedAt} is null))::int`,
      voided: sql<number>`(count(*) filter (where ${publicVotes.voidedAt} is not null))::int`,
    })
    .from(publicVotes)
    .where(and(eq(publicVotes.sessionId, sessionId), isNull(publicVotes.withdrawnAt)))
    .groupBy(publicVotes.applicationId);
  return new Map(rows.map((row) => [row.applicationId, { votes: Number(row.votes), voided: Number(row.voided) }]));
}

const stateOf = (state: VoteState): SQL =>
  state === 'withdrawn'
    ? isNotNull(publicVotes.withdrawnAt)
    : state === 'voided'
      ? (and(isNull(publicVotes.withdrawnAt), isNotNull(publicVotes.voidedAt)) as SQL)
      : (and(isNull(publicVotes.withdrawnAt), isNull(publicVotes.voidedAt)) as SQL);

function voteFilter(sessionId: string, query: { state?: VoteState; applicationId?: string; search?: string }) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    eq(publicVotes.sessionId, sessionId),
    query.state ? stateOf(query.state) : undefined,
    query.applicationId ? eq(publicVotes.applicationId, query.applicationId) : undefined,
    pattern
      ? or(ilike(publicVoters.email, pattern), ilike(publicVotes.address, pattern), ilike(publicVotes.device, pattern))
      : undefined,
  );
}

/** Keyset pages of the votes, newest first, with the voter's address. */
export async function listVotes(
  db: Conn,
  sessionId: string,
  query: { state?: VoteState; applicationId?: string; search?: string; perPage: number; after?: string },
) {
  const keyset = query.after
    ? sql`(${publicVotes.createdAt}, ${publicVotes.id}) < (select v.created_at, v.id from ${publicVotes} v where v.session_id = ${sessionId} and v.id = ${query.after})`
    : undefined;
  return db
    .select({
      id: publicVotes.id,
      applicationId: publicVotes.applicationId,
      email: publicVoters.email,
      address: publicVotes.address,
      device: publicVotes.device,
      createdAt: publicVotes.createdAt,
      withdrawnAt: publicVotes.withdrawnAt,
      voidedAt: publicVotes.voidedAt,
      voidReason: publicVotes.voidReason,
      voidedBy: publicVotes.voidedBy,
    })
    .from(publicVotes)
    .innerJoin(publicVoters, eq(publicVoters.id, publicVotes.voterId))
    .where(and(voteFilter(sessionId, query), keyset))
    .orderBy(desc(publicVotes.createdAt), desc(publicVotes.id))
    .limit(query.perPage);
}

export async function countVotes(
  db: Conn,
  sessionId: string,
  query: { state?: VoteState; applicationId?: string; search?: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publicVotes)
    .innerJoin(publicVoters, eq(publicVoters.id, publicVotes.voterId))
    .where(voteFilter(sessionId, query));
  return Number(row?.total ?? 0);
}

/** Voids live votes (by ids, or all of an e-mail or an address); returns the voided ones. */
export async function voidVotes(
  db: Conn,
  sessionId: string,
  target: { ids?: string[]; address?: string; email?: string },
  reason: string,
  userId: string,
) {
  const voters = target.email
    ? sql`${publicVotes.voterId} in (select ${publicVoters.id} from ${publicVoters} where ${publicVoters.sessionId} = ${sessionId} and ${publicVoters.email} = ${target.email.toLowerCase()})`
    : undefined;
  return db
    .update(publicVotes)
    .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: userId })
    .where(
      and(
        eq(publicVotes.sessionId, sessionId),
        isNull(publicVotes.withdrawnAt),
        isNull(publicVotes.voidedAt),
        target.ids ? inArray(publicVotes.id, target.ids) : undefined,
        target.address ? eq(publicVotes.address, target.address) : undefined,
        voters,
      ),
    )
    .returning({ id: publicVotes.id, applicationId: publicVotes.applicationId, voterId: publicVotes.voterId });
}

const live = (sessionId: string) =>
  and(eq(publicVotes.sessionId, sessionId), isNull(publicVotes.withdrawnAt), isNull(publicVotes.voidedAt));

/** Live votes per entry and minute, and per minute overall. */
export async function votesPerMinute(db: Conn, sessionId: string) {
  const minute = sql<string>`to_char(date_trunc('minute', ${publicVotes.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`;
  return db
    .select({ applicationId: publicVotes.applicationId, minute, votes: sql<number>`count(*)::int` })
    .from(publicVotes)
    .where(live(sessionId))
    .groupBy(publicVotes.applicationId, minute)
    .orderBy(minute);
}

/** Addresses or devices behind more than one voter, most voters first. */
export async function clusters(db: Conn, sessionId: string, by: 'address' | 'device', limit = 20) {
  const column = by === 'address' ? publicVotes.address : publicVotes.device;
  const rows = await db
    .select({
      value: column,
      voters: sql<number>`count(distinct ${publicVotes.voterId})::int`,
      votes: sql<number>`count(*)::int`,
    })
    .from(publicVotes)
    .where(and(live(sessionId), sql`${column} <> ''`))
    .groupBy(column)
    .having(sql`count(distinct ${publicVotes.voterId}) > 1`)
    .orderBy(sql`3 desc`, sql`2 desc`)
    .limit(limit);
  return rows.map((row) => ({ value: row.value, voters: Number(row.voters), votes: Number(row.votes) }));
}

/** Voters and live votes per e-mail domain among `domains`. */
export async function byEmailDomain(db: Conn, sessionId: string, domains: readonly string[]) {
  const domain = sql<string>`split_part(${publicVoters.email}, '@', 2)`;
  const rows = await queryRows<{ domain: string; voters: number; votes: number }>(
    db,
    sql`select ${domain} as domain, count(distinct ${publicVoters.id})::int as voters,
        count(${publicVotes.id}) filter (where ${publicVotes.withdrawnAt} is null and ${publicVotes.voidedAt} is null)::int as votes
      from ${publicVoters} left join ${publicVotes} on ${publicVotes.voterId} = ${publicVoters.id}
      where ${publicVoters.sessionId} = ${sessionId} and ${domain} = any(${sql.param([...domains])}::text[])
      group by 1 order by 2 desc`,
  );
  return rows.map((row) => ({ domain: row.domain, voters: Number(row.voters), votes: Number(row.votes) }));
}

/** Codes sent, codes used, and wrong tries, for the session. */
export async function verificationStats(db: Conn, sessionId: string) {
  const [row] = await db
    .select({
      codesSent: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${publicVoteCodes.usedAt} is not null))::int`,
      failedAttempts: sql<number>`coalesce(sum(${publicVoteCodes.failedAttempts}), 0)::int`,
    })
    .from(publicVoteCodes)
    .where(eq(publicVoteCodes.sessionId, sessionId));
  return {
    codesSent: Number(row?.codesSent ?? 0),
    verified: Number(row?.verified ?? 0),
    failedAttempts: Number(row?.failedAttempts ?? 0),
  };
}
