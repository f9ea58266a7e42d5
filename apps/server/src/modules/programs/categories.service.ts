import { randomUUID } from 'node:crypto';
import { type Locale, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import {
  type Category,
  type CreateCategoryBody,
  MAX_CATEGORIES_PER_PROGRAM,
  pickText,
  resolveLang,
  type StepInput,
  type UpdateCategoryBody,
} from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { liveFormIdsAmong } from '../forms';
import type { CategoryRow, StoredStep } from './categories.repository';
import * as categoriesRepository from './categories.repository';
import { diff, logChange, removeLogged } from './program-logs.service';
import type { Conn, ProgramRow } from './programs.repository';
import * as programsRepository from './programs.repository';

type Issue = { field: string; reason: string };

export function toCategory(row: CategoryRow, lang: string, defaultLang: string): Category {
  return {
    id: row.id,
    title: pickText(row.titles, lang, defaultLang),
    titles: row.titles,
    position: row.position,
    steps: row.steps.map((step) => ({
      id: step.id,
      type: step.type,
      title: pickText(step.titles, lang, defaultLang),
      titles: step.titles,
      config: step.config,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function snapshot(row: CategoryRow): Record<string, unknown> {
  return { titles: row.titles, position: row.position, steps: row.steps };
}

function envelope(data: Category[]) {
  // One page holds every category: a program has at most MAX_CATEGORIES_PER_PROGRAM.
  return toListPage(
    data,
    { page: 1, perPage: MAX_CATEGORIES_PER_PROGRAM },
    { total: data.length, totalFiltred: data.length },
  );
}

function present(row: CategoryRow, program: ProgramRow, requested: Locale | undefined) {
  return toCategory(row, resolveLang(requested, program.defaultLang, program.supportedLangs), program.defaultLang);
}

function presentAll(rows: CategoryRow[], program: ProgramRow, requested: Locale | undefined) {
  return rows.map((row) => present(row, program, requested));
}

/**
 * Keeps each step's own config only (a form id for a form, sanitised rich text for a textarea),
 * gives new steps an id, and refuses a form that is not one of the program's.
 */
async function normalizeSteps(db: Conn, ctx: RequestContext, programId: string, steps: StepInput[]) {
  const issues: Issue[] = [];
  const formIds = steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : []));
  const known = await liveFormIdsAmong(db, ctx.platform.id, programId, formIds);
  const seen = new Set<string>();
  const normalized = steps.map((step, index): StoredStep => {
    const id = step.id ?? randomUUID();
    if (seen.has(id)) issues.push({ field: `steps.${index}.id`, reason: 'duplicate' });
    seen.add(id);
    const titles = step.titles as Record<string, string>;
    if (step.type === 'form') {
      const formId = step.config.form_id?.trim() ?? '';
      if (formId && !known.has(formId)) issues.push({ field: `steps.${index}.config.form_id`, reason: 'unknown_form' });
      return { id, type: step.type, titles, config: { form_id: formId } };
    }
    if (step.type === 'textarea') {
      return { id, type: step.type, titles, config: { content: sanitizeRichText(step.config.content ?? '') } };
    }
    return { id, type: step.type, titles, config: {} };
  });
  if (issues.length) throw new AppError('validation_failed', { details: issues });
  return normalized;
}

function assertDefaultTitle(titles: Record<string, string>, program: ProgramRow) {
  if (!titles[program.defaultLang])
    throw new AppError('validation_failed', { details: [{ field: 'titles', reason: 'missing_default_lang' }] });
}

async function getCategory(db: Conn, ctx: RequestContext, programId: string, categoryId: string) {
  const row = await categoriesRepository.find(db, ctx.platform.id, programId, categoryId, true);
  if (!row) throw new AppError('not_found', { details: { entity: 'category' } });
  return row;
}

export async function listCategories(ctx: RequestContext, programId: string, lang: Locale | undefined) {
  const program = await programsRepository.get(ctx.db, ctx.platform.id, programId);
  const rows = await categoriesRepository.list(ctx.db, ctx.platform.id, programId);
  return envelope(presentAll(rows, program, lang ?? ctx.locale));
}

export function createCategory(ctx: RequestContext, programId: string, body: CreateCategoryBody) {
  return ctx.db.transaction(async (tx) => {
    const platformId = ctx.platform.id;
    // The program's lock serialises concurrent additions, so positions stay distinct.
    const program = await programsRepository.get(tx, platformId, programId, { scope: 'live', forUpdate: true });
    const titles = body.titles as Record<string, string>;
    assertDefaultTitle(titles, program);
    const { count, lastPosition } = await categoriesRepository.countAndLastPosition(tx, platformId, programId);
    if (count >= MAX_CATEGORIES_PER_PROGRAM)
      throw new AppError('validation_failed', { details: [{ field: 'categories', reason: 'too_many' }] });
    const steps = await normalizeSteps(tx, ctx, programId, body.steps);
    const row = await categoriesRepository.insert(tx, platformId, programId, {
      titles,
      steps,
      position: lastPosition + 1,
    });
    await logChange(tx, ctx, {
      programId,
      action: 'create',
      entity: 'category',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return present(row, program, ctx.locale);
  });
}

export function updateCategory(ctx: RequestContext, programId: string, categoryId: string, body: UpdateCategoryBody) {
  return ctx.db.transaction(async (tx) => {
    const platformId = ctx.platform.id;
    const program = await programsRepository.get(tx, platformId, programId, { scope: 'live' });
    const current = await getCategory(tx, ctx, programId, categoryId);
    const titles = body.titles as Record<string, string> | undefined;
    if (titles) assertDefaultTitle(titles, program);
    const steps = body.steps ? await normalizeSteps(tx, ctx, programId, body.steps) : undefined;
    const values = { ...(titles && { titles }), ...(steps && { steps }) };
    const change = diff(snapshot(current), snapshot({ ...current, ...values }));
    if (!change) return present(current, program, ctx.locale);
    const row = await categoriesRepository.update(tx, platformId, programId, categoryId, values);
    await logChange(tx, ctx, { programId, action: 'update', entity: 'category', entityId: categoryId, ...change });
    return present(row, program, ctx.locale);
  });
}

export function deleteCategory(ctx: RequestContext, programId: string, categoryId: string) {
  return removeLogged(ctx, programId, {
    entity: 'category',
    id: categoryId,
    find: (tx) => getCategory(tx, ctx, programId, categoryId),
    remove: (tx) => categoriesRepository.remove(tx, ctx.platform.id, programId, categoryId),
    snapshot,
  });
}

/** Drag and drop: `ids` must name every category of the program exactly once. */
export function reorderCategories(ctx: RequestContext, programId: string, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const platformId = ctx.platform.id;
    const program = await programsRepository.get(tx, platformId, programId, { scope: 'live', forUpdate: true });
    const current = await categoriesRepository.list(tx, platformId, programId);
    const currentIds = current.map((row) => row.id);
    const sameSet =
      new Set(ids).size === ids.length &&
      ids.length === currentIds.length &&
      ids.every((id) => currentIds.includes(id));
    if (!sameSet)
      throw new AppError('validation_failed', { details: [{ field: 'ids', reason: 'not_the_program_categories' }] });
    if (ids.some((id, index) => id !== currentIds[index])) {
      await categoriesRepository.setOrder(tx, platformId, programId, ids);
      await logChange(tx, ctx, {
        programId,
        action: 'reorder',
        entity: 'category',
        entityId: null,
        before: { order: currentIds },
        after: { order: ids },
      });
    }
    const rows = await categoriesRepository.list(tx, platformId, programId);
    return envelope(presentAll(rows, program, ctx.locale));
  });
}
