import { isLocale, type Pagination } from '@opencall/shared/common';
import {
  type Notification,
  type NotificationEvent,
  NotificationSchema,
  UnreadCountSchema,
} from '@opencall/shared/notifications';
import type { InfiniteData } from '@tanstack/react-query';
import * as z from 'zod/mini';

/** One page of the bell's list as the API answers it (`allNotifications`, SPEC §3). */
export interface NotificationPage {
  data: Notification[];
  pagination: Pagination;
}
export type NotificationPages = InfiniteData<NotificationPage, unknown>;

/** What a sentence shows when the server left one of its names out: a dash, never a raw `{{placeholder}}`. */
const MISSING = '—';
const PLACEHOLDERS = ['programTitle', 'reference', 'sessionName', 'applicantName', 'count'] as const;

/** The values of `notifications:events.<event>`: the notification's names, a dash for any it lacks. */
export function sentenceValues(notification: Pick<Notification, 'params'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of PLACEHOLDERS) values[name] = notification.params[name]?.trim() || MISSING;
  for (const [name, value] of Object.entries(notification.params)) if (value.trim()) values[name] = value;
  return values;
}

/** The key of an event's sentence. */
export const eventKey = (event: NotificationEvent) => `events.${event}`;

/** Every notification of the cached pages, newest first, each once (a live one may also come in a later page). */
export function allNotificationsOf(pages: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const all: Notification[] = [];
  for (const page of pages?.pages ?? []) {
    for (const notification of page.data) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      all.push(notification);
    }
  }
  return all;
}

/** A notification heard live goes first; a list not read yet stays unread (it reads itself when opened). */
export function withNotificationFirst(
  pages: NotificationPages | undefined,
  notification: Notification,
): NotificationPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  if (pages.pages.some((page) => page.data.some((item) => item.id === notification.id))) return pages;
  const [first, ...rest] = pages.pages as [NotificationPage, ...NotificationPage[]];
  return { ...pages, pages: [{ ...first, data: [notification, ...first.data] }, ...rest] };
}

/** The cached lines shown read: the ones given, or all of them. */
export function withRead(
  pages: NotificationPages | undefined,
  ids: readonly string[] | 'all',
): NotificationPages | undefined {
  if (!pages) return pages;
  const isRead = (id: string) => ids === 'all' || ids.includes(id);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (!item.read && isRead(item.id) ? { ...item, read: true } : item)),
    })),
  };
}

const CreatedPayloadSchema = z.object({
  notification: NotificationSchema,
  nbNotifications: z.int().check(z.minimum(0)),
});

/** `notification.created`'s payload, or null when it is not one (the socket is not trusted blindly). */
export function parseCreatedPayload(payload: unknown): { notification: Notification; nbNotifications: number } | null {
  const parsed = CreatedPayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** `notification.read`'s payload: the unread count, or null. */
export function parseCountPayload(payload: unknown): number | null {
  const parsed = UnreadCountSchema.safeParse(payload);
  return parsed.success ? parsed.data.nbNotifications : null;
}

/**
 * Where a notification leads, in the reader's language: the server stores the page without its
 * locale (`/admin/programs/…`); a path that already has one keeps it. Null for anything but a page of
 * the app (another site, a script).
 */
export function inAppPath(link: string, locale: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  const first = link.split(/[/?#]/)[1] ?? '';
  return isLocale(first) ? link : `/${locale}${link === '/' ? '' : link}`;
}
