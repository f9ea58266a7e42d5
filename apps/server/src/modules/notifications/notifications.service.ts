import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  channelOf,
  NOTIFICATION_EVENTS,
  NOTIFICATION_SOCKET_EVENT,
  NOTIFICATIONS_READ_SOCKET_EVENT,
  type Notification,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPreference,
  showsInBell,
} from '@opencall/shared/notifications';
import type { AuthUser, RealtimeSink, RequestContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { emailNotifications, scheduleDigests } from './notification-emails';
import * as repository from './notifications.repository';

type Row = Awaited<ReturnType<typeof repository.listNotifications>>[number];

function toItem(row: Row): Notification {
  return {
    id: row.id,
    event: row.event as NotificationEvent,
    programId: row.programId,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NotifyInput {
  userIds: string[];
  event: NotificationEvent;
  programId: string | null;
  /** Plain-text names the line shows (programTitle, reference, sessionName…). */
  params: Record<string, string>;
  /** The in-app path it opens, without the locale (`/admin/programs/…`): the reader's language goes first. */
  link: string;
  /** The event's own e-mail was sent already (a message, a decision): the `email` channel adds none. */
  alreadyEmailed?: boolean;
  /** Long work the caller started (an import, an export) tells the caller too: another tab may be waiting. */
  includeActor?: boolean;
}

/**
 * Puts a line in each user's bell (unless they turned the event off) and tells their open tabs at
 * once. `ctx.db` may be the transaction that saves what the notification is about: the lines commit
 * with it. The actor is not notified of their own act, unless `includeActor`.
 */
export async function notify(ctx: RequestContext, input: NotifyInput): Promise<void> {
  const userIds = [...new Set(input.userIds)].filter((id) => input.includeActor || id !== ctx.user?.id);
  const { receivers, channel } = await writeLines(ctx.db, ctx.services.realtime, ctx.platform.id, {
    ...input,
    userIds,
  });
  if (!input.alreadyEmailed)
    await emailNotifications(
      ctx,
      receivers.filter((userId) => channel(userId) === 'email'),
      input,
    );
  await scheduleDigests(
    ctx,
    receivers.filter((userId) => channel(userId) === 'digest'),
  );
}

/**
 * The bell's lines written by a background job (a message batch's fan-out), its own e-mail already
 * queued: the lines and the live event, in the job's transaction; no other e-mail.
 */
export async function notifyFromJob(
  db: Db | Tx,
  realtime: RealtimeSink,
  platformId: string,
  input: Omit<NotifyInput, 'alreadyEmailed' | 'includeActor'>,
): Promise<void> {
  await writeLines(db, realtime, platformId, input);
}

/** Lines for the users who keep the event in their bell, and each one's live event with their unread count. */
async function writeLines(db: Db | Tx, realtime: RealtimeSink, platformId: string, input: NotifyInput) {
  const userIds = [...new Set(input.userIds)];
  const preferences = userIds.length ? await repository.listPreferences(db, platformId, userIds) : [];
  const channel = (userId: string) =>
    channelOf(
      preferences.filter((preference) => preference.userId === userId),
      input.event,
    );
  const receivers = userIds.filter((userId) => showsInBell(channel(userId)));
  const rows = await repository.insertNotifications(
    db,
    platformId,
    receivers.map((userId) => ({
      userId,
      event: input.event,
      programId: input.programId,
      params: input.params,
      link: input.link,
    })),
  );
  for (const row of rows) {
    const nbNotifications = await repository.countUnread(db, platformId, row.userId);
    realtime.emitToUser(platformId, row.userId, NOTIFICATION_SOCKET_EVENT, {
      notification: toItem(row),
      nbNotifications,
    });
  }
  return { receivers, channel };
}

export async function listMyNotifications(ctx: RequestContext, user: AuthUser, query: NotificationListQuery) {
  if (query.after && !(await repository.ownsNotification(ctx.db, ctx.platform.id, user.id, query.after)))
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  const unreadOnly = query.unread === 'true';
  const rows = await repository.listNotifications(ctx.db, ctx.platform.id, user.id, {
    unreadOnly,
    perPage: query.perPage,
    after: query.after,
  });
  const totals = await repository.countNotifications(ctx.db, ctx.platform.id, user.id, unreadOnly);
  return toListPage(rows.map(toItem), query, totals);
}

export async function unreadCount(ctx: RequestContext, user: AuthUser) {
  return { nbNotifications: await repository.countUnread(ctx.db, ctx.platform.id, user.id) };
}

/** Marks read, then tells the user's other tabs the new count so every bell agrees. */
async function markAndTell(ctx: RequestContext, user: AuthUser, ids: string[] | 'all') {
  await repository.markRead(ctx.db, ctx.platform.id, user.id, ids);
  const count = await unreadCount(ctx, user);
  ctx.services.realtime.emitToUser(ctx.platform.id, user.id, NOTIFICATIONS_READ_SOCKET_EVENT, count);
  return count;
}

export const markNotificationsRead = (ctx: RequestContext, user: AuthUser, ids: string[]) =>
  markAndTell(ctx, user, ids);

export const markAllNotificationsRead = (ctx: RequestContext, user: AuthUser) => markAndTell(ctx, user, 'all');

export async function deleteNotification(ctx: RequestContext, user: AuthUser, notificationId: string) {
  const deleted = await repository.deleteNotification(ctx.db, ctx.platform.id, user.id, notificationId);
  if (!deleted) throw new AppError('not_found', { details: { entity: 'notification' } });
  const count = await unreadCount(ctx, user);
  ctx.services.realtime.emitToUser(ctx.platform.id, user.id, NOTIFICATIONS_READ_SOCKET_EVENT, count);
  return count;
}

export async function myPreferences(ctx: RequestContext, user: AuthUser): Promise<NotificationPreference[]> {
  const saved = await repository.listPreferences(ctx.db, ctx.platform.id, [user.id]);
  return NOTIFICATION_EVENTS.map((event) => ({ event, channel: channelOf(saved, event) }));
}

export async function updateMyPreferences(ctx: RequestContext, user: AuthUser, preferences: NotificationPreference[]) {
  // The last word per event wins when the body names an event twice.
  const byEvent = new Map(preferences.map((preference) => [preference.event, preference.channel]));
  await repository.upsertPreferences(
    ctx.db,
    ctx.platform.id,
    user.id,
    [...byEvent].map(([event, channel]) => ({ event, channel })),
  );
  return myPreferences(ctx, user);
}
