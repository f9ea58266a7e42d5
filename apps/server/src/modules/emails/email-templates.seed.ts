import type { Db, Tx } from '../../db/client';
import * as repository from './email-templates.repository';

/**
 * The demo's `transactionnals`: the open program's receipt, in French and English, rewritten by its
 * organizers with the project's title (an answer) and the application's reference.
 */
export async function seedDemoEmailTemplates(
  db: Db | Tx,
  program: { id: string; platformId: string },
  adminId: string | null,
): Promise<void> {
  const versions = {
    fr: {
      subject: 'Nous avons bien reçu « {{answer:project_title}} » — {{programTitle}}',
      body:
        '<h2>Merci, {{firstname}} !</h2><p>Votre candidature <strong>{{answer:project_title}}</strong> au programme « {{programTitle}} » est bien déposée, sous la référence <strong>{{reference}}</strong>.</p>' +
        '<p>Vous pouvez la relire et télécharger son PDF depuis sa page, par le bouton ci-dessous.</p><p>Le jury se réunira après la clôture, le {{deadline}}. Nous vous écrirons dès que la décision sera prise.</p><p>L’équipe {{platformName}}</p>',
    },
    en: {
      subject: 'We have received “{{answer:project_title}}” — {{programTitle}}',
      body:
        '<h2>Thank you, {{firstname}}!</h2><p>Your application <strong>{{answer:project_title}}</strong> to the program “{{programTitle}}” has been submitted, with the reference <strong>{{reference}}</strong>.</p>' +
        '<p>You can read it again and download its PDF from its page, through the button below.</p><p>The jury meets after the closing date, {{deadline}}. We will write to you as soon as a decision is made.</p><p>The {{platformName}} team</p>',
    },
  };
  for (const [locale, version] of Object.entries(versions))
    await repository.upsert(db, {
      platformId: program.platformId,
      programId: program.id,
      template: 'submission_receipt',
      locale,
      ...version,
      updatedBy: adminId,
    });
}
