import type { Locale } from '@opencall/shared/common';

/** The messages OpenCall sends; each renders from `locales/<lang>/emails.json` (email-templates.ts). */
export type EmailTemplate =
  | 'account_validation'
  | 'account_exists'
  | 'password_reset'
  | 'invitation'
  | 'password_changed'
  | 'email_change'
  | 'email_change_notice'
  | 'team_added'
  | 'jury_invitation'
  | 'jury_invitation_new'
  | 'jury_reminder'
  | 'decision_accepted'
  | 'decision_waitlist'
  | 'decision_rejected'
  | 'vote_code';

export interface MailMessage {
  platformId: string | null;
  to: string;
  template: EmailTemplate;
  locale: Locale;
  vars: Record<string, string>; // e.g. platformName, firstname, link, expiresInHours
}
