import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { emailOutbox } from '../../db/schema/mailer';

/**
 * queued: waiting to be sent or retried; sent: the SMTP server took it; stored: no SMTP, logged;
 * failed: retries exhausted; bounced: the SMTP server refused it for good (5xx), never retried.
 */
export type OutboxStatus = 'queued' | 'sent' | 'stored' | 'failed' | 'bounced';

export interface OutboxEmail {
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
}

/** Records one rendered email as queued; platformId is null for mail that belongs to no platform. */
export async function insertQueued(db: Db | Tx, platformId: string | null, email: OutboxEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ platformId, ...email, status: 'queued' })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
}

/**
 * Counts one more delivery attempt of an email still queued, and answers it; undefined once sent,
 * stored, bounced or given up (a duplicate job then sends nothing).
 */
export async function startAttempt(db: Db, id: string) {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')))
    .returning();
  return row;
}

export async function markDelivered(db: Db, id: string, status: 'sent' | 'stored'): Promise<void> {
  await db.update(emailOutbox).set({ status, error: null, sentAt: new Date() }).where(eq(emailOutbox.id, id));
}

/** Keeps the last error in sight; a last attempt marks the email failed. */
export async function recordFailure(db: Db, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ error, ...(final && { status: 'failed' as const }) })
    .where(eq(emailOutbox.id, id));
}

/** The SMTP server refused the message for good (a 5xx such as 550 unknown recipient): no retry can help. */
export async function markBounced(db: Db, id: string, error: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'bounced', error }).where(eq(emailOutbox.id, id));
}

// The e-mail log (modules/email-logs reads the outbox through these; every lookup is the platform's).

export interface OutboxLogFilters {
  search?: string;
  status?: OutboxStatus;
  template?: string;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  until?: Date;
}

function logFilters(platformId: string, filters: OutboxLogFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    eq(emailOutbox.platformId, platformId),
    pattern ? or(ilike(emailOutbox.to, pattern), ilike(emailOutbox.subject, pattern)) : undefined,
    filters.status ? eq(emailOutbox.status, filters.status) : undefined,
    filters.template ? eq(emailOutbox.template, filters.template) : undefined,
    filters.from ? gte(emailOutbox.createdAt, filters.from) : undefined,
    filters.until ? lt(emailOutbox.createdAt, filters.until) : undefined,
  );
}

const summary = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  template: emailOutbox.template,
  locale: emailOutbox.locale,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  error: emailOutbox.error,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** Newest first, keyset pages on (created_at, id) — the platform index's order; no bodies. */
export async function listPlatformEmails(
  db: Db,
  platformId: string,
  options: OutboxLogFilters & { perPage: number; after?: { createdAt: Date; id: string } },
) {
  const { after } = options;
  return db
    .select(summary)
    .from(emailOutbox)
    .where(
      and(
        logFilters(platformId, options),
        after
          ? or(
              lt(emailOutbox.createdAt, after.createdAt),
              and(eq(emailOutbox.createdAt, after.createdAt), lt(emailOutbox.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(options.perPage);
}

export async function countPlatformEmails(db: Db, platformId: string, filters: OutboxLogFilters) {
  const count = (where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(where)
      .then(([row]) => Number(row?.n ?? 0));
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const total = await count(eq(emailOutbox.platformId, platformId));
  return { total, totalFiltred: filtered ? await count(logFilters(platformId, filters)) : total };
}

/** One e-mail of the platform with its bodies; undefined for another platform's (or no platform's) id. */
export async function findPlatformEmail(db: Db, platformId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.platformId, platformId), eq(emailOutbox.id, id)))
    .limit(1);
  return row;
}

/** The templates the platform's log holds, for the filter. */
export async function listPlatformTemplates(db: Db, platformId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.platformId, platformId))
    .orderBy(emailOutbox.template);
  return rows.map((row) => row.template);
}

/** E-mails already handled, as the worker would have left them: the demo's history of the log. */
export async function insertHandled(
  db: Db | Tx,
  platformId: string,
  emails: (OutboxEmail & {
    status: Exclude<OutboxStatus, 'queued'>;
    error: string | null;
    attempts: number;
    createdAt: Date;
    sentAt: Date | null;
  })[],
): Promise<void> {
  if (emails.length > 0) await db.insert(emailOutbox).values(emails.map((email) => ({ platformId, ...email })));
}
