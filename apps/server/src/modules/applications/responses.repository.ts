import type { ApplicationStatus } from '@opencall/shared/applications';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  applicationComments,
  applicationEvents,
  applications,
  applicationTags,
  categories,
  programs,
  tags,
  users,
} from '../../db/schema';
import type { Conn } from './applications.repository';

export type ResponseSort = 'createdAt' | 'updatedAt' | 'submittedAt' | 'status' | 'applicant';

const SORT_COLUMNS: Record<ResponseSort, SQL[]> = {
  createdAt: [sql`${applications.createdAt}`],
  updatedAt: [sql`${applications.updatedAt}`],
  submittedAt: [sql`${applications.submittedAt}`],
  status: [sql`${applications.status}`],
  applicant: [sql`lower(${users.lastname})`, sql`lower(${users.firstname})`],
};

const rowColumns = {
  id: applications.id,
  status: applications.status,
  answers: applications.answers,
  stepStatuses: applications.stepStatuses,
  categoryId: applications.categoryId,
  categoryTitles: categories.titles,
  applicantId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
};

/** A row's tags as JSON, read in the list's own query (one round trip per page). */
const rowTags = sql<{ id: string; name: string; color: string }[]>`coalesce((select json_agg(json_build_object(
  'id', t.id, 'name', t.name, 'color', t.color) order by t.name) from ${applicationTags} at
  join ${tags} t on t.id = at.tag_id where at.application_id = ${applications.id}), '[]'::json)`;

