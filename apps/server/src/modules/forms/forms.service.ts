import { DEFAULT_LOCALE, isLocale, type Locale, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type CreateFormBody,
  type Field,
  FORM_TITLE_MAX_LENGTH,
  type Form,
  type FormListQuery,
  type FormTranslations,
  findConditionProblems,
  findMissingTranslations,
  MAX_FORM_FIELDS,
  type SaveFormBody,
  sanitizeDisplayedText,
  sanitizeRichText,
  translateFields,
  type ValidateAnswersBody,
  validateAnswers,
} from '@opencall/shared/forms';
import type { RequestContext } from '../../context';
import { BANNED_EMAIL_DOMAINS } from '../auth';
import {
  findDuplicateReferences,
  findTranslationProblems,
  flattenFields,
  sanitizeFields,
  sanitizeTranslations,
} from './form-definition';
import * as formsRepository from './forms.repository';

interface Program {
  id: string;
  defaultLang: Locale;
  supportedLangs: string[];
}

const sanitizers = { displayed: sanitizeDisplayedText, rich: sanitizeRichText };

async function getLiveProgram(ctx: RequestContext, programId: string): Promise<Program> {
  const program = await formsRepository.findLiveProgram(ctx.db, ctx.platform.id, programId);
  if (!program) throw new AppError('not_found', { details: { entity: 'program' } });
  return { ...program, defaultLang: isLocale(program.defaultLang) ? program.defaultLang : DEFAULT_LOCALE };
}

async function getLiveForm(ctx: RequestContext, programId: string, formId: string) {
  const form = await formsRepository.findLive(ctx.db, ctx.platform.id, programId, formId);
  if (!form) throw new AppError('not_found', { details: { entity: 'form' } });
  return form;
}

function toForm(row: formsRepository.FormRow, program: Program, lang: Locale): Form {
  return {
    id: row.id,
    programId: row.programId,
    title: row.title,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lang,
    fields: translateFields(row.fields, row.translations, lang),
    translations: row.translations,
    missingTranslations: findMissingTranslations(
      row.fields,
      row.translations,
      program.supportedLangs.filter((l) => l !== program.defaultLang),
    ),
  };
}

/** Checks and cleans a definition before it is stored; every problem answers 400 validation_failed. */
function checkFields(fields: Field[]): Field[] {
  const count = flattenFields(fields).length;
  if (count > MAX_FORM_FIELDS) {
    throw new AppError('validation_failed', {
      details: [{ path: 'fields', message: 'too_many_fields', max: MAX_FORM_FIELDS, count }],
    });
  }
  const duplicates = findDuplicateReferences(fields);
  if (duplicates.length) {
    throw new AppError('validation_failed', {
      details: [{ path: 'fields', message: 'duplicate_references', references: duplicates }],
    });
  }
  const conditionProblems = findConditionProblems(fields);
  if (conditionProblems.length) {
    throw new AppError('validation_failed', {
      details: [{ path: 'fields', message: 'invalid_conditions', problems: conditionProblems }],
    });
  }
  return sanitizeFields(fields, sanitizers);
}

function checkTranslations(translations: FormTranslations, fields: Field[], program: Program): FormTranslations {
  const problems = findTranslationProblems(translations, fields, program.supportedLangs);
  if (problems.length) throw new AppError('validation_failed', { details: problems });
  return sanitizeTranslations(translations, fields, sanitizers);
}

function cleanTitle(title: string): string {
  const clean = sanitizeDisplayedText(title).trim();
  if (!clean) throw new AppError('validation_failed', { details: [{ path: 'title', message: 'required' }] });
  return clean;
}

export async function listForms(ctx: RequestContext, programId: string, query: FormListQuery) {
  await getLiveProgram(ctx, programId);
  const cursor = query.after
    ? await formsRepository.findCursor(ctx.db, ctx.platform.id, programId, query.after)
    : undefined;
  if (query.after && !cursor) {
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  }
  const rows = await formsRepository.listLive(ctx.db, ctx.platform.id, programId, {
    search: query.search,
    perPage: query.perPage,
    after: cursor && query.after ? { createdAt: cursor.createdAt, id: query.after } : undefined,
  });
  const { total, totalFiltred } = await formsRepository.countLive(ctx.db, ctx.platform.id, programId, query.search);
  const data = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return toListPage(data, query, { total, totalFiltred });
}

export async function createForm(ctx: RequestContext, programId: string, body: CreateFormBody): Promise<Form> {
  const program = await getLiveProgram(ctx, programId);
  const row = await formsRepository.insert(ctx.db, ctx.platform.id, {
    programId,
    title: cleanTitle(body.title),
    fields: checkFields(body.fields ?? []),
    translations: {},
  });
  return toForm(row, program, program.defaultLang);
}

export async function getForm(ctx: RequestContext, programId: string, formId: string, lang: Locale): Promise<Form> {
  const program = await getLiveProgram(ctx, programId);
  return toForm(await getLiveForm(ctx, programId, formId), program, lang);
}

/** Saves over the version the editor loaded; a save from a stale editor is refused, never merged. */
export async function saveForm(
  ctx: RequestContext,
  programId: string,
  formId: string,
  body: SaveFormBody,
): Promise<Form> {
  const program = await getLiveProgram(ctx, programId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await formsRepository.findLive(tx, ctx.platform.id, programId, formId, true);
    if (!current) throw new AppError('not_found', { details: { entity: 'form' } });
    if (current.version !== body.version) {
      throw new AppError('version_conflict', { details: { currentVersion: current.version } });
    }
    const fields = body.fields ? checkFields(body.fields) : current.fields;
    // Stored translations of a removed field are kept (harmless in the merge, back if the field returns);
    // only the translations sent now are checked against the fields.
    const translations = body.translations ? checkTranslations(body.translations, fields, program) : undefined;
    return formsRepository.update(tx, ctx.platform.id, formId, {
      title: body.title === undefined ? undefined : cleanTitle(body.title),
      fields: body.fields ? fields : undefined,
      translations,
    });
  });
  return toForm(row, program, program.defaultLang);
}

export async function duplicateForm(
  ctx: RequestContext,
  programId: string,
  formId: string,
  title: string | undefined,
): Promise<Form> {
  const program = await getLiveProgram(ctx, programId);
  const original = await getLiveForm(ctx, programId, formId);
  const suffix = ' (2)';
  const row = await formsRepository.insert(ctx.db, ctx.platform.id, {
    programId,
    title: title ? cleanTitle(title) : `${original.title.slice(0, FORM_TITLE_MAX_LENGTH - suffix.length)}${suffix}`,
    fields: original.fields,
    translations: original.translations,
  });
  return toForm(row, program, program.defaultLang);
}

export async function trashForm(ctx: RequestContext, programId: string, formId: string): Promise<void> {
  await getLiveProgram(ctx, programId);
  if (!(await formsRepository.moveToTrash(ctx.db, ctx.platform.id, programId, formId))) {
    throw new AppError('not_found', { details: { entity: 'form' } });
  }
}

/** The server is the authority on answers: the same shared rules the client runs, hidden fields skipped. */
export async function validateFormAnswers(
  ctx: RequestContext,
  programId: string,
  formId: string,
  body: ValidateAnswersBody,
) {
  await getLiveProgram(ctx, programId);
  const form = await getLiveForm(ctx, programId, formId);
  const issues = validateAnswers(form.fields, body.answers, { bannedEmailDomains: BANNED_EMAIL_DOMAINS });
  return { issues };
}
