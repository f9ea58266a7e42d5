import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../test/factories';
import { linkToken } from '../../../test/outbox';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

let sink: SmtpSink;
let t: TestApp;
let platform: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Acme <no-reply@acme.test>' });
  platform = await createPlatform(t.database.db, { name: 'Acme Awards', supportedLangs: ['fr', 'de'] });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('sign-up through a real SMTP server', () => {
  it('delivers the validation email in the user’s language; its link confirms the account', async () => {
    const email = 'smtp.user@example.org';
    const res = await t.send(platform.host, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstname: 'Lina', lastname: 'Weber', email, password: 'ein sehr langes Passwort', locale: 'de' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain('Acme Awards');
    expect(mail.text).toContain(`http://${platform.host}/de/account-validation?token=`);
    expect(mail.html).toContain('lang="de"');
    const validated = await t.send(platform.host, {
      method: 'POST',
      url: '/api/auth/account-validation',
      payload: { token: linkToken(mail.text) },
    });
    expect(validated.statusCode).toBe(200);
  });
});
