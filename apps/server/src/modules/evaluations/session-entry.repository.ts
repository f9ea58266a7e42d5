import { DECISION_STATUSES } from '@opencall/shared/applications';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { applications, applicationTags } from '../../db/schema/applications';
import { sessionAssignments, sessionConflicts } from '../../db/schema/evaluations';
import type { SessionRow } from './sessions.repository';

/**
 * The applications that enter a session: the program's live ones matching its statuses, categories
 * and tags. A decision is a later stage of a submission: a session taking submitted applications
 * keeps them once decided (deciding from the ranking must not take them out of it).
 */
export function entersSession(session: Pick<SessionRow, 'platformId' | 'programId' | 'entry'>): SQL {
  const { categoryIds, tagIds } = session.entry;
  const statuses = session.entry.statuses.includes('submitted')
    ? [...new Set([...session.entry.statuses, ...DECISION_STATUSES])]
    : session.entry.statuses;
  return and(
    eq(applications.platformId, session.platformId),
    eq(applications.programId, session.programId),
    isNull(applications.deletedAt),
    inArray(applications.status, statuses as (typeof applications.status._.data)[]),
    categoryIds.length ? inArray(applications.categoryId, categoryIds) : undefined,
    tagIds.length
      ? sql`exists (select 1 from ${applicationTags} where ${applicationTags.applicationId} = ${applications.id}
          and ${inArray(applicationTags.tagId, tagIds)})`
      : undefined,
  ) as SQL;
}

/**
 * The applications one juror scores in a session: every entering one when everyone scores
 * everything, else those assigned to them; never one they have a declared conflict with.
 */
export function givenTo(
  session: Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry' | 'assignment'>,
  userId: string,
): SQL {
  return and(
    entersSession(session),
    session.assignment.mode === 'balanced'
      ? sql`exists (select 1 from ${sessionAssignments} where ${sessionAssignments.sessionId} = ${session.id}
          and ${sessionAssignments.applicationId} = ${applications.id} and ${sessionAssignments.userId} = ${userId})`
      : undefined,
    sql`not exists (select 1 from ${sessionConflicts} where ${sessionConflicts.sessionId} = ${session.id}
      and ${sessionConflicts.applicationId} = ${applications.id} and ${sessionConflicts.userId} = ${userId})`,
  ) as SQL;
}
