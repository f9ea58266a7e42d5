import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { AccountDeletionListQuerySchema, AccountDeletionRequest } from '@opencall/shared/users';
import type * as z from 'zod/mini';
import type { AuthUser, RequestContext } from '../../context';
import * as repository from './account-deletion.repository';

type Row = Awaited<ReturnType<typeof repository.listRequests>>[number];

function toItem(row: Row): AccountDeletionRequest {
  const processorName = [row.processorFirstname, row.processorLastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    userId: row.userId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    processedBy: row.processedAt ? processorName || row.processorEmail || null : null,
  };
}

const mine = (row: { id: string; reason: string; createdAt: Date }) => ({
  id: row.id,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export async function findMyDeletionRequest(ctx: RequestContext, user: AuthUser) {
  const row = await repository.findOpenRequest(ctx.db, ctx.platform.id, user.id);
  return row ? mine(row) : null;
}

/** "Delete my account": one open request per account and platform; asking again answers the open one. */
export async function requestAccountDeletion(ctx: RequestContext, user: AuthUser, reason: string | undefined) {
  const row = await repository.insertRequest(ctx.db, ctx.platform.id, user.id, reason ?? '');
  if (!row) throw new AppError('internal_error');
  return mine(row);
}

export async function listDeletionRequests(ctx: RequestContext, query: z.infer<typeof AccountDeletionListQuerySchema>) {
  const cursor = query.after ? await repository.findRequest(ctx.db, ctx.platform.id, query.after) : undefined;
  if (query.after && !cursor)
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  const rows = await repository.listRequests(ctx.db, ctx.platform.id, {
    state: query.state,
    search: query.search,
    perPage: query.perPage,
    after: cursor ? { createdAt: cursor.createdAt, id: cursor.id } : undefined,
  });
  const totals = await repository.countRequests(ctx.db, ctx.platform.id, query.state, query.search);
  return toListPage(rows.map(toItem), query, totals);
}

export async function markDeletionRequestProcessed(ctx: RequestContext, actor: AuthUser, requestId: string) {
  await repository.markProcessed(ctx.db, ctx.platform.id, requestId, actor.id);
  const [row] = await repository.listRequests(ctx.db, ctx.platform.id, { state: 'processed', perPage: 1, requestId });
  if (!row) throw new AppError('not_found', { details: { entity: 'accountDeletionRequest' } });
  return toItem(row);
}
