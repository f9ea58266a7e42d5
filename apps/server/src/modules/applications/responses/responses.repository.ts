import { createHash } from 'node:crypto';
import type { ApplicationStatus } from '@opencall/shared/applications';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicationComments, applicationEvents, applications, applicationTags } from '../../../db/schema/applications';
import { users } from '../../../db/schema/auth';
import { categories, tags } from '../../../db/schema/programs';
import { applicantName, type Conn } from '../applications.repository';
import { type ResponseScope, scopeSql, scopeTemplate } from './response-filter.repository';

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
function afterCursor(sort: ResponseSort, order: Order): SQL {
  const position = sql`${sortKey(sort, order, applications)}, ${applications.id}`;
  const cursor = sql`${sortKey(sort, order, cursorRow)}, ${cursorRow.id}`;
  return sql`(${position}) ${order === 'desc' ? sql`<` : sql`>`} (select ${cursor} from ${applications} ${cursorRow}
    where ${cursorRow.id} = ${sql.placeholder('after')} and ${cursorRow.platformId} = ${sql.placeholder('platformId')})`;
}

/** What a list row shows; one application's page adds its step decisions. */
const rowColumns = {
  id: applications.id,
  status: applications.status,
  answers: applications.answers,
  categoryId: applications.categoryId,
  categoryTitles: categories.titles,
  applicantId: users.id,
  // The names this platform knows the applicant by: an account imported here that never joined
  // shows the names of the file, never those typed on another platform (issue 11 §1). A scalar
  // subquery, not a join: it runs for the page's rows only, where a join changed the list's plan.
  firstname: applicantName('firstname'),
  lastname: applicantName('lastname'),
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

interface PageOptions {
  sort: ResponseSort;
  order: Order;
  /** Without answer columns the answers stay in the database: they are the heavy part of a row. */
  withAnswers: boolean;
  /** Pages after a row (keyset) rather than at an offset. */
  keyset: boolean;
}

function pageQuery(db: Conn, where: SQL, options: PageOptions) {
  const direction = options.order === 'asc' ? asc : desc;
  const order = [sortKey(options.sort, options.order, applications), sql`${applications.id}`];
  return db
    .select({
      ...rowColumns,
      answers: options.withAnswers ? applications.answers : sql<Record<string, Record<string, unknown>>>`'{}'::jsonb`,
      tagIds: rowTagIds,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(categories, eq(categories.id, applications.categoryId))
    .where(options.keyset ? and(where, afterCursor(options.sort, options.order)) : where)
    .orderBy(...order.map((column) => direction(column)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;

// PERFORMANCE G4: building a page's SQL and having the database parse it cost more than running it.
// Each shape of filter and sort is built once per database handle and prepared under its own name
// (PostgreSQL parses it once per connection); only the values change between calls.
const preparedPages = new WeakMap<Conn, Map<string, PreparedPage>>();
const MAX_PREPARED_PAGES = 200;

export async function listPage(
  db: Conn,
  scope: ResponseScope,
  options: Omit<PageOptions, 'keyset'> & {
    limit: number;
    offset: number;
    /** The previous page's last row: when given, the page starts right after it and `offset` is unused. */
    after?: string;
  },
) {
  const filter = scopeTemplate(scope);
  const plan = {
    sort: options.sort,
    order: options.order,
    withAnswers: options.withAnswers,
    keyset: Boolean(options.after),
  };
  const values = {
    ...filter.values,
    limit: options.limit,
    offset: options.after ? 0 : options.offset,
    ...(options.after && { after: options.after }),
  };
  const key = `${plan.sort}|${plan.order}|${plan.withAnswers}|${plan.keyset}|${filter.shape}`;
  let queries = preparedPages.get(db);
  if (!queries) {
    queries = new Map();
    preparedPages.set(db, queries);
  }
  let prepared = queries.get(key);
  if (!prepared) {
    const query = pageQuery(db, filter.where, plan);
    // Answer filters make shapes without end: past the bound, a page is built for its call alone.
    if (queries.size >= MAX_PREPARED_PAGES) return query.execute(values);
    // Named after its shape: one name is one SQL text on every connection, whichever handle prepared it.
    prepared = query.prepare(`responses_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
    queries.set(key, prepared);
  }
  return prepared.execute(values);
}
export type ResponseListRow = Awaited<ReturnType<typeof listPage>>[number];

/** Applications of the program outside the trash, and how many of them the filter keeps. */
export async function countPage(db: Conn, scope: ResponseScope) {
  const { platformId, programId } = scope;
  const filter = scopeTemplate(scope);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${filter.where}))::int`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.platformId, platformId),
        eq(applications.programId, programId),
        sql`${applications.deletedAt} is null`,
      ),
    )
    .execute(filter.values);
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

export async function findOne(db: Conn, where: SQL) {
  const [row] = await db
    .select({
      ...rowColumns,
      stepStatuses: applications.stepStatuses,
      releasedStatus: applications.releasedStatus,
      releasedAt: applications.releasedAt,
    })
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
  scope: ResponseScope,
  options: { only?: readonly string[]; except?: readonly string[]; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        scopeSql(scope),
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

/**
 * Sets the status of many applications and writes each change in its history (who, from, to): an
 * application already in that status is left alone. One statement each way.
 */
export async function setStatus(
  db: Conn,
  platformId: string,
  ids: readonly string[],
  status: ApplicationStatus,
  userId: string | null,
) {
  if (ids.length === 0) return;
  await db.execute(sql`with before as (
      select id, status from ${applications}
      where platform_id = ${platformId} and id = any(${sql.param([...ids])}::uuid[]) and status <> ${status}
      for update
    ), changed as (
      update ${applications} a set status = ${status}, updated_at = now(), version = a.version + 1
      from before where a.id = before.id returning a.id, before.status as from_status
    )
    insert into ${applicationEvents} (platform_id, application_id, user_id, action, from_status, to_status)
    select ${platformId}, id, ${userId}, case when ${status} = 'draft' then 'reopened' else 'status' end, from_status, ${status}
    from changed`);
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

/**
 * What a message to these applications of the program needs of each (live ones only): status, and
 * the applicant's address, names as this platform knows them, and language.
 */
export async function applicantsOf(db: Conn, platformId: string, programId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      status: applications.status,
      applicantId: applications.applicantId,
      email: users.email,
      locale: users.locale,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        eq(applications.platformId, platformId),
        eq(applications.programId, programId),
        inArray(applications.id, [...ids]),
        isNull(applications.deletedAt),
      ),
    );
}
