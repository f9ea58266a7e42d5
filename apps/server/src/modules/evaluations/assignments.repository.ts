import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { applications, applicationTeamMembers } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { evaluationSheets, sessionAssignments, sessionConflicts } from '../../db/schema/evaluations';
import { applicantName } from '../applications';
import { entersSession, givenTo } from './session-entry.repository';
import type { Conn, SessionRow } from './sessions.repository';

type SessionScope = Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry' | 'assignment'>;

/** The session's applications with what assigning needs: the applicant's language, e-mail, team. */
export function enteringApplications(db: Conn, session: SessionScope) {
  return db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      lang: users.locale,
      email: users.email,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(entersSession(session))
    .orderBy(asc(applications.id));
}

export async function countEntering(db: Conn, session: SessionScope): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(applications).where(entersSession(session));
  return Number(row?.count ?? 0);
}

const pairScope = (table: typeof sessionAssignments | typeof sessionConflicts, platformId: string, sessionId: string) =>
  and(eq(table.platformId, platformId), eq(table.sessionId, sessionId));

export function listAssignments(db: Conn, platformId: string, sessionId: string) {
  return db
    .select({
      applicationId: sessionAssignments.applicationId,
      userId: sessionAssignments.userId,
      source: sessionAssignments.source,
    })
    .from(sessionAssignments)
    .where(pairScope(sessionAssignments, platformId, sessionId));
}

/** One stored pair's source, or undefined when the pair is not stored. */
export async function findAssignmentSource(
  db: Conn,
  platformId: string,
  sessionId: string,
  applicationId: string,
  userId: string,
) {
  const [row] = await db
    .select({ source: sessionAssignments.source })
    .from(sessionAssignments)
    .where(
      and(
        pairScope(sessionAssignments, platformId, sessionId),
        eq(sessionAssignments.applicationId, applicationId),
        eq(sessionAssignments.userId, userId),
      ),
    );
  return row?.source;
}

export async function insertAssignments(
  db: Conn,
  platformId: string,
  sessionId: string,
  pairs: readonly { applicationId: string; userId: string }[],
  source: 'auto' | 'manual',
) {
  // Chunks keep each statement's parameters far below PostgreSQL's 65,535.
  for (let start = 0; start < pairs.length; start += 5000) {
    const chunk = pairs.slice(start, start + 5000);
    await db
      .insert(sessionAssignments)
      .values(chunk.map((pair) => ({ platformId, sessionId, ...pair, source })))
      .onConflictDoNothing();
  }
}

/** Deletes one juror–application pair of a session (an assignment, a conflict); whether there was one. */
async function removePair(
  db: Conn,
  table: typeof sessionAssignments | typeof sessionConflicts,
  pair: { platformId: string; sessionId: string; applicationId: string; userId: string },
) {
  const rows = await db
    .delete(table)
    .where(
      and(
        pairScope(table, pair.platformId, pair.sessionId),
        eq(table.applicationId, pair.applicationId),
        eq(table.userId, pair.userId),
      ),
    )
    .returning({ userId: table.userId });
  return rows.length > 0;
}

export const removeAssignment = (
  db: Conn,
  platformId: string,
  sessionId: string,
  applicationId: string,
  userId: string,
) => removePair(db, sessionAssignments, { platformId, sessionId, applicationId, userId });

export const removeConflict = (
  db: Conn,
  platformId: string,
  sessionId: string,
  applicationId: string,
  userId: string,
) => removePair(db, sessionConflicts, { platformId, sessionId, applicationId, userId });

export function listConflicts(db: Conn, platformId: string, sessionId: string) {
  return db
    .select()
    .from(sessionConflicts)
    .where(pairScope(sessionConflicts, platformId, sessionId));
}

export async function insertConflict(db: Conn, values: typeof sessionConflicts.$inferInsert) {
  const [row] = await db
    .insert(sessionConflicts)
    .values(values)
    .onConflictDoUpdate({
      target: [sessionConflicts.sessionId, sessionConflicts.applicationId, sessionConflicts.userId],
      set: { reason: values.reason, declaredBy: values.declaredBy, recordedBy: values.recordedBy },
    })
    .returning();
  return row;
}

