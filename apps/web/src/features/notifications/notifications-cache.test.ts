import { readFileSync } from 'node:fs';
import { SUPPORTED_LOCALES } from '@opencall/shared/common';
import { NOTIFICATION_EVENTS, type Notification } from '@opencall/shared/notifications';
import { describe, expect, it } from 'vitest';
import {
  allNotificationsOf,
  inAppPath,
  type NotificationPages,
  parseCountPayload,
  parseCreatedPayload,
  sentenceValues,
  withNotificationFirst,
  withRead,
} from './notifications-cache';

const notification = (id: string, read = false): Notification => ({
  id,
  event: 'submission_received',
  programId: null,
  params: { programTitle: 'Prix', reference: 'A-1' },
  link: '/fr/admin/programs/prix/responses',
  read,
  createdAt: '2026-11-26T10:00:00.000Z',
});

const pages = (...ids: string[][]): NotificationPages => ({
  pageParams: ids.map((_, index) => (index === 0 ? null : ids[index - 1]?.at(-1))),
  pages: ids.map((page) => ({
    data: page.map((id) => notification(id)),
    pagination: { page: 1, perPage: 2, total: 9, totalFiltred: 9, nbPages: 5, lastId: page.at(-1) ?? null },
  })),
});

describe('the live list', () => {
  it('puts a notification heard on the socket first, once', () => {
    const cached = pages(['b', 'c'], ['d']);
    const next = withNotificationFirst(cached, notification('a'));
    expect(allNotificationsOf(next).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    // The same event twice (two bells, a replay) adds nothing.
    expect(withNotificationFirst(next, notification('a'))).toBe(next);
    expect(withNotificationFirst(cached, notification('d'))).toBe(cached);
  });

  it('leaves a list not read yet alone: it reads itself when the bell opens', () => {
    expect(withNotificationFirst(undefined, notification('a'))).toBeUndefined();
  });

  it('shows each notification once when a later page repeats one the socket added', () => {
    const cached = pages(['a', 'b'], ['b', 'c']);
    expect(allNotificationsOf(cached).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('marks the lines given, or all of them, read', () => {
    const cached = pages(['a', 'b'], ['c']);
    expect(allNotificationsOf(withRead(cached, ['b'])).map((item) => item.read)).toEqual([false, true, false]);
    expect(allNotificationsOf(withRead(cached, 'all')).every((item) => item.read)).toBe(true);
    expect(withRead(undefined, 'all')).toBeUndefined();
  });
});

describe('the socket payloads', () => {
  it('reads a created notification and the count, and refuses anything else', () => {
    expect(parseCreatedPayload({ notification: notification('a'), nbNotifications: 4 })).toEqual({
      notification: notification('a'),
      nbNotifications: 4,
    });
    expect(parseCreatedPayload({ notification: { id: 'a' }, nbNotifications: 4 })).toBeNull();
    expect(parseCreatedPayload(null)).toBeNull();
    expect(parseCountPayload({ nbNotifications: 0 })).toBe(0);
    expect(parseCountPayload({ nbNotifications: -1 })).toBeNull();
    expect(parseCountPayload('3')).toBeNull();
  });
});

describe('the sentences', () => {
  it('fills every name the notification has, and a dash for the ones it lacks', () => {
    expect(sentenceValues({ params: { programTitle: 'Prix', reference: ' ', extra: 'x' } })).toEqual({
      programTitle: 'Prix',
      reference: '—',
      sessionName: '—',
      applicantName: '—',
      count: '—',
      extra: 'x',
    });
  });

  it('has a sentence for every event in every language, with the French placeholders', () => {
    const catalogue = (locale: string) =>
      JSON.parse(
        readFileSync(
          new URL(`../../../../../packages/shared/locales/${locale}/notifications.json`, import.meta.url),
          'utf8',
        ),
      ) as { events: Record<string, string>; emailing: { events: Record<string, string> } };
    const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const french = catalogue('fr');
    for (const locale of SUPPORTED_LOCALES) {
      const own = catalogue(locale);
      for (const event of NOTIFICATION_EVENTS) {
        expect(own.events[event], `${locale} events.${event}`).toBeTruthy();
        expect(own.emailing.events[event], `${locale} emailing.events.${event}`).toBeTruthy();
        expect(placeholders(own.events[event] as string), `${locale} events.${event}`).toEqual(
          placeholders(french.events[event] as string),
        );
      }
    }
  });

  it('opens only pages of the app, in the reader’s language', () => {
    expect(inAppPath('/admin/programs/prix/responses/1', 'de')).toBe('/de/admin/programs/prix/responses/1');
    expect(inAppPath('/applications/prix/apply?responseId=1', 'fr')).toBe('/fr/applications/prix/apply?responseId=1');
    expect(inAppPath('/en/admin/programs/prix', 'fr')).toBe('/en/admin/programs/prix');
    expect(inAppPath('/', 'pl')).toBe('/pl');
    expect(inAppPath('https://example.org', 'fr')).toBeNull();
    expect(inAppPath('//example.org/x', 'fr')).toBeNull();
    expect(inAppPath('/\\example.org', 'fr')).toBeNull();
    expect(inAppPath('javascript:alert(1)', 'fr')).toBeNull();
  });
});
