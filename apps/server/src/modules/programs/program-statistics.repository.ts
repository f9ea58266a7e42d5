import type { ApplicationStatus } from '@opencall/shared/applications';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { platformMemberships } from '../../db/schema/auth';
import { forms } from '../../db/schema/forms';
import { programs } from '../../db/schema/programs';
import type { Conn } from './programs.repository';

type DayRow = { day: string; count: number };
// Grouped by position: the day expression carries the zone as a parameter, and PostgreSQL does not
// see two copies of it with different placeholders as the same expression.

/** Midnight of `firstDay` in `timeZone`, as an instant. */
const startOf = (firstDay: string, timeZone: string) => sql`(${firstDay}::timestamp at time zone ${timeZone})`;
const dayOf = (column: SQL | typeof applications.createdAt, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

function scope(platformId: string, programId: string | undefined) {
  return and(
    eq(applications.platformId, platformId),
    programId ? eq(applications.programId, programId) : undefined,
    isNull(applications.deletedAt),
  );
}

/** Applications started and submitted per calendar day in `timeZone`, from `firstDay` on. */
export async function countByDay(
  db: Conn,
  platformId: string,
  options: { programId?: string; firstDay: string; timeZone: string },
): Promise<{ started: DayRow[]; submitted: DayRow[] }> {
  const { programId, firstDay, timeZone } = options;
  const started = dayOf(applications.createdAt, timeZone);
  const submitted = dayOf(sql`${applications.submittedAt}`, timeZone);
  const [startedRows, submittedRows] = await Promise.all([
    db
      .select({ day: started, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(scope(platformId, programId), sql`${applications.createdAt} >= ${startOf(firstDay, timeZone)}`))
      .groupBy(sql`1`),
    db
      .select({ day: submitted, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(scope(platformId, programId), sql`${applications.submittedAt} >= ${startOf(firstDay, timeZone)}`))
      .groupBy(sql`1`),
  ]);
  const numbers = (rows: DayRow[]) => rows.map((row) => ({ day: row.day, count: Number(row.count) }));
  return { started: numbers(startedRows), submitted: numbers(submittedRows) };
}

export async function countByStatus(
  db: Conn,
  platformId: string,
  programId?: string,
): Promise<{ status: ApplicationStatus; count: number }[]> {
  const rows = await db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(scope(platformId, programId))
    .groupBy(applications.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Applications per category id (null for those without one). */
export async function countByCategory(db: Conn, platformId: string, programId: string) {
  const rows = await db
    .select({ categoryId: applications.categoryId, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(scope(platformId, programId))
    .groupBy(applications.categoryId);
  return rows.map((row) => ({ categoryId: row.categoryId, count: Number(row.count) }));
}

/** Programs per status, and how many of the live ones are published. */
export async function countPrograms(db: Conn, platformId: string) {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${programs.status} = 'active'))::int`,
      archived: sql<number>`(count(*) filter (where ${programs.status} = 'archived'))::int`,
      deleted: sql<number>`(count(*) filter (where ${programs.status} = 'deleted'))::int`,
      published: sql<number>`(count(*) filter (where ${programs.status} <> 'deleted' and ${programs.publishedAt} is not null))::int`,
    })
    .from(programs)
    .where(eq(programs.platformId, platformId));
  return {
    active: Number(row?.active ?? 0),
    archived: Number(row?.archived ?? 0),
    deleted: Number(row?.deleted ?? 0),
    published: Number(row?.published ?? 0),
  };
}

/** Forms outside the trash, of programs outside the trash. */
export async function countForms(db: Conn, platformId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forms)
    .innerJoin(programs, eq(programs.id, forms.programId))
    .where(and(eq(forms.platformId, platformId), isNull(forms.deletedAt), sql`${programs.status} <> 'deleted'`));
  return Number(row?.count ?? 0);
}

export async function countActiveMembers(db: Conn, platformId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(platformMemberships)
    .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.status, 'active')));
  return Number(row?.count ?? 0);
}
