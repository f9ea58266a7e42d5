import { toListPage } from '@opencall/shared/common';
import type { EmailLog, EmailLogDetail, EmailLogListQuery } from '@opencall/shared/email-logs';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { enqueueCopy } from '../../jobs';
import * as repository from './email-logs.repository';

type Row = Awaited<ReturnType<typeof repository.listPlatformEmails>>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

function toItem(row: Row): EmailLog {
  return {
    id: row.id,
    to: row.to,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** `from`/`to` are whole UTC days: from the first one's start to the end of the last one. */
function filtersOf(query: EmailLogListQuery): repository.OutboxLogFilters {
  const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
  return {
    search: query.search || undefined,
    status: query.status,
    template: query.template,
    from: query.from ? day(query.from) : undefined,
    until: query.to ? new Date(day(query.to).getTime() + DAY_MS) : undefined,
  };
}

async function getEmail(ctx: RequestContext, emailId: string) {
  const row = await repository.findPlatformEmail(ctx.db, ctx.platform.id, emailId);
  if (!row) throw new AppError('not_found', { details: { entity: 'email' } });
  return row;
}

export async function listEmailLogs(ctx: RequestContext, query: EmailLogListQuery) {
  const cursor = query.after ? await repository.findPlatformEmail(ctx.db, ctx.platform.id, query.after) : undefined;
  if (query.after && !cursor)
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  const filters = filtersOf(query);
  const rows = await repository.listPlatformEmails(ctx.db, ctx.platform.id, {
    ...filters,
    perPage: query.perPage,
    after: cursor ? { createdAt: cursor.createdAt, id: cursor.id } : undefined,
  });
  const totals = await repository.countPlatformEmails(ctx.db, ctx.platform.id, filters);
  return toListPage(rows.map(toItem), query, totals);
}

export function listEmailLogTemplates(ctx: RequestContext): Promise<string[]> {
  return repository.listPlatformTemplates(ctx.db, ctx.platform.id);
}

export async function getEmailLog(ctx: RequestContext, emailId: string): Promise<EmailLogDetail> {
  const row = await getEmail(ctx, emailId);
  return { ...toItem(row), text: row.text, html: row.html };
}

/** A copy of the e-mail, same recipient and content, goes out through the queue as a new entry of the log. */
export async function resendEmail(ctx: RequestContext, emailId: string): Promise<EmailLog> {
  const row = await getEmail(ctx, emailId);
  const copyId = await enqueueCopy(ctx.db, ctx.services.queue, ctx.platform.id, {
    to: row.to,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    text: row.text,
    html: row.html,
  });
  // The worker may already be on it: whatever state it has now is the answer.
  const copy = await repository.findPlatformEmail(ctx.db, ctx.platform.id, copyId);
  if (!copy) throw new AppError('internal_error');
  return toItem(copy);
}
