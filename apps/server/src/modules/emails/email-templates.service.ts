import type { Locale } from '@opencall/shared/common';
import {
  ANSWER_FIELD_PREFIX,
  EMAIL_TEMPLATE_FIELDS,
  type EmailPreview,
  type EmailTemplateDetail,
  type EmailTemplateName,
  type EmailTemplateSummary,
  type MergeField,
  mergeFieldsIn,
  PROGRAM_EMAIL_TEMPLATES,
  type RenderEmailTemplateBody,
  type SaveEmailTemplateBody,
  unknownMergeFields,
} from '@opencall/shared/emails';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import type { AuthUser, RequestContext } from '../../context';
import { renderEmail } from '../../emails/render-email';
import { defaultBody, defaultSubject, type EmailOverride } from '../../emails/template-override';
import { enqueueEmail } from '../../jobs';
import * as repository from './email-templates.repository';
import { emailTemplateSource } from './template-source';

interface TemplateKey {
  programId: string;
  template: EmailTemplateName;
  locale: Locale;
}

const templateNotFound = () => new AppError('not_found', { details: { entity: 'email_template' } });

/** The program, and the template when it is one a program sends (account e-mails are the platform's). */
async function programOf(ctx: RequestContext, key: TemplateKey) {
  const program = await emailTemplateSource().program(ctx, key.programId);
  if (!PROGRAM_EMAIL_TEMPLATES.includes(key.template)) throw templateNotFound();
  return program;
}

async function mergeFieldsOf(ctx: RequestContext, programId: string, template: EmailTemplateName) {
  const spec = EMAIL_TEMPLATE_FIELDS[template];
  const questions = spec.answers ? await emailTemplateSource().questions(ctx, programId) : [];
  const fields: MergeField[] = [
    ...spec.fields.map((name) => ({ name })),
    ...questions.map((question) => ({ name: `${ANSWER_FIELD_PREFIX}${question.reference}`, label: question.label })),
  ];
  return { fields, questionReferences: questions.map((question) => question.reference) };
}

function detailOf(
  key: TemplateKey,
  row: repository.EmailTemplateRow | undefined,
  mergeFields: MergeField[],
): EmailTemplateDetail {
  return {
    template: key.template,
    locale: key.locale,
    subject: row?.subject ?? defaultSubject(key.template, key.locale),
    body: row?.body ?? defaultBody(key.template, key.locale),
    customised: row !== undefined,
    mergeFields,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listEmailTemplates(ctx: RequestContext, programRef: string): Promise<EmailTemplateSummary[]> {
  const program = await emailTemplateSource().program(ctx, programRef);
  const rows = await repository.listCustomised(ctx.db, ctx.platform.id, program.id);
  return PROGRAM_EMAIL_TEMPLATES.map((template) => ({
    template,
    customised: rows
      .filter((row) => row.template === template)
      .map((row) => row.locale as Locale)
      .sort(),
  }));
}

export async function getEmailTemplate(ctx: RequestContext, key: TemplateKey): Promise<EmailTemplateDetail> {
  const program = await programOf(ctx, key);
  const [row, fields] = await Promise.all([
    repository.find(ctx.db, ctx.platform.id, program.id, key.template, key.locale),
    mergeFieldsOf(ctx, program.id, key.template),
  ]);
  return detailOf(key, row, fields.fields);
}

/** The fields both texts name must be the template's, else 400 naming each unknown one. */
function checkFields(template: EmailTemplateName, texts: EmailOverride, questionReferences: string[]) {
  const issues = (['subject', 'body'] as const).flatMap((field) =>
    unknownMergeFields(template, mergeFieldsIn(texts[field]), questionReferences).map((name) => ({
      field,
      reason: 'unknown_merge_field',
      name,
    })),
  );
  if (issues.length) throw new AppError('validation_failed', { details: issues });
}

export async function saveEmailTemplate(
  ctx: RequestContext,
  key: TemplateKey,
  body: SaveEmailTemplateBody,
): Promise<EmailTemplateDetail> {
  const program = await programOf(ctx, key);
  const fields = await mergeFieldsOf(ctx, program.id, key.template);
  const texts = { subject: body.subject.trim(), body: sanitizeRichText(body.body) };
  checkFields(key.template, texts, fields.questionReferences);
  if (!texts.body.replace(/<[^>]*>/g, '').trim())
    throw new AppError('validation_failed', { details: [{ field: 'body', reason: 'required' }] });
  const row = await repository.upsert(ctx.db, {
    platformId: ctx.platform.id,
    programId: program.id,
    template: key.template,
    locale: key.locale,
    ...texts,
    updatedBy: ctx.user?.id ?? null,
  });
  return detailOf(key, row, fields.fields);
}

export async function resetEmailTemplate(ctx: RequestContext, key: TemplateKey): Promise<EmailTemplateDetail> {
  const program = await programOf(ctx, key);
  await repository.remove(ctx.db, ctx.platform.id, program.id, key.template, key.locale);
  const fields = await mergeFieldsOf(ctx, program.id, key.template);
  return detailOf(key, undefined, fields.fields);
}

/**
 * The e-mail as an application of the program would get it: the text given (being written), else the
 * program's version, else the default; the fields filled from that application.
 */
async function renderFor(ctx: RequestContext, key: TemplateKey, body: RenderEmailTemplateBody) {
  const program = await programOf(ctx, key);
  const [row, fields, found] = await Promise.all([
    repository.find(ctx.db, ctx.platform.id, program.id, key.template, key.locale),
    mergeFieldsOf(ctx, program.id, key.template),
    emailTemplateSource().values(ctx, program.id, body.applicationId ?? null, key.locale),
  ]);
  let override: EmailOverride | null = row ? { subject: row.subject, body: row.body } : null;
  if (body.subject !== undefined || body.body !== undefined) {
    const given = {
      subject: body.subject ?? override?.subject ?? defaultSubject(key.template, key.locale),
      body: sanitizeRichText(body.body ?? override?.body ?? defaultBody(key.template, key.locale)),
    };
    checkFields(key.template, given, fields.questionReferences);
    override = given;
  }
  // A field the application cannot fill (a session name, a code) shows its example.
  const examples = Object.fromEntries(fields.fields.map((field) => [field.name, `[${field.name}]`]));
  const values: Record<string, string> = { ...examples, ...found.values, platformName: ctx.platform.name };
  if (!values.link || values.link === '[link]') values.link = `${ctx.origin}/${key.locale}`;
  return { vars: values, override, applicationId: found.applicationId };
}

export async function previewEmailTemplate(
  ctx: RequestContext,
  key: TemplateKey,
  body: RenderEmailTemplateBody,
): Promise<EmailPreview> {
  const { vars, override, applicationId } = await renderFor(ctx, key, body);
  const email = renderEmail(key.template, key.locale, vars, override);
  return { subject: email.subject, html: email.html, applicationId };
}

/** The same e-mail, to the caller's own address, through the queue. */
export async function sendTestEmail(
  ctx: RequestContext,
  user: AuthUser,
  key: TemplateKey,
  body: RenderEmailTemplateBody,
) {
  const { vars, override } = await renderFor(ctx, key, body);
  await enqueueEmail(ctx.db, ctx.services.queue, {
    platformId: ctx.platform.id,
    to: user.email,
    template: key.template,
    locale: key.locale,
    vars,
    override,
  });
  return { to: user.email };
}
