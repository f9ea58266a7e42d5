import {
  notificationsApi as api,
  NOTIFICATION_SOCKET_EVENT,
  NOTIFICATIONS_READ_SOCKET_EVENT,
  type NotificationPreference,
} from '@opencall/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime-events';
import { useKeysetPages } from '../../../lib/use-keyset-pages';
import {
  type NotificationPages,
  parseCountPayload,
  parseCreatedPayload,
  withNotificationFirst,
  withRead,
} from '../notifications-cache';

const PER_PAGE = 15;

/** SPEC §3 `nbNotifications`: one cache entry that every bell and the list read and the socket writes. */
export const unreadCountKey = queryKeyOf(api.unreadCount);
/** SPEC §3 `allNotifications`: every cached page of the bell's list. */
const listKey = queryKeyOf(api.list);

export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async ({ signal }) => (await callApi(api.unreadCount, {}, { signal })).data.nbNotifications,
  });
}

/** The caller's notifications, newest first, page after page (keyset `after`); read once the bell opens. */
export function useNotificationList() {
  return useKeysetPages(api.list, { query: { perPage: PER_PAGE } });
}

/** The bell's changes: each answers the new count, which every bell shows at once. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const setCount = (count: number) => queryClient.setQueryData(unreadCountKey, count);
  const markLines = (ids: readonly string[] | 'all') =>
    queryClient.setQueriesData<NotificationPages>({ queryKey: listKey }, (pages) => withRead(pages, ids));
  return {
    markRead: useMutation({
      mutationFn: async (ids: string[]) => (await callApi(api.markRead, { body: { ids } })).data.nbNotifications,
      onMutate: (ids) => markLines(ids),
      onSuccess: setCount,
      onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
    markAllRead: useMutation({
      mutationFn: async () => (await callApi(api.markAllRead)).data.nbNotifications,
      onSuccess: (count) => {
        markLines('all');
        setCount(count);
      },
    }),
  };
}

/**
 * The bell follows the socket: a new notification goes first in the list with the server's count, a
 * read elsewhere (another tab, another device) sets the count; after each (re)connection the count is
 * read again, since what was sent while the socket was down never arrives.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useRealtimeEvent(NOTIFICATION_SOCKET_EVENT, (payload) => {
    const created = parseCreatedPayload(payload);
    if (!created) return;
    queryClient.setQueryData(unreadCountKey, created.nbNotifications);
    queryClient.setQueriesData<NotificationPages>({ queryKey: listKey }, (pages) =>
      withNotificationFirst(pages, created.notification),
    );
  });
  useRealtimeEvent(NOTIFICATIONS_READ_SOCKET_EVENT, (payload) => {
    const count = parseCountPayload(payload);
    if (count === null) return;
    queryClient.setQueryData(unreadCountKey, count);
    if (count === 0)
      queryClient.setQueriesData<NotificationPages>({ queryKey: listKey }, (pages) => withRead(pages, 'all'));
    // Which lines were read is not said: the list reads itself again when it is next shown.
    else void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
  });
  useRealtimeConnected(() => {
    void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
  });
}

const preferencesKey = queryKeyOf(api.preferences);

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => (await callApi(api.preferences, {}, { signal })).data,
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreference[]) =>
      (await callApi(api.updatePreferences, { body: { preferences } })).data,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
