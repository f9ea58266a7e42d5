import { createTransport } from 'nodemailer';

export interface OutgoingEmail {
  from: { name: string; address: string };
  replyTo?: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTransport {
  deliver(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP delivery for `smtp://user:pass@host:port` (or `smtps://`); options in the URL's query win. */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  // Nodemailer's defaults wait minutes on a dead server; a sign-up should learn sooner. Pooled: a
  // message to 10,000 applicants reuses a few open connections instead of one handshake per e-mail
  // (sender, reply-to and DKIM are per message, so one pool serves every platform).
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(email) {
      await transporter.sendMail(email);
    },
    close: () => transporter.close(),
  };
}
