import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { ProgramLog } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { accountNamesOf } from '../auth';
import type { LogEntry, Snapshot } from './program-logs.repository';
import * as logsRepository from './program-logs.repository';
import * as programsRepository from './programs.repository';
import { type Conn, isUuid } from './programs.repository';

/** Only the values that changed, on both sides; undefined when nothing did. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Snapshot; after: Snapshot } | undefined {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return undefined;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records who changed what in a program, inside the caller's transaction. */
export function logChange(db: Conn, ctx: RequestContext, entry: Omit<LogEntry, 'userId'>): Promise<void> {
  return logsRepository.insert(db, ctx.platform.id, { ...entry, userId: ctx.user?.id ?? null });
}

/** Removes one thing of a live program and logs what it was, in one transaction; answers its id. */
export function removeLogged<R>(
  ctx: RequestContext,
  programId: string,
  target: {
    entity: LogEntry['entity'];
    id: string;
    find: (tx: Conn) => Promise<R>;
    remove: (tx: Conn) => Promise<unknown>;
    snapshot: (row: R) => Snapshot;
  },
) {
  return ctx.db.transaction(async (tx) => {
    await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live' });
    const current = await target.find(tx);
    await target.remove(tx);
    await logChange(tx, ctx, {
      programId,
      action: 'delete',
      entity: target.entity,
      entityId: target.id,
      before: target.snapshot(current),
      after: null,
    });
    return { id: target.id };
  });
}

function userOf(userId: string | null, names: Map<string, { firstname: string; lastname: string }>) {
  const name = userId ? names.get(userId) : undefined;
  return userId && name ? { id: userId, name: `${name.firstname} ${name.lastname}`.trim() } : null;
}

export async function listProgramLogs(
  ctx: RequestContext,
  programId: string,
  query: { page: number; perPage: number; after?: string },
) {
  const platformId = ctx.platform.id;
  await programsRepository.get(ctx.db, platformId, programId);
  if (
    query.after &&
    !(isUuid(query.after) && (await logsRepository.exists(ctx.db, platformId, programId, query.after)))
  )
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const rows = await logsRepository.list(ctx.db, platformId, programId, query);
  const total = await logsRepository.count(ctx.db, platformId, programId);
  const names = await accountNamesOf(
    ctx.db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const data: ProgramLog[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    entity: row.entity as ProgramLog['entity'],
    entityId: row.entityId,
    user: userOf(row.userId, names),
    before: row.before as Snapshot,
    after: row.after as Snapshot,
    createdAt: row.createdAt.toISOString(),
  }));
  return toListPage(data, query, { total, totalFiltred: total });
}
