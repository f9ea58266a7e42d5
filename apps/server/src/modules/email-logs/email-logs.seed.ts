import type { Db } from '../../db/client';
import type { EmailTemplate } from '../../emails/mail-message';
import { renderEmail } from '../../emails/render-email';
import { insertHandled } from './email-logs.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The demo's `admin/logs` starts with a few days of history in every state a mail can end in: sent,
 * stored (no SMTP), retried then sent, bounced by the recipient's server, failed after every retry.
 */
export async function seedDemoEmailLog(
  db: Db,
  platform: { id: string; name: string; slug: string },
  now: Date,
): Promise<void> {
  const origin = 'http://localhost:3000';
  const vars = {
    platformName: platform.name,
    programTitle: 'Résidences d’artistes 2026',
    sessionName: 'Jury de sélection',
    expiresInHours: '24',
    expiresInMinutes: '15',
    code: '482913',
  };
  const entry = (
    template: EmailTemplate,
    to: string,
    firstname: string,
    ageMinutes: number,
    outcome: { status: 'sent' | 'stored' | 'failed' | 'bounced'; attempts?: number; error?: string },
  ) => {
    const rendered = renderEmail(template, 'fr', { ...vars, firstname, link: `${origin}/fr/login` });
    const createdAt = new Date(now.getTime() - ageMinutes * MINUTE);
    const attempts = outcome.attempts ?? 1;
    const delivered = outcome.status === 'sent' || outcome.status === 'stored';
    return {
      to,
      template,
      locale: 'fr',
      ...rendered,
      status: outcome.status,
      error: outcome.error ?? null,
      attempts,
      createdAt,
      // A retried mail went out after its backoff: a minute or two per retry.
      sentAt: delivered ? new Date(createdAt.getTime() + (attempts - 1) * 2 * MINUTE + 2_000) : null,
    };
  };
  await insertHandled(db, platform.id, [
    entry('account_validation', 'lea.martin@example.org', 'Léa', (3 * DAY) / MINUTE, { status: 'sent' }),
    entry('jury_invitation', 'paul.girard@example.org', 'Paul', (2 * DAY) / MINUTE, { status: 'sent' }),
    entry('jury_invitation', 'j.dupont@exemple-inconnu.fr', 'Jeanne', (2 * DAY) / MINUTE - 5, {
      status: 'bounced',
      error:
        "Can't send mail - all recipients were rejected: 550 5.1.1 <j.dupont@exemple-inconnu.fr>: Recipient address rejected: User unknown",
    }),
    entry('password_reset', 'hugo.bernard@example.org', 'Hugo', DAY / MINUTE + 30, {
      status: 'sent',
      attempts: 3,
    }),
    entry('decision_accepted', 'camille.roux@example.org', 'Camille', DAY / MINUTE, { status: 'sent' }),
    entry('decision_rejected', 'nina.petit@example.org', 'Nina', DAY / MINUTE - 1, { status: 'sent' }),
    entry('password_reset', 'marc.leroy@example.org', 'Marc', 6 * 60, {
      status: 'failed',
      attempts: 6,
      error: 'Connection timeout',
    }),
    entry('vote_code', 'ines.moreau@example.org', 'Inès', 45, { status: 'stored' }),
  ]);
}
