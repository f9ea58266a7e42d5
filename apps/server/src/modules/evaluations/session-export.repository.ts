import { and, asc, eq, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { evaluationSheets, sessionConflicts } from '../../db/schema/evaluations';
import { applicantName } from '../applications';
import { entersSession, givenTo } from './session-entry.repository';
import type { Conn, SessionRow } from './sessions.repository';

/**
 * A batch of the session's sheets (drafts and final ones, never a conflicted pair's), by application
 * then juror, after a cursor: what the scores export writes, one line each. With `jurorId`, only
 * that juror's sheets of the applications still given to them (what their own export holds).
 */
export function sheetsBatch(
  db: Conn,
  session: Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry' | 'assignment'>,
  after: { applicationId: string; userId: string } | null,
  limit: number,
  jurorId?: string,
) {
  const s = evaluationSheets;
  return db
    .select({
      applicationId: s.applicationId,
      userId: s.userId,
      status: s.status,
      values: s.values,
      comment: s.comment,
      total: s.total,
      submittedAt: s.submittedAt,
      updatedAt: s.updatedAt,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
      email: users.email,
    })
    .from(s)
    .innerJoin(applications, eq(applications.id, s.applicationId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        eq(s.platformId, session.platformId),
        eq(s.sessionId, session.id),
        jurorId ? and(eq(s.userId, jurorId), givenTo(session, jurorId)) : entersSession(session),
        sql`not exists (select 1 from ${sessionConflicts} c where c.session_id = ${s.sessionId}
          and c.application_id = ${s.applicationId} and c.user_id = ${s.userId})`,
        after ? sql`(${s.applicationId}, ${s.userId}) > (${after.applicationId}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(s.applicationId), asc(s.userId))
    .limit(limit);
}
