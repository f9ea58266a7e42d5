import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createPlatform } from '../../../test/factories';
import type { DbHandle } from '../../db/client';
import { countPlatformEmails, findPlatformEmail, listPlatformEmails } from './email-logs.repository';
import { seedDemoEmailLog } from './email-logs.seed';

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('the demo e-mail log', () => {
  it('starts with a few days of rendered e-mails in every final state, newest first', async () => {
    const platform = await createPlatform(database.db, { name: 'OpenCall Démo' });
    const now = new Date('2026-03-10T12:00:00Z');
    await seedDemoEmailLog(database.db, platform, now);
    const rows = await listPlatformEmails(database.db, platform.id, { perPage: 100 });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['sent', 'stored', 'bounced', 'failed']));
    const times = rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(times.every((time) => time <= now.getTime())).toBe(true);
    for (const row of rows) {
      const full = await findPlatformEmail(database.db, platform.id, row.id);
      // Real renderings: the platform's name in, no placeholder left.
      expect(`${full?.subject} ${full?.text} ${full?.html}`).not.toContain('{{');
      expect(full?.html).toContain('<html');
      if (row.status === 'sent' || row.status === 'stored') expect(row.sentAt).toBeInstanceOf(Date);
      else expect(row.sentAt).toBeNull();
    }
    expect(rows.find((row) => row.status === 'bounced')?.error).toContain('550');
    expect((await countPlatformEmails(database.db, platform.id, {})).total).toBe(rows.length);
  });
});
