import { PERMISSIONS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { applicationReference } from '@opencall/shared/evaluations';
import { sanitizeRichText } from '@opencall/shared/forms';
import type { ThreadMessage, ThreadPostBody } from '@opencall/shared/messages';
import { pickText } from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../context';
import { applicationApplicants, findApplicationWithContext, personName } from '../applications';
import { accountNamesOf, usersGrantedOn } from '../auth';
import { notify } from '../notifications';
import { getLiveProgram, type ProgramRef } from '../programs';
import { applicationPath, deliverToApplication, recipientLocale } from './message-delivery';
import type { MessageRow } from './messages.repository';
import * as repository from './messages.repository';
import { senderFiles, toAttachment } from './messages.service';

const applicationNotFound = () => new AppError('not_found', { details: { entity: 'application' } });

async function toThread(ctx: RequestContext, rows: MessageRow[], readerId: string): Promise<ThreadMessage[]> {
  const [names, files] = await Promise.all([
    accountNamesOf(
      ctx.db,
      rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
    ),
    repository.filesByIds(ctx.db, ctx.platform.id, [...new Set(rows.flatMap((row) => row.attachments))]),
  ]);
  return rows.map((row) => {
    const author = row.authorId ? names.get(row.authorId) : undefined;
    return {
      id: row.id,
      side: row.side,
      subject: row.subject,
      body: row.body,
      attachments: row.attachments.flatMap((id) => files.filter((file) => file.id === id).map(toAttachment)),
      author: row.authorId && author ? { id: row.authorId, name: personName({ ...author, email: null }) } : null,
      mine: row.authorId === readerId,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A live application of the live program, for its organizers; 404 otherwise (another program's included). */
async function organizerApplication(ctx: RequestContext, programId: string, applicationId: string) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const found = await findApplicationWithContext(ctx.db, ctx.platform.id, applicationId);
  if (!found || found.program.id !== program.id) throw applicationNotFound();
  return { program, application: found.application };
}

/** The application as its applicant or a team member opens it on the portal; anyone else's is 404. */
async function portalApplication(ctx: RequestContext, user: AuthUser, responseId: string) {
  const found = await findApplicationWithContext(ctx.db, ctx.platform.id, responseId, { openTo: user.id });
  if (!found || found.program.status === 'deleted') throw applicationNotFound();
  const program = await getLiveProgram(ctx.db, ctx.platform.id, found.program.id);
  return { program, application: found.application };
}

const cleanBody = (body: string) => {
  const html = sanitizeRichText(body);
  if (!html.replace(/<[^>]*>/g, '').trim())
    throw new AppError('validation_failed', { details: [{ field: 'body', reason: 'required' }] });
  return html;
};

/** A reply keeps the thread's subject unless given one. */
function replySubject(rows: MessageRow[], given: string | undefined, fallback: string) {
  if (given) return given;
  const last = rows.at(-1)?.subject;
  if (!last) return fallback;
  return /^re:/i.test(last) ? last : `Re: ${last}`;
}

export async function organizerThread(ctx: RequestContext, programId: string, applicationId: string) {
  const { application } = await organizerApplication(ctx, programId, applicationId);
  const rows = await repository.thread(ctx.db, ctx.platform.id, application.id);
  await repository.markRead(ctx.db, ctx.platform.id, application.id, 'organizer');
  return toThread(ctx, rows, ctx.user?.id ?? '');
}

export async function portalThread(ctx: RequestContext, user: AuthUser, responseId: string) {
  const { application } = await portalApplication(ctx, user, responseId);
  const rows = await repository.thread(ctx.db, ctx.platform.id, application.id);
  await repository.markRead(ctx.db, ctx.platform.id, application.id, 'applicant');
  return toThread(ctx, rows, user.id);
}

const titleOf = (program: ProgramRef, locale: string) =>
  pickText(program.titles, recipientLocale(program, locale), program.defaultLang);

/** An organizer writes to one application: its thread, its applicant's e-mail, and their bell. */
export async function writeToApplication(
  ctx: RequestContext,
  programId: string,
  applicationId: string,
  body: ThreadPostBody,
) {
  const user = ctx.user;
  if (!user) throw new AppError('authentication_required');
  const { program, application } = await organizerApplication(ctx, programId, applicationId);
  const html = cleanBody(body.body);
  const files = await senderFiles(ctx, user.id, body.attachments);
  const [recipient] = await applicationApplicants(ctx.db, ctx.platform.id, program.id, [application.id]);
  if (!recipient) throw applicationNotFound();
  const before = await repository.thread(ctx.db, ctx.platform.id, application.id);
  const subject = replySubject(before, body.subject, titleOf(program, ctx.locale));
  const row = await ctx.db.transaction((tx) =>
    deliverToApplication(tx, ctx.services.queue, {
      platformId: ctx.platform.id,
      origin: ctx.origin,
      program,
      recipient,
      subject,
      body: html,
      attachments: files,
      batchId: null,
      authorId: user.id,
    }),
  );
  if (recipient.applicantId) {
    const locale = recipientLocale(program, recipient.locale);
    await notify(ctx, {
      userIds: [recipient.applicantId],
      event: 'message_received',
      programId: program.id,
      params: { programTitle: titleOf(program, locale), reference: applicationReference(application.id) },
      link: applicationPath(program, application.id),
      // The message's own e-mail just went out: the `email` channel adds none.
      alreadyEmailed: true,
    });
  }
  const [message] = await toThread(ctx, [row], user.id);
  return message as ThreadMessage;
}

/** The applicant replies: the thread keeps it, the program's organizers are notified. */
export async function replyInThread(ctx: RequestContext, user: AuthUser, responseId: string, body: ThreadPostBody) {
  const { program, application } = await portalApplication(ctx, user, responseId);
  const html = cleanBody(body.body);
  const files = await senderFiles(ctx, user.id, body.attachments);
  const before = await repository.thread(ctx.db, ctx.platform.id, application.id);
  const row = await repository.insertMessage(ctx.db, ctx.platform.id, {
    programId: program.id,
    applicationId: application.id,
    batchId: null,
    authorId: user.id,
    side: 'applicant',
    subject: replySubject(before, body.subject, titleOf(program, ctx.locale)),
    body: html,
    attachments: files.map((file) => file.id),
  });
  const organizers = await usersGrantedOn(ctx.db, ctx.platform.id, program.id, PERMISSIONS.programCollaborate);
  await notify(ctx, {
    userIds: organizers,
    event: 'message_received',
    programId: program.id,
    params: { programTitle: titleOf(program, program.defaultLang), reference: applicationReference(application.id) },
    link: `/admin/programs/${program.slug}/responses/${application.id}`,
  });
  const [message] = await toThread(ctx, [row], user.id);
  return message as ThreadMessage;
}
