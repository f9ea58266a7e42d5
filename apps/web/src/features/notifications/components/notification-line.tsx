import { ActionIcon, Anchor, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import type { Notification } from '@opencall/shared/notifications';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { eventKey, inAppPath, sentenceValues } from '../notifications-cache';
import { CheckIcon } from './icons';
import classes from './notifications.module.css';

dayjs.extend(relativeTime);

const MINUTE_MS = 60_000;

/** Now, once a minute: "2 minutes ago" moves on while the list stays open. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** One line: its sentence links to what it is about (and marks it read), when it came, a "mark read" button. */
export function NotificationLine({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation('notifications');
  const locale = useCurrentLocale();
  const now = useMinute();
  const link = useRef<HTMLAnchorElement>(null);
  const sentence = t(eventKey(notification.event), sentenceValues(notification));
  const createdAt = new Date(notification.createdAt);
  const path = inAppPath(notification.link, locale);
  const text = (
    <>
      {!notification.read && <VisuallyHidden>{t('bell.unread')} </VisuallyHidden>}
      {sentence}
    </>
  );
  return (
    <li
      className={classes.line}
      data-unread={!notification.read || undefined}
      data-testid="notification-item"
      data-event={notification.event}
    >
      <span className={classes.dot} aria-hidden="true" />
      <div className={classes.body}>
        {path ? (
          <Anchor
            ref={link}
            component={Link}
            to={path}
            onClick={onOpen}
            className={classes.sentence}
            data-testid="notification-link"
          >
            {text}
          </Anchor>
        ) : (
          <Text className={classes.sentence}>{text}</Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={notification.createdAt} title={formatDateTime(createdAt, locale)}>
            {dayjs(createdAt).from(Math.max(now, createdAt.getTime()))}
          </time>
        </Text>
      </div>
      {!notification.read && (
        <ActionIcon
          variant="subtle"
          onClick={() => {
            onMarkRead();
            // The button goes with the unread mark: the focus stays on the line.
            link.current?.focus();
          }}
          aria-label={t('bell.markRead', { sentence })}
          data-testid="notification-mark-read"
        >
          <CheckIcon />
        </ActionIcon>
      )}
    </li>
  );
}
