import {
  channelOf,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreference,
} from '@opencall/shared/notifications';

/** The emailing page's choices: one channel for each event, the defaults filled in. */
export type ChannelDraft = Record<NotificationEvent, NotificationChannel>;

export function draftOf(saved: readonly NotificationPreference[]): ChannelDraft {
  return Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelOf(saved, event)])) as ChannelDraft;
}

/** What the save sends: only the events whose channel moved since the last saved answer. */
export function changedPreferences(
  saved: readonly NotificationPreference[],
  draft: ChannelDraft,
): NotificationPreference[] {
  const before = draftOf(saved);
  return NOTIFICATION_EVENTS.filter((event) => draft[event] !== before[event]).map((event) => ({
    event,
    channel: draft[event],
  }));
}
