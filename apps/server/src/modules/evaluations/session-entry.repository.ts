import { DECISION_STATUSES } from '@opencall/shared/applications';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { applications, applicationTags } from '../../db/schema/applications';
import { sessionAssignments, sessionConflicts, sessionResults, sessionSelections } from '../../db/schema/evaluations';
import type { Conn, SessionRow } from './sessions.repository';

/**
 * The applications that enter a session: the program's live ones matching its statuses, categories
 * and tags, or, for a session fed by a selection, its selected ones once submitted. A decision is a
 * later stage of a submission: a session taking submitted applications keeps them once decided
 * (deciding from the ranking must not take them out of it).
 */
export function entersSession(session: Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry'>): SQL {
  return entersEntry(
    session,
    sql`exists (select 1 from ${sessionSelections} where ${sessionSelections.sessionId} = ${session.id}
        and ${sessionSelections.applicationId} = ${applications.id})`,
  );
}

/**
 * The same rule for any round fed by a filter or a selection (a public vote too): `selected` is the
 * condition that the application is in the round's own selection.
 */
export function entersEntry(round: Pick<SessionRow, 'platformId' | 'programId' | 'entry'>, selected: SQL): SQL {
  const live = and(
    eq(applications.platformId, round.platformId),
    eq(applications.programId, round.programId),
    isNull(applications.deletedAt),
  );
  if (round.entry.source === 'selection') return and(live, ne(applications.status, 'draft'), selected) as SQL;
  const { categoryIds, tagIds } = round.entry;
  const statuses = round.entry.statuses.includes('submitted')
    ? [...new Set([...round.entry.statuses, ...DECISION_STATUSES])]
    : round.entry.statuses;
  return and(
    live,
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

type Scope = Pick<SessionRow, 'id' | 'platformId' | 'programId'>;

/** How many applications the session's selection holds. */
export async function countSelected(db: Conn, session: Scope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessionSelections)
    .where(and(eq(sessionSelections.platformId, session.platformId), eq(sessionSelections.sessionId, session.id)));
  return Number(row?.total ?? 0);
}

/** Adds applications of the session's program (already checked) to its selection; those in it stay. Returns how many were new. */
export async function addSelected(db: Conn, session: Scope, applicationIds: readonly string[]): Promise<number> {
  let added = 0;
  // A few thousand rows per statement: far under the parameter limit, few round trips at 50,000.
  for (let at = 0; at < applicationIds.length; at += 5000) {
    const rows = applicationIds
      .slice(at, at + 5000)
      .map((applicationId) => ({ platformId: session.platformId, sessionId: session.id, applicationId }));
    const inserted = await db
      .insert(sessionSelections)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: sessionSelections.applicationId });
    added += inserted.length;
  }
  return added;
}

/**
 * Adds the top `top` of another session's ranking (by mean, those it still takes in, ties at the
 * cut included) to this session's selection, in one statement. Returns how many were new.
 */
export async function addShortlist(
  db: Conn,
  session: Scope,
  source: Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry'>,
  top: number,
): Promise<number> {
  const result =
    await db.execute(sql`insert into ${sessionSelections} (platform_id, session_id, application_id, from_session_id)
    select ${session.platformId}::uuid, ${session.id}::uuid, application_id, ${source.id}::uuid from (${shortlistOf(source, top)}) top
    on conflict do nothing
    returning application_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The top `top` of a session's ranking (by mean, those it still takes in, ties at the cut
 * included), as a query of `application_id`s: a later round's selection is filled from it.
 */
export function shortlistOf(source: Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry'>, top: number): SQL {
  const ranked = and(
    eq(sessionResults.sessionId, source.id),
    sql`${sessionResults.mean} is not null`,
    entersSession(source),
  );
  const cut = sql`(select ${sessionResults.mean} from ${sessionResults}
    join ${applications} on ${applications.id} = ${sessionResults.applicationId}
    where ${ranked} order by ${sessionResults.mean} desc offset ${top - 1} limit 1)`;
  return sql`select ${sessionResults.applicationId} as application_id
    from ${sessionResults} join ${applications} on ${applications.id} = ${sessionResults.applicationId}
    where ${ranked} and (${cut} is null or ${sessionResults.mean} >= ${cut})`;
}

/** Takes applications out of the session's selection (all of them without `applicationId`). Returns how many left. */
export async function removeSelected(db: Conn, session: Scope, applicationId?: string): Promise<number> {
  const removed = await db
    .delete(sessionSelections)
    .where(
      and(
        eq(sessionSelections.platformId, session.platformId),
        eq(sessionSelections.sessionId, session.id),
        applicationId ? eq(sessionSelections.applicationId, applicationId) : undefined,
      ),
    )
    .returning({ id: sessionSelections.applicationId });
  return removed.length;
}
