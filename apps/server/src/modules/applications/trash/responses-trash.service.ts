import type { PageQuery } from '@opencall/shared/common';
import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { pickText } from '@opencall/shared/programs';
import type { RequestContext } from '../../../context';
import { isUuid } from '../applications.repository';
import { forgetPlatformResponseTotals } from '../responses/response-totals';
import { personName } from '../responses/responses.service';
import * as repository from './responses-trash.repository';

/** `home/trash/deposits`: responses in the trash, of every program, most recently deleted first. */
export async function listTrashedResponses(ctx: RequestContext, query: PageQuery) {
  const [rows, total] = await Promise.all([
    repository.listTrashed(ctx.db, ctx.platform.id, query.perPage, (query.page - 1) * query.perPage),
    repository.countTrashed(ctx.db, ctx.platform.id),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    status: row.status,
    deletedAt: (row.deletedAt as Date).toISOString(),
    program: {
      id: row.programId,
      slug: row.programSlug,
      title: pickText(row.programTitles, ctx.locale, row.defaultLang) || row.programSlug,
    },
    applicant: row.applicantId ? { id: row.applicantId, name: personName(row), email: row.email ?? '' } : null,
  }));
  return toListPage(data, query, { total, totalFiltred: total });
}

export async function restoreTrashedResponse(ctx: RequestContext, responseId: string) {
  if (!isUuid(responseId) || !(await repository.restore(ctx.db, ctx.platform.id, responseId))) {
    throw new AppError('not_found', { details: { entity: 'application' } });
  }
  forgetPlatformResponseTotals(ctx.platform.id);
  return { id: responseId };
}

export async function destroyTrashedResponse(ctx: RequestContext, responseId: string) {
  if (!isUuid(responseId) || !(await repository.destroy(ctx.db, ctx.platform.id, responseId))) {
    throw new AppError('not_found', { details: { entity: 'application' } });
  }
  forgetPlatformResponseTotals(ctx.platform.id);
  return { id: responseId };
}
