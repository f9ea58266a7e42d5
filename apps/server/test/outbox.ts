import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { emailOutbox } from '../src/db/schema';

/** The newest email of that template to that address, once the job queue's worker has handled it (sent, stored or failed). */
export async function waitForEmail(db: Db, to: string, template: string) {
  let found: typeof emailOutbox.$inferSelect | undefined;
  await expect
    .poll(
      async () => {
        // The newest mail, whatever its state, then wait for the worker: an older mail already sent
        // must not stand in for a newer one still queued (a newer link spends the older ones).
        const [newest] = await db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
          .orderBy(desc(emailOutbox.createdAt))
          .limit(1);
        found = newest?.status === 'queued' ? undefined : newest;
        return found;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBeDefined();
  return found as typeof emailOutbox.$inferSelect;
}

/** The token of the first link in a mail's text. */
export function linkToken(text: string): string {
  const match = text.match(/[?&]token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no link token in: ${text}`);
  return decodeURIComponent(match[1]);
}

export async function emailsTo(db: Db, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
}
