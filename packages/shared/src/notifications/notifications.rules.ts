import type { NotificationChannel, NotificationEvent } from './notifications.schemas';

/**
 * What a user gets before choosing: every event in the bell, a message by e-mail too. A decision and a
 * jury seat have their own e-mail already (decision_*, jury_invitation), whatever the channel.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationEvent, NotificationChannel> = {
  submission_received: 'in_app',
  message_received: 'email',
  jury_assigned: 'in_app',
  decision_released: 'in_app',
  export_finished: 'in_app',
  import_finished: 'in_app',
};

export function channelOf(
  preferences: ReadonlyArray<{ event: string; channel: NotificationChannel }>,
  event: NotificationEvent,
): NotificationChannel {
  return preferences.find((preference) => preference.event === event)?.channel ?? DEFAULT_NOTIFICATION_CHANNELS[event];
}

/** Whether the bell shows it: every channel but `off`. */
export function showsInBell(channel: NotificationChannel): boolean {
  return channel !== 'off';
}

/** The bell's badge: past 99 it reads "99+". */
export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
