import type { ApplicationStatus } from '@opencall/shared/applications';
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
type Order = 'asc' | 'desc';

const cursorRow = alias(applications, 'cursor_row');

/**
 * What a sort orders by, on the list's table or on the cursor's. Never null, so that one row
 * comparison pages every sort by keyset: drafts (no submission date) come last either way. Sorting
 * by applicant reads the key triggers keep on each application (migration 0007), under an index.
 */
function sortKey(
  sort: ResponseSort,
  order: Order,
  a: Record<'createdAt' | 'updatedAt' | 'submittedAt' | 'status' | 'applicantSortKey', AnyColumn>,
): SQL {
  switch (sort) {
    case 'submittedAt':
      return sql`coalesce(${a.submittedAt}, ${order === 'desc' ? sql`'-infinity'` : sql`'infinity'`}::timestamptz)`;
    case 'applicant':
      return sql`${a.applicantSortKey}`;
    default:
      return sql`${a[sort]}`;
  }
}

/**
 * PERFORMANCE G4: the page after row `after` holds the rows that sort after it, so a deep page costs
 * what the first one does (no OFFSET to skip). The cursor is read on this platform only.
 */
function afterCursor(platformId: string, after: string, sort: ResponseSort, order: Order): SQL {
  const position = sql`${sortKey(sort, order, applications)}, ${applications.id}`;
  const cursor = sql`${sortKey(sort, order, cursorRow)}, ${cursorRow.id}`;
  return sql`(${position}) ${order === 'desc' ? sql`<` : sql`>`} (select ${cursor} from ${applications} ${cursorRow}
    where ${cursorRow.id} = ${after} and ${cursorRow.platformId} = ${platformId})`;
}

/** What a list row shows; one application's page adds its step decisions. */
const rowColumns = {
  id: applications.id,
  status: applications.status,
  answers: applications.answers,
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

/**
 * A row's tag ids, read in the list's own query (one round trip per page); their names and colours
 * come from the program's tags (response-tag-names.ts), which costs far less than joining them here.
 */
const rowTagIds = sql<string[]>`array(select at.tag_id::text from ${applicationTags} at
  where at.application_id = ${applications.id})`;

export async function listPage(
  db: Conn,
  platformId: string,
  where: SQL,
  options: {
    sort: ResponseSort;
    order: Order;
    limit: number;
    offset: number;
    /** The previous page's last row: when given, the page starts right after it and `offset` is unused. */
    after?: string;
    /** Without answer columns the answers stay in the database: they are the heavy part of a row. */
    withAnswers: boolean;
  },
) {
  const direction = options.order === 'asc' ? asc : desc;
  const order = [sortKey(options.sort, options.order, applications), sql`${applications.id}`];
  const keyset = options.after ? afterCursor(platformId, options.after, options.sort, options.order) : undefined;
  return db
    .select({
      ...rowColumns,
      answers: options.withAnswers ? applications.answers : sql<Record<string, Record<string, unknown>>>`'{}'::jsonb`,
      tagIds: rowTagIds,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(categories, eq(categories.id, applications.categoryId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...order.map((column) => direction(column)))
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
    .select({ ...rowColumns, stepStatuses: applications.stepStatuses })
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
/** Every tag of the program, by name. */
export async function allProgramTags(db: Conn, platformId: string, programId: string) {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(and(eq(tags.platformId, platformId), eq(tags.programId, programId)))
    .orderBy(asc(tags.name));
}

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
