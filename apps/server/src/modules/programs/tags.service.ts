import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { CreateTagBody, Tag, UpdateTagBody } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { diff, logChange, removeLogged } from './program-logs.service';
import * as programsRepository from './programs.repository';
import { type Conn, isUuid } from './programs.repository';
import type { TagRow } from './tags.repository';
import * as tagsRepository from './tags.repository';

function toTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: TagRow) => ({ name: row.name, color: row.color });

async function getTag(db: Conn, ctx: RequestContext, programId: string, tagId: string) {
  const row = await tagsRepository.find(db, ctx.platform.id, programId, tagId);
  if (!row) throw new AppError('not_found', { details: { entity: 'tag' } });
  return row;
}

export async function listTags(
  ctx: RequestContext,
  programId: string,
  query: { page: number; perPage: number; search?: string; after?: string },
) {
  const platformId = ctx.platform.id;
  await programsRepository.get(ctx.db, platformId, programId);
  if (query.after && !(isUuid(query.after) && (await tagsRepository.find(ctx.db, platformId, programId, query.after))))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const rows = await tagsRepository.list(ctx.db, platformId, programId, query);
  const { total, totalFiltred } = await tagsRepository.count(ctx.db, platformId, programId, query.search);
  const data = rows.map(toTag);
  return toListPage(data, query, { total, totalFiltred });
}

export function createTag(ctx: RequestContext, programId: string, body: CreateTagBody) {
  return ctx.db.transaction(async (tx) => {
    await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live' });
    const row = await tagsRepository.insert(tx, ctx.platform.id, programId, body);
    await logChange(tx, ctx, {
      programId,
      action: 'create',
      entity: 'tag',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toTag(row);
  });
}

export function updateTag(ctx: RequestContext, programId: string, tagId: string, body: UpdateTagBody) {
  return ctx.db.transaction(async (tx) => {
    await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live' });
    const current = await getTag(tx, ctx, programId, tagId);
    const change = diff(snapshot(current), snapshot({ ...current, ...body }));
    if (!change) return toTag(current);
    const row = await tagsRepository.update(tx, ctx.platform.id, programId, tagId, body);
    await logChange(tx, ctx, { programId, action: 'update', entity: 'tag', entityId: tagId, ...change });
    return toTag(row);
  });
}

export function deleteTag(ctx: RequestContext, programId: string, tagId: string) {
  return removeLogged(ctx, programId, {
    entity: 'tag',
    id: tagId,
    find: (tx) => getTag(tx, ctx, programId, tagId),
    remove: (tx) => tagsRepository.remove(tx, ctx.platform.id, programId, tagId),
    snapshot,
  });
}
