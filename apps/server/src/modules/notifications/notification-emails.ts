import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@opencall/shared/common';
import type { NotificationEvent } from '@opencall/shared/notifications';
import type { RequestContext } from '../../context';
import { executorOf } from '../../db/client';
import { translate } from '../../i18n/translator';
import { accountContactsOf, queueEmail } from '../auth';
import { notificationDigestJob } from './notification-digest.job';

const localeOf = (chosen: string | null): Locale => (chosen && isLocale(chosen) ? chosen : DEFAULT_LOCALE);

/** The bell's sentence for one notification, in one language (the web's `notifications:events.*`). */
export const sentenceOf = (locale: Locale, event: NotificationEvent | string, params: Record<string, string>) =>
  translate(locale, `notifications:events.${event}`, params);

/** Channel `email`: the line in the bell, and the same sentence by e-mail in the reader's language. */
export async function emailNotifications(
  ctx: RequestContext,
  userIds: string[],
  input: { event: NotificationEvent; programId: string | null; params: Record<string, string>; link: string },
) {
  const contacts = await accountContactsOf(ctx.db, userIds);
  for (const userId of userIds) {
    const contact = contacts.get(userId);
    if (!contact) continue;
    const locale = localeOf(contact.locale);
    await queueEmail(
      ctx,
      contact.email,
      'notification',
      {
        firstname: contact.firstname,
        programTitle: input.params.programTitle ?? '',
        title: sentenceOf(locale, input.event, input.params),
        link: `${ctx.origin}/${locale}${input.link}`,
      },
      locale,
      input.programId ? { programId: input.programId } : {},
    );
  }
}

/** One digest job per user and day: its id is derived from both, so a second notification the same day adds none. */
function digestJobId(platformId: string, userId: string, day: string): string {
  const hex = createHash('sha256').update(`digest:${platformId}:${userId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The digest goes out the next morning (07:00 UTC) with what the day brought. */
export function nextDigestAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 7));
}

/** Channel `digest`: the line in the bell now, one e-mail for the day tomorrow morning. */
export async function scheduleDigests(ctx: RequestContext, userIds: string[], now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  for (const userId of userIds) {
    await ctx.services.queue.send(
      notificationDigestJob,
      { platformId: ctx.platform.id, platformName: ctx.platform.name, userId, origin: ctx.origin },
      {
        id: digestJobId(ctx.platform.id, userId, day),
        startAfter: nextDigestAt(now),
        db: executorOf(ctx.db),
      },
    );
  }
}
