import type { Locale } from '@opencall/shared/common';
import { createSmtpTransport } from './smtp-transport';

export type EmailTemplate =
  | 'account_validation'
  | 'account_exists'
  | 'password_reset'
  | 'invitation'
  | 'password_changed'
  | 'email_change'
  | 'email_change_notice'
  | 'team_added';

export interface MailMessage {
  platformId: string | null;
  to: string;
  template: EmailTemplate;
  locale: Locale;
  vars: Record<string, string>; // e.g. platformName, firstname, link, expiresInHours
}

/** A rendered message, as the outbox keeps it. */
export interface Envelope {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  platformId: string | null;
}

export interface Mailer {
  /**
   * Hands the message to the SMTP server ('sent'), or without SMTP writes it to the log with its
   * links ('stored'). Throws when the SMTP server cannot take it: the job that called retries.
   */
  deliver(email: Envelope): Promise<'sent' | 'stored'>;
  close(): Promise<void>;
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}): Mailer {
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined;
  return {
    async deliver(email) {
      const extra = { template: email.template, platformId: email.platformId };
      if (!transport) {
        // Without SMTP the log is the only way a self-hoster can follow a sign-up link.
        const links = linksIn(email.text);
        const suffix = links.length ? ` — link: ${links.join(' ')}` : '';
        options.log(`Email to ${email.to}: ${email.subject}${suffix}`, { ...extra, status: 'stored' });
        return 'stored';
      }
      try {
        await transport.deliver({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (cause) {
        const error = cause instanceof Error ? cause.message : String(cause);
        options.log(`Email to ${email.to} failed: ${error}`, { ...extra, error });
        throw cause;
      }
      options.log(`Email sent to ${email.to}: ${email.subject}`, { ...extra, status: 'sent' });
      return 'sent';
    },
    async close() {
      transport?.close();
    },
  };
}
