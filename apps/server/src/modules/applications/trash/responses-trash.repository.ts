import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { applications } from '../../../db/schema/applications';
import { users } from '../../../db/schema/auth';
import { programs } from '../../../db/schema/programs';
import { applicantName, type Conn } from '../applications.repository';

/** Responses in the trash with their program, most recently deleted first. */
export async function listTrashed(db: Conn, platformId: string, limit: number, offset: number) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      deletedAt: applications.deletedAt,
      programId: programs.id,
      programSlug: programs.slug,
      programTitles: programs.titles,
      defaultLang: programs.defaultLang,
      applicantId: users.id,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
      email: users.email,
    })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.platformId, platformId), isNotNull(applications.deletedAt)))
    .orderBy(desc(applications.deletedAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
}

export async function countTrashed(db: Conn, platformId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.platformId, platformId), isNotNull(applications.deletedAt)));
  return Number(row?.count ?? 0);
}

export async function restore(db: Conn, platformId: string, id: string) {
  const rows = await db
    .update(applications)
    .set({ deletedAt: null })
    .where(and(eq(applications.platformId, platformId), eq(applications.id, id), isNotNull(applications.deletedAt)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function destroy(db: Conn, platformId: string, id: string) {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.platformId, platformId), eq(applications.id, id), isNotNull(applications.deletedAt)))
    .returning({ id: applications.id });
  return rows.length > 0;
}
