import type { Locale } from '@opencall/shared/common';
import type { Db } from '../../db/client';
import { renderEmail } from '../../emails/render-email';
import { insertOutboxEmail, type OutboxStatus } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

export type EmailTemplate =
  | 'account_validation'
  | 'account_exists'
  | 'password_reset'
  | 'invitation'
  | 'password_changed'
  | 'team_added';

export interface MailMessage {
  platformId: string | null;
  to: string;
  template: EmailTemplate;
  locale: Locale;
  vars: Record<string, string>; // e.g. platformName, firstname, link, expiresInHours
}

export interface Mailer {
  /** Renders and delivers (SMTP when configured) and always records the message in email_outbox. Never throws for a delivery failure: it records status 'failed' with the error and logs it. */
  send(db: Db, message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

function linksIn(vars: Record<string, string>): string[] {
  return Object.values(vars).filter((value) => /^https?:\/\//i.test(value));
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}): Mailer {
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined;
  return {
    async send(db, message) {
      const rendered = renderEmail(message.template, message.locale, message.vars);
      const extra = { template: message.template, platformId: message.platformId };
      let status: OutboxStatus = 'stored';
      let error: string | null = null;
      if (!transport) {
        // Without SMTP the log is the only way a self-hoster can follow a sign-up link.
        const links = linksIn(message.vars);
        const suffix = links.length ? ` — link: ${links.join(' ')}` : '';
        options.log(`Email to ${message.to}: ${rendered.subject}${suffix}`, { ...extra, status });
      } else {
        try {
          await transport.deliver({ from: options.from, to: message.to, ...rendered });
          status = 'sent';
          options.log(`Email sent to ${message.to}: ${rendered.subject}`, { ...extra, status });
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
          options.log(`Email to ${message.to} failed: ${error}`, { ...extra, status, error });
        }
      }
      await insertOutboxEmail(db, message.platformId, {
        to: message.to,
        template: message.template,
        locale: message.locale,
        ...rendered,
        status,
        error,
      });
    },
    async close() {
      transport?.close();
    },
  };
}
