import * as z from 'zod/mini';
import { PageQuerySchema, UuidSchema } from '../common';

/**
 * Issue 15: what a notification can be about. Each later wing adds its own events here; the bell's
 * text for each is `notifications:events.<event>` in every locale.
 */
export const NOTIFICATION_EVENTS = [
  'submission_received',
  'message_received',
  'jury_assigned',
  'decision_released',
  'export_finished',
  'import_finished',
] as const;
export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** How a user receives one event: the bell, the bell and an e-mail, a daily digest e-mail, or nothing. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'digest', 'off'] as const;
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

/** One line of the bell (SPEC §3 client state `allNotifications`). */
export const NotificationSchema = z.object({
  id: z.string(),
  event: NotificationEventSchema,
  programId: z.nullable(z.string()),
  /** Plain-text names the line shows: programTitle, reference, sessionName, applicantName… */
  params: z.record(z.string(), z.string()),
  /**
   * The in-app path it opens, WITHOUT the locale (`/admin/programs/prix/responses/…`): the web app puts
   * the reader's current locale in front (`/fr/admin/programs/…`).
   */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.extend(PageQuerySchema, {
  unread: z.optional(z.enum(['true', 'false'])),
  after: z.optional(UuidSchema),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** SPEC §3 client state `nbNotifications`. */
export const UnreadCountSchema = z.object({ nbNotifications: z.int().check(z.minimum(0)) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const MarkReadBodySchema = z.object({
  ids: z.array(UuidSchema).check(z.minLength(1), z.maxLength(100)),
});
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

export const NotificationPreferenceSchema = z.object({
  event: NotificationEventSchema,
  channel: NotificationChannelSchema,
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.array(NotificationPreferenceSchema);

export const UpdatePreferencesBodySchema = z.object({
  preferences: z.array(NotificationPreferenceSchema).check(z.minLength(1), z.maxLength(NOTIFICATION_EVENTS.length)),
});
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>;

/** The realtime socket's events for the bell. */
export const NOTIFICATION_SOCKET_EVENT = 'notification.created';
export const NOTIFICATIONS_READ_SOCKET_EVENT = 'notification.read';
