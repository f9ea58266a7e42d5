import type { ApplicantRequest, CreateRequestBody } from '@opencall/shared/applications';
import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { AuthUser, RequestContext } from '../../../context';
import * as applicationsRepository from '../applications.repository';
import { liveProgram, personName } from '../responses/responses.service';
import type { RequestRow } from './requests.repository';
import * as repository from './requests.repository';

function toRequest(row: RequestRow): ApplicantRequest {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    status: row.status,
    applicationId: row.applicationId,
    applicant: row.applicantId ? { id: row.applicantId, name: personName(row), email: row.email ?? '' } : null,
    processedBy: row.processorId
      ? {
          id: row.processorId,
          name: personName({
            firstname: row.processorFirstname,
            lastname: row.processorLastname,
            email: row.processorEmail,
          }),
        }
      : null,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An applicant's request: to a published program, about one of their own applications if named. */
export async function createRequest(ctx: RequestContext, user: AuthUser, programId: string, body: CreateRequestBody) {
  const program = await applicationsRepository.findProgram(ctx.db, ctx.platform.id, programId);
  if (!program || program.status === 'deleted' || !program.publishedAt) {
    throw new AppError('not_found', { details: { entity: 'program' } });
  }
  if (body.applicationId) {
    const own = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, body.applicationId, {
      openTo: user.id,
    });
    if (!own || own.program.id !== program.id) throw new AppError('not_found', { details: { entity: 'application' } });
  }
  const id = await repository.insert(ctx.db, {
    platformId: ctx.platform.id,
    programId: program.id,
    userId: user.id,
    applicationId: body.applicationId ?? null,
    type: body.type,
    message: body.message,
  });
  return toRequest((await repository.findOne(ctx.db, ctx.platform.id, program.id, id)) as RequestRow);
}

export async function listRequests(
  ctx: RequestContext,
  programId: string,
  query: { page: number; perPage: number; status: 'unprocessed' | 'processed' },
) {
  const program = await liveProgram(ctx, programId);
  const [rows, totals] = await Promise.all([
    repository.list(ctx.db, ctx.platform.id, program.id, query.status, query.perPage, (query.page - 1) * query.perPage),
    repository.count(ctx.db, ctx.platform.id, program.id, query.status),
  ]);
  return toListPage(rows.map(toRequest), query, totals);
}

export async function setRequestStatus(
  ctx: RequestContext,
  programId: string,
  requestId: string,
  status: 'unprocessed' | 'processed',
) {
  const program = await liveProgram(ctx, programId);
  const notFound = new AppError('not_found', { details: { entity: 'request' } });
  if (!applicationsRepository.isUuid(requestId)) throw notFound;
  const changed = await repository.setStatus(
    ctx.db,
    ctx.platform.id,
    program.id,
    requestId,
    status,
    ctx.user?.id ?? null,
  );
  if (!changed) throw notFound;
  return toRequest((await repository.findOne(ctx.db, ctx.platform.id, program.id, requestId)) as RequestRow);
}
