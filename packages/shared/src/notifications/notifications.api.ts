import * as z from 'zod/mini';
import { dataOf, listOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  MarkReadBodySchema,
  NotificationListQuerySchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  UnreadCountSchema,
  UpdatePreferencesBodySchema,
} from './notifications.schemas';

const tags = ['notifications'] as const;
const base = '/api/notifications';

/** SPEC §7: "notifications are fetched by a collection query"; every call reads the caller's own, on this platform. */
export const notificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary:
      'The caller’s notifications on this platform, newest first, keyset pages; `unread=true` for the unread only',
    tags,
    access: 'authenticated',
    schema: { query: NotificationListQuerySchema, response: { 200: listOf(NotificationSchema) } },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    url: `${base}/unread-count`,
    summary: 'SPEC §3 `nbNotifications`: how many of the caller’s notifications are unread',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(UnreadCountSchema) } },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    url: `${base}/read`,
    summary: 'Marks some of the caller’s notifications read (others’ ids change nothing); answers the unread count',
    tags,
    access: 'authenticated',
    schema: { body: MarkReadBodySchema, response: { 200: dataOf(UnreadCountSchema) } },
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    url: `${base}/read-all`,
    summary: 'Marks every notification of the caller read; answers the unread count (0)',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(UnreadCountSchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:notificationId`,
    summary: 'Deletes one of the caller’s notifications; another user’s answers 404 not_found',
    tags,
    access: 'authenticated',
    errors: ['not_found'],
    schema: {
      params: z.object({ notificationId: UuidSchema }),
      response: { 200: dataOf(UnreadCountSchema) },
    },
  }),
  preferences: defineEndpoint({
    method: 'GET',
    url: `${base}/preferences`,
    summary: 'How the caller receives each event (in_app, email, digest, off), defaults filled in',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(NotificationPreferencesSchema) } },
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    url: `${base}/preferences`,
    summary: 'Sets the caller’s channel for the events given (the others keep theirs); answers every event',
    tags,
    access: 'authenticated',
    schema: { body: UpdatePreferencesBodySchema, response: { 200: dataOf(NotificationPreferencesSchema) } },
  }),
};
