import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser } from '../../../test/factories';
import { emailsTo } from '../../../test/outbox';
import { startSilentSmtp } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
let t: TestApp;
let platform: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  // An SMTP server that never answers: a request that waited for the mail would hang for its timeouts.
  silent = await startSilentSmtp();
  t = await createTestApp({ SMTP_URL: silent.url });
  platform = await createPlatform(t.database.db, { name: 'Slow Mail Org' });
});
afterAll(async () => {
  // Closed first: the worker's hanging sends then fail at once and the app stops quickly.
  await silent?.close();
  await t?.close();
});

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('mail is queued, never awaited, by the requests that cause it', () => {
  it('answers sign-up and reset at once for known and unknown addresses while the SMTP server hangs', async () => {
    const known = await createUser(t.database.db, platform.id);
    const register = (email: string) =>
      t.send(platform.host, {
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstname: 'Ann', lastname: 'Lee', email, password: 'a long and unusual passphrase 42' },
      });
    const reset = (email: string) =>
      t.send(platform.host, { method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    const answers = [
      await timed(() => register(known.email)),
      await timed(() => register('brand.new@example.org')),
      await timed(() => reset(known.email)),
      await timed(() => reset('nobody@example.org')),
    ];
    for (const { value, ms } of answers) {
      expect(value.statusCode, value.body).toBe(200);
      // The transport's connection timeouts are 10 s: an awaited send could not answer this soon.
      expect(ms).toBeLessThan(5_000);
    }
    // The worker is stuck on the silent server meanwhile; the messages wait, recorded.
    await expect.poll(() => silent.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await emailsTo(t.database.db, known.email)).map((m) => m.status).sort()).toEqual(['queued', 'queued']);
  }, 60_000);
});
