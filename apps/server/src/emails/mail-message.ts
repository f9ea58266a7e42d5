import type { Locale } from '@opencall/shared/common';
import type { EmailTemplateName } from '@opencall/shared/emails';
import type { EmailOverride } from './template-override';

/**
 * The messages OpenCall sends (issue 15: the list and each one's merge fields live in the shared
 * contract); each renders from `locales/<lang>/emails.json` (email-templates.ts) unless an organizer's
 * version replaces it (template-override.ts).
 */
export type EmailTemplate = EmailTemplateName;

export interface MailMessage {
  platformId: string | null;
  to: string;
  template: EmailTemplate;
  locale: Locale;
  vars: Record<string, string>; // e.g. platformName, firstname, link, expiresInHours
  /** An organizer's version of the template (issue 15 `transactionnals`); none: the catalogue's default. */
  override?: EmailOverride | null;
}
