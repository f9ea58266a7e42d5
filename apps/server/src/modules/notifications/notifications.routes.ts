import { notificationsApi as api } from '@opencall/shared/notifications';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  deleteNotification,
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  myPreferences,
  unreadCount,
  updateMyPreferences,
} from './notifications.service';

export function registerNotificationRoutes(app: App): void {
  registerEndpoint(app, api.list, ({ ctx, user, query }) => listMyNotifications(ctx, user, query));
  registerEndpoint(app, api.unreadCount, async ({ ctx, user }) => ({ data: await unreadCount(ctx, user) }));
  registerEndpoint(app, api.markRead, async ({ ctx, user, body }) => ({
    data: await markNotificationsRead(ctx, user, body.ids),
  }));
  registerEndpoint(app, api.markAllRead, async ({ ctx, user }) => ({
    data: await markAllNotificationsRead(ctx, user),
  }));
  registerEndpoint(app, api.remove, async ({ ctx, user, params }) => ({
    data: await deleteNotification(ctx, user, params.notificationId),
  }));
  registerEndpoint(app, api.preferences, async ({ ctx, user }) => ({ data: await myPreferences(ctx, user) }));
  registerEndpoint(app, api.updatePreferences, async ({ ctx, user, body }) => ({
    data: await updateMyPreferences(ctx, user, body.preferences),
  }));
}
