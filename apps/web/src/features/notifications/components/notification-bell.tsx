import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { badgeLabel } from '@opencall/shared/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLiveNotifications, useUnreadCount } from '../hooks/use-notifications';
import { BellIcon } from './icons';
import { NotificationPanel } from './notification-panel';

/**
 * The bell: the unread count on its badge and in its name, live from the socket; pressed, the list
 * opens below it with the focus kept inside until Escape or a click outside closes it.
 */
export function NotificationBell({ variant }: { variant: 'public' | 'admin' }) {
  const { t } = useTranslation('notifications');
  const [isOpen, setOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;
  useLiveNotifications();
  return (
    <Indicator
      label={<span aria-hidden="true">{badgeLabel(count)}</span>}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red.9"
      inline
      data-testid="notification-badge"
    >
      <Popover
        opened={isOpen}
        onChange={setOpen}
        position="bottom-end"
        width="min(24rem, calc(100vw - 1rem))"
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant={variant === 'public' ? 'white' : 'default'}
            size="lg"
            onClick={() => setOpen((open) => !open)}
            aria-label={t('bell.label', { count: String(count) })}
            data-testid="notification-bell"
            data-count={count}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notification-panel">
          <NotificationPanel count={count} onClose={() => setOpen(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
