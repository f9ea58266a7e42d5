import {
  type ImportFieldTarget,
  type ImportMapping,
  importableFields,
  mappingProblems,
  normalizeLabel,
} from '@opencall/shared/applications';
import { AppError } from '@opencall/shared/errors';
import { type Field, translateFields, visibleText } from '@opencall/shared/forms';
import type { RequestContext } from '../../../context';
import { listLiveForms } from '../../forms';
import { listStepsForImport } from '../../programs';
import { type Conn, isUuid, type ProgramRow } from '../applications.repository';
import type { CategoryTarget } from './import-analysis';

/** What a program's import can fill: its categories, and the fields of the forms its steps use. */
export interface ProgramTargets {
  categories: { id: string; title: string }[];
  categoryTargets: CategoryTarget[];
  /** Every field of each form used by a step, untranslated, as the rules check them. */
  formFields: Map<string, Field[]>;
  fields: ImportFieldTarget[];
}

export async function loadTargets(ctx: RequestContext, db: Conn, program: ProgramRow): Promise<ProgramTargets> {
  const lang = program.supportedLangs.includes(ctx.locale) ? ctx.locale : program.defaultLang;
  const titleOf = (titles: Record<string, string>) =>
    titles[lang] || titles[program.defaultLang] || Object.values(titles).find(Boolean) || '';
  const categories = await listStepsForImport(db, ctx.platform.id, program.id);
  const formSteps = categories.map((category) =>
    category.steps
      .map((step, index) => ({ stepId: step.id, formId: step.config.form_id ?? '', stepNumber: index + 1 }))
      .filter((step, index) => category.steps[index]?.type === 'form' && isUuid(step.formId)),
  );
  const formIds = [...new Set(formSteps.flat().map((step) => step.formId))];
  const found = new Map((await listLiveForms(db, ctx.platform.id, program.id, formIds)).map((form) => [form.id, form]));
  const fields: ImportFieldTarget[] = [];
  for (const formId of formIds) {
    const form = found.get(formId);
    if (!form) continue;
    const steps = categories.flatMap((category, index) =>
      (formSteps[index] ?? [])
        .filter((step) => step.formId === formId)
        .map(({ stepId, stepNumber }) => ({
          categoryId: category.id,
          categoryTitle: titleOf(category.titles),
          stepId,
          stepNumber,
        })),
    );
    for (const field of importableFields(translateFields(form.fields, form.translations, lang))) {
      fields.push({
        formId,
        formTitle: form.title,
        reference: field.reference,
        title: visibleText(field.title ?? '').trim() || field.reference,
        type: field.type,
        required: Boolean(field.required),
        steps,
      });
    }
  }
  return {
    categories: categories.map((category) => ({ id: category.id, title: titleOf(category.titles) })),
    categoryTargets: categories.map((category, index) => ({
      id: category.id,
      names: new Set(Object.values(category.titles).map(normalizeLabel).filter(Boolean)),
      formSteps: (formSteps[index] ?? []).filter((step) => found.has(step.formId)),
    })),
    formFields: new Map([...found.values()].map((form) => [form.id, form.fields])),
    fields,
  };
}

type Problem = { column: number; reason: string };

/**
 * The mapped field of each column, once the mapping is known to be usable: one column per header,
 * an e-mail column, no target twice, fields the program's forms ask, a category for every row.
 */
export function checkMapping(mapping: ImportMapping, headerCount: number, targets: ProgramTargets) {
  const problems: Problem[] = [...mappingProblems(mapping.columns)];
  if (mapping.columns.length !== headerCount) problems.push({ column: -1, reason: 'column_count' });
  const fieldColumns = new Map<number, { formId: string; field: Field }>();
  mapping.columns.forEach((target, column) => {
    if (target.type !== 'field' || !target.formId || !target.reference) return;
    const known = targets.fields.some((f) => f.formId === target.formId && f.reference === target.reference);
    const field = importableFields(targets.formFields.get(target.formId) ?? []).find(
      (candidate) => candidate.reference === target.reference,
    );
    if (!known || !field) problems.push({ column, reason: 'unknown_field' });
    else fieldColumns.set(column, { formId: target.formId, field });
  });
  if (mapping.categoryId && !targets.categories.some((category) => category.id === mapping.categoryId)) {
    problems.push({ column: -1, reason: 'unknown_category' });
  }
  const hasCategoryColumn = mapping.columns.some((target) => target.type === 'category');
  if (
    targets.categories.length === 0 ||
    (!hasCategoryColumn && !mapping.categoryId && targets.categories.length !== 1)
  ) {
    problems.push({ column: -1, reason: 'category_required' });
  }
  if (problems.length) throw new AppError('import_mapping_invalid', { details: problems });
  return fieldColumns;
}
