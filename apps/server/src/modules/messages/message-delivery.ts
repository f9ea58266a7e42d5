import type { ApplicationStatus } from '@opencall/shared/applications';
import { isLocale, type Locale } from '@opencall/shared/common';
import { applicationReference } from '@opencall/shared/evaluations';
import { fillMergeFields, type MergeValues } from '@opencall/shared/messages';
import { pickText, resolveLang } from '@opencall/shared/programs';
import type { Db, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { enqueueCopy } from '../../jobs/send-email.job';
import type { ProgramRef } from '../programs';
import { renderMessageEmail, statusLabel } from './message-email';
import * as repository from './messages.repository';

/** What a message needs of its recipient application and its applicant. */
export interface Recipient {
  id: string;
  status: ApplicationStatus;
  applicantId: string | null;
  email: string | null;
  locale: string | null;
  firstname: string;
  lastname: string;
}

/** The applicant's language when the program speaks it, else the program's own. */
export const recipientLocale = (program: ProgramRef, locale: string | null): Locale =>
  resolveLang(locale && isLocale(locale) ? locale : undefined, program.defaultLang, program.supportedLangs);

/** The applicant's application page (where the thread is), without its language (`/{locale}` goes first). */
export const applicationPath = (program: Pick<ProgramRef, 'slug'>, applicationId: string) =>
  `/applications/${program.slug}/apply?responseId=${applicationId}`;

export interface Delivery {
  platformId: string;
  origin: string;
  program: ProgramRef;
  recipient: Recipient;
  /** Templates: merge fields still to fill. */
  subject: string;
  body: string;
  attachments: { id: string; name: string }[];
  batchId: string | null;
  authorId: string | null;
}

/**
 * Writes the organizer's message into one application's thread (merge fields filled for it) and
 * queues its applicant's e-mail in their language, in the caller's transaction: the thread row
 * shares the outbox row's id, so the batch's progress reads the outbox. No address: no e-mail.
 */
export async function deliverToApplication(db: Db | Tx, queue: JobQueue, delivery: Delivery) {
  const { program, recipient } = delivery;
  const locale = recipientLocale(program, recipient.locale);
  const programTitle = pickText(program.titles, locale, program.defaultLang);
  const applicationLink = `${delivery.origin}/${locale}${applicationPath(program, recipient.id)}`;
  const values: MergeValues = {
    firstname: recipient.firstname,
    lastname: recipient.lastname,
    programTitle,
    reference: applicationReference(recipient.id),
    status: statusLabel(locale, recipient.status),
    applicationLink,
  };
  const subject = fillMergeFields(delivery.subject, values, { html: false });
  const body = fillMergeFields(delivery.body, values, { html: true });
  let id: string | undefined;
  if (recipient.email) {
    const rendered = renderMessageEmail({
      locale,
      subject,
      html: body,
      programTitle,
      applicationLink,
      attachmentNames: delivery.attachments.map((file) => file.name),
    });
    id = await enqueueCopy(db as Db, queue, delivery.platformId, {
      to: recipient.email,
      template: 'message',
      locale,
      ...rendered,
    });
  }
  return repository.insertMessage(db, delivery.platformId, {
    ...(id && { id }),
    programId: program.id,
    applicationId: recipient.id,
    batchId: delivery.batchId,
    authorId: delivery.authorId,
    side: 'organizer',
    subject,
    body,
    attachments: delivery.attachments.map((file) => file.id),
  });
}
