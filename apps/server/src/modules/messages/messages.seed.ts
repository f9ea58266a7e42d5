import { applicationReference } from '@opencall/shared/evaluations';
import { fillMergeFields } from '@opencall/shared/messages';
import type { Tx } from '../../db/client';
import { applicationApplicants, selectedApplicationIdsOf } from '../applications';
import { getLiveProgram } from '../programs';
import { applicationPath, recipientLocale } from './message-delivery';
import { statusLabel } from './message-email';
import * as repository from './messages.repository';

const DAY_MS = 86_400_000;
const BODY =
  '<p>Bonjour {{firstname}},</p><p>Merci pour votre candidature <strong>{{reference}}</strong> à {{programTitle}}. Le jury se réunit la semaine prochaine : nous vous écrirons dès que les résultats seront connus.</p><p>L’équipe du programme</p>';

/**
 * The demo's `messagerie`: a message sent three days ago to a program's first applicants (every
 * e-mail out), and, in the thread of `applicantEmail`'s application, a question and its reply.
 */
export async function seedDemoMessages(
  db: Tx,
  programRef: { id: string; platformId: string },
  options: { adminId: string; now: Date; applicantEmail: string },
): Promise<void> {
  const { platformId } = programRef;
  const program = await getLiveProgram(db, platformId, programRef.id);
  const ids = await selectedApplicationIdsOf(db, platformId, program.id, { all: true, filter: {}, except: [] });
  const recipients = (await applicationApplicants(db, platformId, program.id, ids)).filter((row) => row.email);
  if (recipients.length === 0) return;
  const sentAt = new Date(options.now.getTime() - 3 * DAY_MS);
  const chosen = recipients.slice(0, 6);
  const subject = 'Votre candidature {{reference}} est bien arrivée';
  const batch = await repository.insertBatch(db, {
    platformId,
    programId: program.id,
    subject,
    body: BODY,
    attachments: [],
    scheduledAt: null,
    status: 'sent',
    total: chosen.length,
    createdBy: options.adminId,
    createdAt: sentAt,
  });
  await repository.moveBatch(db, platformId, batch.id, 'sent', { sent: chosen.length });
  for (const recipient of chosen) {
    const locale = recipientLocale(program, recipient.locale);
    const values = {
      firstname: recipient.firstname,
      lastname: recipient.lastname,
      programTitle: program.titles[locale] ?? program.titles[program.defaultLang] ?? '',
      reference: applicationReference(recipient.id),
      status: statusLabel(locale, recipient.status),
      applicationLink: `/${locale}${applicationPath(program, recipient.id)}`,
    };
    await repository.insertMessage(db, platformId, {
      programId: program.id,
      applicationId: recipient.id,
      batchId: batch.id,
      authorId: options.adminId,
      side: 'organizer',
      subject: fillMergeFields(subject, values, { html: false }),
      body: fillMergeFields(BODY, values, { html: true }),
      attachments: [],
      readAt: sentAt,
      createdAt: sentAt,
    });
  }
  const applicant = recipients.find((row) => row.email === options.applicantEmail) ?? recipients[0];
  if (!applicant) return;
  const reference = applicationReference(applicant.id);
  await repository.insertMessage(db, platformId, {
    programId: program.id,
    applicationId: applicant.id,
    batchId: null,
    authorId: options.adminId,
    side: 'organizer',
    subject: `Une pièce à compléter (${reference})`,
    body: '<p>Bonjour,</p><p>Pourriez-vous nous envoyer une version plus lisible de votre budget prévisionnel ?</p>',
    attachments: [],
    readAt: new Date(options.now.getTime() - DAY_MS),
    createdAt: new Date(options.now.getTime() - 2 * DAY_MS),
  });
  await repository.insertMessage(db, platformId, {
    programId: program.id,
    applicationId: applicant.id,
    batchId: null,
    authorId: applicant.applicantId,
    side: 'applicant',
    subject: `Re: Une pièce à compléter (${reference})`,
    body: '<p>Bonjour, c’est fait : le budget est dans la dernière étape de ma candidature. Merci !</p>',
    attachments: [],
    createdAt: new Date(options.now.getTime() - DAY_MS),
  });
}
