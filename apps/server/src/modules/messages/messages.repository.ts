import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { olderThan, totals } from '../../db/program-lists';
import { files } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/mailer';
import { messageBatches, messages } from '../../db/schema/messages';
import { isUuid } from '../../db/uuid';

export type Conn = Db | Tx;
export type BatchRow = typeof messageBatches.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'platformId'>;

const batchList = {
  table: messageBatches,
  id: messageBatches.id,
  platformId: messageBatches.platformId,
  createdAt: messageBatches.createdAt,
};

const programScope = (platformId: string, programId: string) =>
  and(eq(messageBatches.platformId, platformId), eq(messageBatches.programId, programId));

export async function insertBatch(
  db: Conn,
  values: Omit<typeof messageBatches.$inferInsert, 'id' | 'sent' | 'failed'>,
): Promise<BatchRow> {
  const [row] = await db.insert(messageBatches).values(values).returning();
  if (!row) throw new Error('message batch insert returned nothing');
  return row;
}

/** A batch of the program; `forUpdate` locks it (one fan-out at a time, cancel against start). */
export async function findBatch(
  db: Conn,
  platformId: string,
  batchId: string,
  options: { programId?: string; forUpdate?: boolean } = {},
): Promise<BatchRow | undefined> {
  if (!isUuid(batchId)) return undefined;
  const query = db
    .select()
    .from(messageBatches)
    .where(
      and(
        eq(messageBatches.platformId, platformId),
        eq(messageBatches.id, batchId),
        options.programId ? eq(messageBatches.programId, options.programId) : undefined,
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Keyset pages of the program's batches, newest first. */
export function listBatches(
  db: Conn,
  platformId: string,
  programId: string,
  options: { perPage: number; after?: string; search?: string },
): Promise<BatchRow[]> {
  return db
    .select()
    .from(messageBatches)
    .where(
      and(
        programScope(platformId, programId),
        searchFilter(options.search),
        olderThan(batchList, platformId, options.after),
      ),
    )
    .orderBy(desc(messageBatches.createdAt), desc(messageBatches.id))
    .limit(options.perPage);
}

const searchFilter = (search?: string): SQL | undefined =>
  search ? sql`strpos(lower(${messageBatches.subject}), lower(${search})) > 0` : undefined;

export function countBatches(db: Conn, platformId: string, programId: string, options: { search?: string }) {
  return totals(db, batchList, programScope(platformId, programId), searchFilter(options.search));
}

/** Moves a batch from one state to another; undefined when it was no longer in `from`. */
export async function moveBatch(
  db: Conn,
  platformId: string,
  batchId: string,
  from: BatchRow['status'],
  values: Partial<Pick<BatchRow, 'status' | 'total' | 'sent' | 'failed'>>,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(messageBatches)
    .set(values)
    .where(
      and(eq(messageBatches.platformId, platformId), eq(messageBatches.id, batchId), eq(messageBatches.status, from)),
    )
    .returning();
  return row;
}

/**
 * Where each batch's e-mails are: sent (or kept by a server without SMTP), failed (given up,
 * bounced, or an applicant without an address), and how many thread rows the fan-out wrote. Read
 * from the outbox, whose rows share their message's id.
 */
export async function batchProgress(db: Conn, platformId: string, batchIds: readonly string[]) {
  if (batchIds.length === 0) return new Map<string, { sent: number; failed: number; written: number }>();
  const rows = await db
    .select({
      batchId: messages.batchId,
      sent: sql<number>`(count(*) filter (where ${emailOutbox.status} in ('sent', 'stored')))::int`,
      failed: sql<number>`(count(*) filter (where ${emailOutbox.status} in ('failed', 'bounced') or ${emailOutbox.id} is null))::int`,
      written: sql<number>`count(*)::int`,
    })
    .from(messages)
    .leftJoin(emailOutbox, eq(emailOutbox.id, messages.id))
    .where(and(eq(messages.platformId, platformId), inArray(messages.batchId, [...batchIds])))
    .groupBy(messages.batchId);
  return new Map(
    rows.map((row) => [
      row.batchId ?? '',
      { sent: Number(row.sent), failed: Number(row.failed), written: Number(row.written) },
    ]),
  );
}

/** The applications among these that already have their message of the batch (a retried fan-out skips them). */
export async function alreadyWritten(db: Conn, platformId: string, batchId: string, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ applicationId: messages.applicationId })
    .from(messages)
    .where(
      and(
        eq(messages.platformId, platformId),
        eq(messages.batchId, batchId),
        inArray(messages.applicationId, [...applicationIds]),
      ),
    );
  return new Set(rows.map((row) => row.applicationId));
}

export async function insertMessage(db: Conn, platformId: string, values: NewMessage): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, platformId })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/** One application's thread, oldest first. */
export function thread(db: Conn, platformId: string, applicationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.platformId, platformId), eq(messages.applicationId, applicationId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The reader saw the other side's messages of the thread. */
export async function markRead(db: Conn, platformId: string, applicationId: string, readerSide: MessageRow['side']) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.platformId, platformId),
        eq(messages.applicationId, applicationId),
        ne(messages.side, readerSide),
        isNull(messages.readAt),
      ),
    );
}

/** The applications whose threads carry this file (a message's attachment). */
export async function applicationsWithAttachment(db: Conn, platformId: string, fileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ applicationId: messages.applicationId })
    .from(messages)
    .where(and(eq(messages.platformId, platformId), sql`${messages.attachments} @> ${JSON.stringify([fileId])}::jsonb`))
    .limit(100);
  return rows.map((row) => row.applicationId);
}

export type AttachedFile = Pick<typeof files.$inferSelect, 'id' | 'key' | 'name' | 'mime' | 'size'>;
const attachedColumns = { id: files.id, key: files.key, name: files.name, mime: files.mime, size: files.size };

/** The platform's files among these ids that this person uploaded: what they may attach. */
export async function ownedFiles(
  db: Conn,
  platformId: string,
  ownerId: string,
  ids: readonly string[],
): Promise<AttachedFile[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select(attachedColumns)
    .from(files)
    .where(and(eq(files.platformId, platformId), eq(files.ownerId, ownerId), inArray(files.id, valid)));
}

/** The platform's files among these ids (a thread's attachments, whoever uploaded them). */
export async function filesByIds(db: Conn, platformId: string, ids: readonly string[]): Promise<AttachedFile[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select(attachedColumns)
    .from(files)
    .where(and(eq(files.platformId, platformId), inArray(files.id, valid)));
}
