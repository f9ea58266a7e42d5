import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { FormListQuery, TrashedForm } from '@opencall/shared/forms';
import type { RequestContext } from '../../context';
import * as formsRepository from './forms.repository';

// The trash is platform-wide: a form is listed, restored or destroyed whatever its program's state.

export async function listTrashedForms(ctx: RequestContext, query: FormListQuery) {
  const cursor = query.after ? await formsRepository.findTrashed(ctx.db, ctx.platform.id, query.after) : undefined;
  if (query.after && !cursor?.deletedAt) {
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  }
  const rows = await formsRepository.listTrashed(ctx.db, ctx.platform.id, {
    search: query.search,
    perPage: query.perPage,
    after: cursor?.deletedAt ? { deletedAt: cursor.deletedAt, id: cursor.id } : undefined,
  });
  const { total, totalFiltred } = await formsRepository.countTrashed(ctx.db, ctx.platform.id, query.search);
  const data: TrashedForm[] = rows.map((row) => ({ ...row, deletedAt: row.deletedAt.toISOString() }));
  return toListPage(data, query, { total, totalFiltred });
}

export async function restoreForm(ctx: RequestContext, formId: string): Promise<void> {
  if (!(await formsRepository.restore(ctx.db, ctx.platform.id, formId))) {
    throw new AppError('not_found', { details: { entity: 'form' } });
  }
}

/** Only a form already in the trash can be deleted for good. */
export async function destroyForm(ctx: RequestContext, formId: string): Promise<void> {
  if (!(await formsRepository.destroy(ctx.db, ctx.platform.id, formId))) {
    throw new AppError('not_found', { details: { entity: 'form' } });
  }
}
