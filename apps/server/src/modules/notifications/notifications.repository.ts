import type { NotificationChannel } from '@opencall/shared/notifications';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';

type Executor = Db | Tx;

export interface NewNotification {
  userId: string;
  event: string;
  programId: string | null;
  params: Record<string, string>;
  link: string;
  /** Only the demo seed dates its lines and marks some read; a live one is new and unread. */
  createdAt?: Date;
  readAt?: Date | null;
}

export async function insertNotifications(db: Executor, platformId: string, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((row) => ({ platformId, ...row })))
    .returning();
}

const mine = (platformId: string, userId: string) =>
  and(eq(notifications.platformId, platformId), eq(notifications.userId, userId));

/** Rows older than the caller's own notification `after`, in (created_at, id) order. */
function olderThanOwn(platformId: string, userId: string, after: string | undefined): SQL | undefined {
  if (!after) return undefined;
  return sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n
    where n.platform_id = ${platformId} and n.user_id = ${userId} and n.id = ${after})`;
}

export async function listNotifications(
  db: Executor,
  platformId: string,
  userId: string,
  options: { unreadOnly: boolean; perPage: number; after?: string },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        mine(platformId, userId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
        olderThanOwn(platformId, userId, options.after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.perPage);
}

/** Whether `id` is one of the caller's notifications (a cursor from elsewhere is refused). */
export async function ownsNotification(db: Executor, platformId: string, userId: string, id: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(platformId, userId), eq(notifications.id, id)));
  return row !== undefined;
}

/** The whole list's size and its unread part, in one pass. */
export async function countNotifications(db: Executor, platformId: string, userId: string, unreadOnly: boolean) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine(platformId, userId));
  const total = Number(row?.total ?? 0);
  const unread = Number(row?.unread ?? 0);
  return { total, totalFiltred: unreadOnly ? unread : total };
}

/** `nbNotifications`: reads only the partial index of unread rows. */
export async function countUnread(db: Executor, platformId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(platformId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

export async function markRead(db: Executor, platformId: string, userId: string, ids: string[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        mine(platformId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

export async function deleteNotification(db: Executor, platformId: string, userId: string, id: string) {
  const deleted = await db
    .delete(notifications)
    .where(and(mine(platformId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function listPreferences(db: Executor, platformId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: notificationPreferences.userId,
      event: notificationPreferences.event,
      channel: notificationPreferences.channel,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.platformId, platformId), inArray(notificationPreferences.userId, userIds)));
}

export async function upsertPreferences(
  db: Executor,
  platformId: string,
  userId: string,
  preferences: Array<{ event: string; channel: NotificationChannel }>,
) {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ platformId, userId, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.platformId, notificationPreferences.userId, notificationPreferences.event],
      set: { channel: sql`excluded.channel`, updatedAt: new Date() },
    });
}
