import { type Locale, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { removeProgramRoles } from '../auth';
import { countPrograms, forgetProgramTotals } from './program-totals';
import * as programsRepository from './programs.repository';
import { saveProgramChange, toProgram } from './programs.service';

export async function listTrashedPrograms(
  ctx: RequestContext,
  query: { page: number; perPage: number; search?: string; after?: string; lang?: Locale },
) {
  const platformId = ctx.platform.id;
  if (query.after && !(await programsRepository.find(ctx.db, platformId, query.after)))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const rows = await programsRepository.list(ctx.db, platformId, {
    statuses: ['deleted'],
    search: query.search,
    take: query.perPage,
    cursor: query.after ? { direction: 'after', id: query.after } : undefined,
  });
  const { total, totalFiltred } = await countPrograms(ctx.db, platformId, ['deleted'], query.search);
  const data = rows.map((row) => toProgram(row, query.lang ?? ctx.locale));
  return toListPage(data, query, { total, totalFiltred });
}

/** Back to the bucket it was deleted from (active when that was not recorded). */
export function restoreProgram(ctx: RequestContext, programId: string) {
  return ctx.db.transaction(async (tx) => {
    const current = await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'trash', forUpdate: true });
    const values = { status: current.statusBeforeDelete ?? 'active', statusBeforeDelete: null, deletedAt: null };
    return saveProgramChange(ctx, current, 'restore', values, tx);
  });
}

/**
 * Deletes for good, with its categories, forms, tags and logs (the foreign keys cascade). Only a
 * program of the trash: a live one answers 404 here, so nothing is ever lost in one step.
 */
export async function deleteProgramForever(ctx: RequestContext, programId: string) {
  return ctx.db.transaction(async (tx) => {
    const current = await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'trash', forUpdate: true });
    await removeProgramRoles(tx, ctx.platform.id, current.id);
    await programsRepository.remove(tx, ctx.platform.id, current.id);
    forgetProgramTotals(ctx.platform.id);
    return { id: current.id };
  });
}