/** The applications given to one juror, in the order of their list (oldest submission first), with their sheet. */
export function givenApplications(db: Conn, session: SessionScope, userId: string, applicationId?: string) {
  return db
    .select({
      id: applications.id,
      categoryId: applications.categoryId,
      submittedAt: applications.submittedAt,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
      email: users.email,
      sheet: evaluationSheets.status,
      total: evaluationSheets.total,
      updatedAt: evaluationSheets.updatedAt,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(
      evaluationSheets,
      and(
        eq(evaluationSheets.sessionId, session.id),
        eq(evaluationSheets.applicationId, applications.id),
        eq(evaluationSheets.userId, userId),
      ),
    )
    .where(and(givenTo(session, userId), applicationId ? eq(applications.id, applicationId) : undefined))
    .orderBy(sql`${applications.submittedAt} asc nulls last`, asc(applications.id));
}

/** One juror's progress: applications given, sheets in draft and final, last save. */
export async function progressOf(db: Conn, session: SessionScope, userId: string) {
  const [row] = await db
    .select({
      assigned: sql<number>`count(*)::int`,
      draft: sql<number>`(count(*) filter (where ${evaluationSheets.status} = 'draft'))::int`,
      final: sql<number>`(count(*) filter (where ${evaluationSheets.status} = 'final'))::int`,
      lastActivityAt: sql<Date | null>`max(${evaluationSheets.updatedAt})`,
    })
    .from(applications)
    .leftJoin(
      evaluationSheets,
      and(
        eq(evaluationSheets.sessionId, session.id),
        eq(evaluationSheets.applicationId, applications.id),
        eq(evaluationSheets.userId, userId),
      ),
    )
    .where(givenTo(session, userId));
  return {
    assigned: Number(row?.assigned ?? 0),
    draft: Number(row?.draft ?? 0),
    final: Number(row?.final ?? 0),
    lastActivityAt: row?.lastActivityAt ? new Date(row.lastActivityAt) : null,
  };
}

/** Team members of the session's applications among some people, for suspecting conflicts. */
export function teamPairs(db: Conn, session: SessionScope, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ applicationId: applicationTeamMembers.applicationId, userId: applicationTeamMembers.userId })
    .from(applicationTeamMembers)
    .innerJoin(applications, eq(applications.id, applicationTeamMembers.applicationId))
    .where(and(entersSession(session), inArray(applicationTeamMembers.userId, [...userIds])));
}

export async function removeJurorAssignments(db: Conn, platformId: string, sessionId: string, userId: string) {
  await db
    .delete(sessionAssignments)
    .where(and(pairScope(sessionAssignments, platformId, sessionId), eq(sessionAssignments.userId, userId)));
}

/** One application of the session and its applicant, or undefined when it does not enter the session. */
export async function applicantOf(db: Conn, session: SessionScope, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      email: users.email,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(and(entersSession(session), eq(applications.id, applicationId)));
  return row;
}

/** An application's answers and place, for the juror who reads it (the caller checked it is theirs). */
export async function applicationToRead(db: Conn, platformId: string, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      programId: applications.programId,
      categoryId: applications.categoryId,
      answers: applications.answers,
      submittedAt: applications.submittedAt,
    })
    .from(applications)
    .where(and(eq(applications.platformId, platformId), eq(applications.id, applicationId)));
  return row;
}

/** The session's applications, by applicant then id, a keyset page after `after`, with their sheets' progress. */
export async function listSessionApplications(
  db: Conn,
  session: SessionScope,
  options: { perPage: number; search?: string; after?: string; jurors: number },
) {
  const sheetsOf = (status: 'draft' | 'final') =>
    sql<number>`(select count(*)::int from ${evaluationSheets} s where s.session_id = ${session.id}
      and s.application_id = ${applications.id} and s.status = ${status}
      and not exists (select 1 from ${sessionConflicts} c where c.session_id = s.session_id
        and c.application_id = s.application_id and c.user_id = s.user_id))`;
  const conflicts = sql`(select count(*)::int from ${sessionConflicts} c where c.session_id = ${session.id}
    and c.application_id = ${applications.id})`;
  const assigned =
    session.assignment.mode === 'balanced'
      ? sql<number>`(select count(*)::int from ${sessionAssignments} sa where sa.session_id = ${session.id}
          and sa.application_id = ${applications.id} and not exists (select 1 from ${sessionConflicts} c
            where c.session_id = sa.session_id and c.application_id = sa.application_id and c.user_id = sa.user_id))`
      : sql<number>`greatest(${options.jurors} - ${conflicts}, 0)`;
  const filter = and(
    entersSession(session),
    options.search ? sql`${applications.searchText} like ${containsPattern(options.search.toLowerCase())}` : undefined,
  );
  const keyset = options.after
    ? sql`(${applications.applicantSortKey}, ${applications.id}) > (select a2.applicant_sort_key, a2.id from ${applications} a2
        where a2.platform_id = ${session.platformId} and a2.id = ${options.after})`
    : undefined;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        firstname: applicantName('firstname'),
        lastname: applicantName('lastname'),
        assigned,
        draft: sheetsOf('draft'),
        final: sheetsOf('final'),
        mean: sql<
          string | null
        >`(select avg(s.total)::numeric(7,2) from ${evaluationSheets} s where s.session_id = ${session.id}
          and s.application_id = ${applications.id} and s.status = 'final' and s.total is not null
          and not exists (select 1 from ${sessionConflicts} c where c.session_id = s.session_id
            and c.application_id = s.application_id and c.user_id = s.user_id))`,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.applicantId))
      .where(and(filter, keyset))
      .orderBy(asc(applications.applicantSortKey), asc(applications.id))
      .limit(options.perPage),
    db
      .select({
        total: sql<number>`count(*)::int`,
        totalFiltred: sql<number>`(count(*) filter (where ${filter}))::int`,
      })
      .from(applications)
      .where(entersSession(session)),
  ]);
  return { rows, total: Number(counts?.total ?? 0), totalFiltred: Number(counts?.totalFiltred ?? 0) };
}
