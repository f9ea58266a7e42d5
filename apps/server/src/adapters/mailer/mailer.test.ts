import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { Locale } from '@opencall/shared/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createPlatform } from '../../../test/factories';
import { startMailQueue } from '../../../test/mail-queue';
import { waitForEmail } from '../../../test/outbox';
import { startSmtpSink } from '../../../test/smtp-sink';
import type { DbHandle } from '../../db/client';
import { escapeHtml } from '../../emails/layout';
import type { MailMessage } from '../../emails/mail-message';

const require = createRequire(import.meta.url);

function catalogue(locale: Locale) {
  const file = require.resolve(`@opencall/shared/locales/${locale}/emails.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
}

function fill(text: string | undefined, vars: Record<string, string>): string {
  return (text ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let database: DbHandle;
let platform: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  database = await createTestDatabase();
  platform = await createPlatform(database.db, { name: 'Fondation Lumière' });
});

afterAll(async () => {
  await database?.close();
});

function message(to: string, locale: Locale, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    platformId: platform.id,
    to,
    template: 'account_validation',
    locale,
    vars: {
      platformName: platform.name,
      firstname: 'Anna',
      link: `http://${platform.host}/validate?token=${to.split('@')[0]}`,
      expiresInHours: '24',
    },
    ...overrides,
  };
}

describe('mailer without SMTP', () => {
  it('stores the rendered mail in the outbox and logs its link', async () => {
    const mailQueue = await startMailQueue(database);
    const mail = message('stored@example.test', 'de');
    await mailQueue.enqueue(mail);
    const row = await waitForEmail(database.db, mail.to, mail.template);
    await mailQueue.close();

    const de = catalogue('de');
    const expectedSubject = fill(de.account_validation?.subject, { platformName: platform.name });
    expect(row).toMatchObject({
      platformId: platform.id,
      template: 'account_validation',
      locale: 'de',
      status: 'stored',
      subject: expectedSubject,
      error: null,
    });
    expect(row?.text).toContain(mail.vars.link);
    expect(row?.text).toContain(fill(de.common?.greeting, { firstname: 'Anna' }));
    expect(row?.html).toContain(escapeHtml(de.account_validation?.heading ?? '-'));
    expect(row?.html).toContain('lang="de"');
    expect(mailQueue.lines.map((line) => line.msg)).toContain(
      `Email to ${mail.to}: ${expectedSubject} — link: ${mail.vars.link}`,
    );
  });
});

describe('mailer with SMTP', () => {
  it('delivers through the SMTP server and records the mail as sent', async () => {
    const sink = await startSmtpSink();
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url });
    try {
      const mail = message('sent@example.test', 'ru', { template: 'password_reset' });
      await mailQueue.enqueue(mail);

      const expectedSubject = fill(catalogue('ru').password_reset?.subject, { platformName: platform.name });
      const received = await sink.waitFor((m) => m.to.includes(mail.to));
      expect(received.subject).toBe(expectedSubject);
      expect(received.text).toContain(mail.vars.link);
      expect(received.html).toContain('lang="ru"');
      expect(received.html).toContain(escapeHtml(mail.vars.link ?? '-'));

      const row = await waitForEmail(database.db, mail.to, mail.template);
      expect(row).toMatchObject({ status: 'sent', subject: expectedSubject, locale: 'ru', error: null });
    } finally {
      await mailQueue.close();
      await sink.close();
    }
  });

  it('records a delivery failure in the outbox once no retry is left', async () => {
    const mailQueue = await startMailQueue(database, {
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      retry: { limit: 0, delaySeconds: 1 },
    });
    const mail = message('failed@example.test', 'fr', { template: 'password_changed' });
    await mailQueue.enqueue(mail);
    const row = await waitForEmail(database.db, mail.to, mail.template);
    await mailQueue.close();

    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(mailQueue.lines.some((line) => line.msg.startsWith(`Email to ${mail.to} failed:`))).toBe(true);
  });
});
