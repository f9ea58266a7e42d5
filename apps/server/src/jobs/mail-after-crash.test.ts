import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testDriver } from '../../test/database';
import { emailsTo } from '../../test/outbox';
import { registerThroughApi, startServerProcess } from '../../test/server-process';
import { type SmtpSink, startSilentSmtp, startSmtpSink } from '../../test/smtp-sink';
import { openDb } from '../db/client';

let sink: SmtpSink;
let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
let dataDir: string;
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  sink = await startSmtpSink();
  silent = await startSilentSmtp();
  dataDir = await mkdtemp(join(tmpdir(), 'opencall-crash-'));
  if (testDriver === 'pg') {
    const server = await createServerDatabase();
    databaseEnv = { DATABASE_URL: server.url };
    dropDatabase = server.drop;
  } else {
    // PGlite on disk: the second process opens the folder the first one was killed on.
    databaseEnv = { DATABASE_URL: '' };
  }
});

afterAll(async () => {
  await sink?.close();
  await silent?.close();
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed between "saved" and "sent"', () => {
  it('sends the mail once after a restart on the same database', async () => {
    const to = 'crash.victim@example.org';
    // First life: the SMTP server never answers. With PGlite (one process per database) the worker
    // is in the middle of sending when the process dies; with PostgreSQL, where a job cut short waits
    // for its time limit (another server may hold it), the worker has not come round to it yet.
    const inFlight = testDriver === 'pglite';
    const first = await startServerProcess({
      ...databaseEnv,
      DATA_DIR: dataDir,
      SMTP_URL: silent.url,
      JOBS_POLL_SECONDS: inFlight ? '0.5' : '60',
    });
    const answer = await registerThroughApi(first.origin, to);
    expect(answer.status, first.output()).toBe(200);
    if (inFlight) await expect.poll(() => silent.connections(), { timeout: 15_000 }).toBeGreaterThan(0);
    await first.crash();
    expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(0);

    // What the crash left: the message, recorded and waiting.
    const left = await openDb(
      testDriver === 'pg'
        ? { driver: 'pg', url: databaseEnv.DATABASE_URL ?? '', poolSize: 1 }
        : { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
    );
    const rows = await emailsTo(left.db, to);
    await left.close();
    expect(rows.map((row) => [row.template, row.status])).toEqual([['account_validation', 'queued']]);

    // Second life, same database, a working SMTP server.
    const second = await startServerProcess({
      ...databaseEnv,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      JOBS_POLL_SECONDS: '0.5',
    });
    try {
      const mail = await sink
        .waitFor((m) => m.to.includes(to), 30_000)
        .catch((error: Error) => {
          throw new Error(`${error.message}\n${second.output()}`);
        });
      expect(mail.text).toMatch(/account-validation\?token=/);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, 240_000);
});
