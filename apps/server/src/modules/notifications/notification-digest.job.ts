import { DEFAULT_LOCALE, isLocale } from '@opencall/shared/common';
import { channelOf, type NotificationEvent } from '@opencall/shared/notifications';
import * as z from 'zod';
import { translate } from '../../i18n/translator';
import { defineJob } from '../../jobs/job';
import { enqueueEmail } from '../../jobs/send-email.job';
import { accountContactsOf } from '../auth';
import * as repository from './notifications.repository';

const DAY_MS = 86_400_000;
/** Sentences listed in one digest; past them the e-mail says how many more wait in the bell. */
const LISTED = 10;

/**
 * The daily digest of one user on one platform: the unread lines of the last day whose event the
 * user still wants as a digest, in one e-mail through the outbox. Nothing unread: nothing is sent.
 * The job's id is the user's and the day's (notification-emails.ts), so the day has one digest.
 */
export const notificationDigestJob = defineJob({
  name: 'notification-digest',
  payload: z.object({
    platformId: z.uuid(),
    platformName: z.string(),
    userId: z.uuid(),
    /** The platform's address from configuration when the day's first line was written. */
    origin: z.string(),
  }),
  expireInSeconds: 120,
  retry: () => ({ limit: 5, delaySeconds: 30 }),
  async handle({ platformId, platformName, userId, origin }, { db, queue }) {
    const preferences = await repository.listPreferences(db, platformId, [userId]);
    const since = new Date(Date.now() - 2 * DAY_MS);
    const unread = (await repository.listNotifications(db, platformId, userId, { unreadOnly: true, perPage: 100 }))
      .filter((row) => row.createdAt >= since)
      .filter((row) => channelOf(preferences, row.event as NotificationEvent) === 'digest');
    if (unread.length === 0) return;
    const contact = (await accountContactsOf(db, [userId])).get(userId);
    if (!contact) return;
    const locale = contact.locale && isLocale(contact.locale) ? contact.locale : DEFAULT_LOCALE;
    const sentences = unread
      .slice(0, LISTED)
      .map((row) => translate(locale, `notifications:events.${row.event}`, row.params));
    const more = unread.length - sentences.length;
    const title = [
      translate(locale, 'notifications:digest.title', { count: unread.length }),
      ...sentences,
      ...(more > 0 ? [translate(locale, 'notifications:digest.more', { count: more })] : []),
    ].join(' — ');
    await enqueueEmail(db, queue, {
      platformId,
      to: contact.email,
      template: 'notification',
      locale,
      vars: { platformName, firstname: contact.firstname, title, link: `${origin}/${locale}/emailing` },
    });
  },
});
