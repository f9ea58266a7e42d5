import { Anchor, Button, Divider, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ListBody } from '../../../ui/list-states';
import { useNotificationActions, useNotificationList } from '../hooks/use-notifications';
import { emailingPath } from '../notification-paths';
import { allNotificationsOf } from '../notifications-cache';
import { NotificationLine } from './notification-line';
import classes from './notifications.module.css';

/** SPEC §3 `allNotifications`: newest first, the unread marked, "load more", "mark all as read", the settings. */
export function NotificationPanel({ count, onClose }: { count: number; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const locale = useCurrentLocale();
  const query = useNotificationList();
  const { markRead, markAllRead } = useNotificationActions();
  const notifications = allNotificationsOf(query.data);
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" px="sm" py="xs">
        <Text fw={700} component="h2" fz="md" m={0}>
          {t('bell.title')}
        </Text>
        {notifications.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => markAllRead.mutate()}
            loading={markAllRead.isPending}
            data-testid="notifications-mark-all"
          >
            {t('bell.markAllRead')}
          </Button>
        )}
      </Group>
      <Divider />
      <div className={classes.scroller}>
        <ListBody
          query={query}
          labels={{ loading: t('bell.loading'), failed: t('bell.failed'), retry: t('bell.retry') }}
          empty={notifications.length === 0 ? { title: t('bell.empty'), testId: 'notifications-empty' } : null}
        >
          <ul className={classes.list} aria-label={t('bell.list', { count: String(count) })}>
            {notifications.map((notification) => (
              <NotificationLine
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  if (!notification.read) markRead.mutate([notification.id]);
                  onClose();
                }}
                onMarkRead={() => markRead.mutate([notification.id])}
              />
            ))}
          </ul>
          {query.hasNextPage && (
            <Group justify="center" p="xs">
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                data-testid="notifications-more"
              >
                {t('bell.loadMore')}
              </Button>
            </Group>
          )}
        </ListBody>
      </div>
      <Divider />
      <Group px="sm" py="xs">
        <Anchor
          component={Link}
          to={emailingPath(locale)}
          onClick={onClose}
          size="sm"
          data-testid="notifications-settings"
        >
          {t('bell.settings')}
        </Anchor>
      </Group>
    </div>
  );
}
