import { createSmtpTransport } from './smtp-transport';

/** Who a platform's message comes from; what is unset stays the installation's (MAIL_FROM). */
export interface MailSender {
  /** The `From:` display name. */
  name?: string;
  /** The `From:` address: at the platform's verified domain. */
  address?: string;
  replyTo?: string;
  /** Signs the message as that domain (nodemailer's DKIM options; the key is a PKCS#8 PEM). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

/** A rendered message, as the outbox keeps it. */
export interface Envelope {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  platformId: string | null;
  /** The platform's sender (admin/sender-email), resolved when the message goes out. */
  sender?: MailSender;
}

/** `Name <address>` (or a bare address) as its two parts. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const match = mailbox.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  return match
    ? { name: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' }
    : { name: '', address: mailbox.trim() };
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
  const installation = parseMailbox(options.from);
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
        const { sender } = email;
        await transport.deliver({
          from: { name: sender?.name || installation.name, address: sender?.address ?? installation.address },
          ...(sender?.replyTo && { replyTo: sender.replyTo }),
          ...(sender?.dkim && { dkim: sender.dkim }),
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
