import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import type { MessageBatch, MessageBatchListQuery, SendMessageBody } from '@opencall/shared/messages';
import type { RequestContext } from '../../context';
import { executorOf } from '../../db/client';
import { personName, selectedApplicationIds } from '../applications';
import { accountNamesOf } from '../auth';
import { getLiveProgram } from '../programs';
import { messageFanOutJob } from './message-fan-out.job';
import type { BatchRow, Conn } from './messages.repository';
import * as repository from './messages.repository';

const batchNotFound = () => new AppError('not_found', { details: { entity: 'message' } });

export const toAttachment = (file: repository.AttachedFile) => ({
  id: file.id,
  name: file.name,
  key: file.key,
  mime: file.mime,
  size: file.size,
});

/**
 * The batches as the organizer reads them: their progress from the outbox while they go out. A
 * batch whose every e-mail has an outcome is `sent`, its counts kept on its row from then on.
 */
async function toBatches(ctx: RequestContext, rows: BatchRow[]): Promise<MessageBatch[]> {
  const platformId = ctx.platform.id;
  const moving = rows.filter((row) => row.status === 'sending');
  const progress = await repository.batchProgress(
    ctx.db,
    platformId,
    moving.map((row) => row.id),
  );
  const current = await Promise.all(
    rows.map(async (row) => {
      const seen = progress.get(row.id);
      if (row.status !== 'sending' || !seen) return row;
      const done = seen.written >= row.total && seen.sent + seen.failed >= row.total;
      const counts = { sent: seen.sent, failed: seen.failed };
      if (!done) return { ...row, ...counts };
      return (await repository.moveBatch(ctx.db, platformId, row.id, 'sending', { ...counts, status: 'sent' })) ?? row;
    }),
  );
  const [names, files] = await Promise.all([
    accountNamesOf(
      ctx.db,
      rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
    ),
    repository.filesByIds(ctx.db, platformId, [...new Set(rows.flatMap((row) => row.attachments))]),
  ]);
  return current.map((row) => {
    const author = row.createdBy ? names.get(row.createdBy) : undefined;
    return {
      id: row.id,
      programId: row.programId,
      subject: row.subject,
      body: row.body,
      attachments: row.attachments.flatMap((id) => files.filter((file) => file.id === id).map(toAttachment)),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      status: row.status,
      total: row.total,
      sent: row.sent,
      failed: row.failed,
      createdBy: row.createdBy && author ? { id: row.createdBy, name: personName({ ...author, email: null }) } : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function getBatchRow(ctx: RequestContext, db: Conn, programId: string, batchId: string, forUpdate = false) {
  const row = await repository.findBatch(db, ctx.platform.id, batchId, { programId, forUpdate });
  if (!row) throw batchNotFound();
  return row;
}

/** The sender's own files of this platform, in the given order; any other id answers 400. */
export async function senderFiles(ctx: RequestContext, ownerId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = await repository.ownedFiles(ctx.db, ctx.platform.id, ownerId, unique);
  if (found.length !== unique.length)
    throw new AppError('validation_failed', { details: [{ field: 'attachments', reason: 'unknown' }] });
  return unique.flatMap((id) => found.filter((file) => file.id === id));
}

export async function listBatches(ctx: RequestContext, programId: string, query: MessageBatchListQuery) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  if (query.after && !(await repository.findBatch(ctx.db, ctx.platform.id, query.after, { programId: program.id })))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const [rows, totals] = await Promise.all([
    repository.listBatches(ctx.db, ctx.platform.id, program.id, query),
    repository.countBatches(ctx.db, ctx.platform.id, program.id, query),
  ]);
  return toListPage(await toBatches(ctx, rows), query, totals);
}

export async function getBatch(ctx: RequestContext, programId: string, batchId: string) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const [batch] = await toBatches(ctx, [await getBatchRow(ctx, ctx.db, program.id, batchId)]);
  if (!batch) throw batchNotFound();
  return batch;
}

/**
 * Records the message and queues its one fan-out job (at `scheduledAt` when later): the request
 * stays as cheap as one row and one job whatever the number of recipients. The chosen ids must be
 * the program's: a stranger's id answers 400 and nothing is recorded.
 */
export async function sendBatch(ctx: RequestContext, programId: string, body: SendMessageBody) {
  const user = ctx.user;
  if (!user) throw new AppError('authentication_required');
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const html = sanitizeRichText(body.body);
  if (!html.replace(/<[^>]*>/g, '').trim())
    throw new AppError('validation_failed', { details: [{ field: 'body', reason: 'required' }] });
  const files = await senderFiles(ctx, user.id, body.attachments);
  const ids = await selectedApplicationIds(ctx, program.id, body.recipients);
  if ('ids' in body.recipients && ids.length !== new Set(body.recipients.ids).size)
    throw new AppError('validation_failed', { details: [{ field: 'recipients.ids', reason: 'unknown' }] });
  if (ids.length === 0)
    throw new AppError('validation_failed', { details: [{ field: 'recipients', reason: 'empty' }] });
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
  const later = scheduledAt !== null && scheduledAt.getTime() > Date.now();
  const row = await ctx.db.transaction(async (tx) => {
    const batch = await repository.insertBatch(tx, {
      platformId: ctx.platform.id,
      programId: program.id,
      subject: body.subject,
      body: html,
      attachments: files.map((file) => file.id),
      scheduledAt,
      status: later ? 'scheduled' : 'sending',
      total: ids.length,
      createdBy: user.id,
    });
    await ctx.services.queue.send(
      messageFanOutJob,
      { batchId: batch.id, platformId: ctx.platform.id, origin: ctx.origin, recipients: body.recipients },
      { id: batch.id, db: executorOf(tx), ...(later && scheduledAt && { startAfter: scheduledAt }) },
    );
    return batch;
  });
  const [batch] = await toBatches(ctx, [row]);
  if (!batch) throw batchNotFound();
  return batch;
}

/** A scheduled batch is cancelled before it goes out; its job then finds it so and sends nothing. */
export async function cancelBatch(ctx: RequestContext, programId: string, batchId: string) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  await getBatchRow(ctx, ctx.db, program.id, batchId);
  const row = await repository.moveBatch(ctx.db, ctx.platform.id, batchId, 'scheduled', { status: 'cancelled' });
  if (!row) throw new AppError('message_not_cancellable');
  const [batch] = await toBatches(ctx, [row]);
  if (!batch) throw batchNotFound();
  return batch;
}