export async function listPage(
  db: Conn,
  where: SQL,
  options: {
    sort: ResponseSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
    after?: string;
    /** Without answer columns the answers stay in the database: they are the heavy part of a row. */
    withAnswers: boolean;
  },
) {
  const direction = options.order === 'asc' ? asc : desc;
  const order = [...SORT_COLUMNS[options.sort].map((column) => direction(column)), direction(applications.id)];
  // Keyset on (created_at, id): the next page starts right after the given row, with no offset to skip.
  const position = sql`(${applications.createdAt}, ${applications.id})`;
  const cursor = sql`(select c.created_at, c.id from ${applications} c where c.id = ${options.after ?? null})`;
  const keyset =
    options.after && options.sort === 'createdAt'
      ? options.order === 'desc'
        ? sql`${position} < ${cursor}`
        : sql`${position} > ${cursor}`
      : undefined;
  return db
    .select({
      ...rowColumns,
      answers: options.withAnswers ? applications.answers : sql<Record<string, Record<string, unknown>>>`'{}'::jsonb`,
      tags: rowTags,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(categories, eq(categories.id, applications.categoryId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(keyset ? 0 : options.offset);
}
export type ResponseListRow = Awaited<ReturnType<typeof listPage>>[number];

/** Applications of the program outside the trash, and how many of them the filter keeps. */
export async function countPage(db: Conn, platformId: string, programId: string, where: SQL) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${where}))::int`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.platformId, platformId),
        eq(applications.programId, programId),
        sql`${applications.deletedAt} is null`,
      ),
    );
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

export async function findOne(db: Conn, where: SQL) {
  const [row] = await db
    .select(rowColumns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(categories, eq(categories.id, applications.categoryId))
    .where(where);
  return row;
}

export async function tagsOf(db: Conn, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: applicationTags.applicationId, id: tags.id, name: tags.name, color: tags.color })
    .from(applicationTags)
    .innerJoin(tags, eq(tags.id, applicationTags.tagId))
    .where(inArray(applicationTags.applicationId, [...applicationIds]))
    .orderBy(asc(tags.name));
}

export async function eventsOf(db: Conn, platformId: string, applicationId: string) {
  return db
    .select({
      id: applicationEvents.id,
      action: applicationEvents.action,
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      stepId: applicationEvents.stepId,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.userId))
    .where(and(eq(applicationEvents.platformId, platformId), eq(applicationEvents.applicationId, applicationId)))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** Team comments and the viewer's own private notes, oldest first. */
export async function commentsOf(db: Conn, platformId: string, applicationId: string, viewerId: string) {
  return db
    .select({
      id: applicationComments.id,
      body: applicationComments.body,
      visibility: applicationComments.visibility,
      authorId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      createdAt: applicationComments.createdAt,
    })
    .from(applicationComments)
    .leftJoin(users, eq(users.id, applicationComments.authorId))
    .where(
      and(
        eq(applicationComments.platformId, platformId),
        eq(applicationComments.applicationId, applicationId),
        sql`(${applicationComments.visibility} = 'team' or ${applicationComments.authorId} = ${viewerId})`,
      ),
    )
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
}

export async function insertComment(
  db: Conn,
  values: { platformId: string; applicationId: string; authorId: string; body: string; visibility: 'team' | 'private' },
) {
  const [row] = await db.insert(applicationComments).values(values).returning();
  if (!row) throw new Error('comment insert failed');
  return row;
}

export async function deleteOwnComment(
  db: Conn,
  platformId: string,
  applicationId: string,
  commentId: string,
  authorId: string,
) {
  const rows = await db
    .delete(applicationComments)
    .where(
      and(
        eq(applicationComments.platformId, platformId),
        eq(applicationComments.applicationId, applicationId),
        eq(applicationComments.id, commentId),
        eq(applicationComments.authorId, authorId),
      ),
    )
    .returning({ id: applicationComments.id });
  return rows.length > 0;
}

/** The program's tags among `tagIds` (others are ignored by the caller's check). */
export async function programTags(db: Conn, platformId: string, programId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return [];
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.platformId, platformId), eq(tags.programId, programId), inArray(tags.id, [...tagIds])));
}

export async function replaceTags(db: Conn, platformId: string, applicationId: string, tagIds: readonly string[]) {
  await db.delete(applicationTags).where(eq(applicationTags.applicationId, applicationId));
  if (tagIds.length) {
    await db.insert(applicationTags).values(tagIds.map((tagId) => ({ platformId, applicationId, tagId })));
  }
}

/** Ids of the applications a filter keeps (bulk actions): among `only` if given, never `except`; bounded. */
export async function idsWhere(
  db: Conn,
  where: SQL,
  options: { only?: readonly string[]; except?: readonly string[]; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        where,
        options.only ? inArray(applications.id, [...options.only]) : undefined,
        options.except?.length ? notInArray(applications.id, [...options.except]) : undefined,
      ),
    )
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** One application of the program outside the trash. */
export async function findInProgram(db: Conn, platformId: string, programId: string, responseId: string) {
  return findOne(
    db,
    and(
      eq(applications.platformId, platformId),
      eq(applications.programId, programId),
      eq(applications.id, responseId),
      isNull(applications.deletedAt),
    ) as SQL,
  );
}

export async function addTag(db: Conn, platformId: string, ids: readonly string[], tagId: string) {
  if (ids.length === 0) return;
  await db
    .insert(applicationTags)
    .values(ids.map((applicationId) => ({ platformId, applicationId, tagId })))
    .onConflictDoNothing();
}

export async function removeTag(db: Conn, ids: readonly string[], tagId: string) {
  if (ids.length === 0) return;
  await db
    .delete(applicationTags)
    .where(and(inArray(applicationTags.applicationId, [...ids]), eq(applicationTags.tagId, tagId)));
}

export async function setStatus(db: Conn, platformId: string, ids: readonly string[], status: ApplicationStatus) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ status, updatedAt: new Date(), version: sql`${applications.version} + 1` })
    .where(and(eq(applications.platformId, platformId), inArray(applications.id, [...ids])));
}

export async function moveToTrash(db: Conn, platformId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ deletedAt: new Date() })
    .where(and(eq(applications.platformId, platformId), inArray(applications.id, [...ids])));
}

export async function setStepStatuses(
  db: Conn,
  platformId: string,
  applicationId: string,
  stepStatuses: Record<string, 'validated' | 'rejected'>,
) {
  await db
    .update(applications)
    .set({ stepStatuses, updatedAt: new Date(), version: sql`${applications.version} + 1` })
    .where(and(eq(applications.platformId, platformId), eq(applications.id, applicationId)));
}

/** Applications in the trash with their program, most recently deleted first. */
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
      firstname: users.firstname,
      lastname: users.lastname,
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
