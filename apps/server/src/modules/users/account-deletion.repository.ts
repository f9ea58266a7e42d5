import type { AccountDeletionState } from '@opencall/shared/users';
import { and, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/auth';
import { accountDeletionRequests } from '../../db/schema/users';

const processor = alias(users, 'processor');

export async function findOpenRequest(db: Db, platformId: string, userId: string) {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.platformId, platformId),
        eq(accountDeletionRequests.userId, userId),
        isNull(accountDeletionRequests.processedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Files the request; an open one already there is kept as it is (one per account and platform). */
export async function insertRequest(db: Db, platformId: string, userId: string, reason: string) {
  await db
    .insert(accountDeletionRequests)
    .values({ platformId, userId, reason })
    .onConflictDoNothing({
      target: [accountDeletionRequests.platformId, accountDeletionRequests.userId],
      where: sql`${accountDeletionRequests.processedAt} is null`,
    });
  return findOpenRequest(db, platformId, userId);
}

function stateFilter(state: AccountDeletionState): SQL {
  return state === 'processed'
    ? isNotNull(accountDeletionRequests.processedAt)
    : isNull(accountDeletionRequests.processedAt);
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(users.firstname, pattern), ilike(users.lastname, pattern));
}

/** Newest first, keyset pages on (created_at, id). */
export async function listRequests(
  db: Db,
  platformId: string,
  options: {
    state: AccountDeletionState;
    search?: string;
    perPage: number;
    after?: { createdAt: Date; id: string };
    requestId?: string;
  },
) {
  const { after } = options;
  return db
    .select({
      id: accountDeletionRequests.id,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      reason: accountDeletionRequests.reason,
      createdAt: accountDeletionRequests.createdAt,
      processedAt: accountDeletionRequests.processedAt,
      processorFirstname: processor.firstname,
      processorLastname: processor.lastname,
      processorEmail: processor.email,
    })
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
    .leftJoin(processor, eq(processor.id, accountDeletionRequests.processedBy))
    .where(
      and(
        eq(accountDeletionRequests.platformId, platformId),
        options.requestId ? eq(accountDeletionRequests.id, options.requestId) : stateFilter(options.state),
        searchFilter(options.search),
        after
          ? or(
              lt(accountDeletionRequests.createdAt, after.createdAt),
              and(eq(accountDeletionRequests.createdAt, after.createdAt), lt(accountDeletionRequests.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(accountDeletionRequests.createdAt), desc(accountDeletionRequests.id))
    .limit(options.perPage);
}

export async function countRequests(db: Db, platformId: string, state: AccountDeletionState, search?: string) {
  const count = (where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountDeletionRequests)
      .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
      .where(and(eq(accountDeletionRequests.platformId, platformId), stateFilter(state), where))
      .then(([row]) => Number(row?.n ?? 0));
  const total = await count(undefined);
  return { total, totalFiltred: search ? await count(searchFilter(search)) : total };
}

export async function findRequest(db: Db, platformId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.platformId, platformId), eq(accountDeletionRequests.id, requestId)))
    .limit(1);
  return row;
}

/** Marks it processed once: a second call leaves who processed it, and when, as they were. */
export async function markProcessed(db: Db, platformId: string, requestId: string, processedBy: string) {
  await db
    .update(accountDeletionRequests)
    .set({ processedAt: new Date(), processedBy })
    .where(
      and(
        eq(accountDeletionRequests.platformId, platformId),
        eq(accountDeletionRequests.id, requestId),
        isNull(accountDeletionRequests.processedAt),
      ),
    );
}
