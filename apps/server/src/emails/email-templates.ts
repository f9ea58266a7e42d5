import type { EmailTemplate } from './mail-message';

/** Paragraph keys (under the template's section) shown before and after the button. */
export interface EmailTemplateSpec {
  before: readonly string[];
  after: readonly string[];
}

export const EMAIL_TEMPLATE_SPECS: Record<EmailTemplate, EmailTemplateSpec> = {
  account_validation: { before: ['intro'], after: ['expiry', 'ignore'] },
  account_exists: { before: ['intro', 'existing'], after: ['ignore'] },
  password_reset: { before: ['intro'], after: ['expiry', 'ignore', 'mfa'] },
  invitation: { before: ['intro', 'action'], after: ['expiry'] },
  password_changed: { before: ['intro', 'noAction', 'notYou'], after: [] },
  email_change: { before: ['intro'], after: ['expiry', 'ignore'] },
  email_change_notice: { before: ['intro', 'noAction', 'notYou'], after: [] },
  team_added: { before: ['intro'], after: ['signIn'] },
  jury_invitation: { before: ['intro', 'next'], after: ['signIn'] },
  jury_invitation_new: { before: ['intro', 'action'], after: ['expiry', 'then'] },
  jury_reminder: { before: ['intro', 'progress'], after: ['signIn'] },
  decision_accepted: { before: ['intro', 'decision', 'next'], after: [] },
  decision_waitlist: { before: ['intro', 'decision', 'next'], after: [] },
  decision_rejected: { before: ['intro', 'decision', 'next'], after: [] },
  vote_code: { before: ['intro', 'code'], after: ['expiry', 'ignore'] },
  submission_receipt: { before: ['intro', 'reference', 'pdf'], after: ['next'] },
  step_validated: { before: ['intro', 'next'], after: [] },
  step_rejected: { before: ['intro', 'next'], after: [] },
  status_changed: { before: ['intro'], after: ['next'] },
  deadline_reminder: { before: ['intro', 'action'], after: [] },
  payment_receipt: { before: ['intro', 'amount'], after: ['keep'] },
  notification: { before: ['intro'], after: [] },
};

export const EMAIL_TEMPLATES = Object.keys(EMAIL_TEMPLATE_SPECS) as EmailTemplate[];

export const COMMON_EMAIL_KEYS = [
  'common.greeting',
  'common.greetingNoName',
  'common.linkHint',
  'common.signature',
  'common.automatic',
] as const;

/** Every catalogue key one template reads, common ones included. */
export function templateKeys(template: EmailTemplate): string[] {
  const spec = EMAIL_TEMPLATE_SPECS[template];
  const own = ['subject', 'heading', ...spec.before, 'button', ...spec.after].map((key) => `${template}.${key}`);
  return [...own, ...COMMON_EMAIL_KEYS];
}
