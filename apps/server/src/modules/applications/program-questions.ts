import { answerFieldsOf, fieldLabel } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import type { RequestContext } from '../../context';
import type { ProgramRow } from './applications.repository';
import * as repository from './exports/exports.repository';
import { liveProgram } from './responses/responses.service';

const localized = (texts: Record<string, string>, lang: string, fallback: string) =>
  texts[lang] || texts[fallback] || Object.values(texts)[0] || '';

/** The program's live forms in the order its categories' steps use them, and the categories' titles. */
export async function programForms(ctx: RequestContext, program: ProgramRow, locale: Locale) {
  const categories = await repository.programCategories(ctx.db, ctx.platform.id, program.id);
  const formIds = categories.flatMap((category) =>
    category.steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : [])),
  );
  const forms = await repository.programForms(ctx.db, ctx.platform.id, program.id, formIds);
  return {
    forms: [...new Set(formIds)].flatMap((id) => {
      const form = forms.get(id);
      return form && !form.deleted ? [form.fields] : [];
    }),
    categoryTitles: new Map(
      categories.map((category) => [category.id, localized(category.titles, locale, program.defaultLang)]),
    ),
  };
}

export interface ProgramQuestion {
  reference: string;
  label: string;
  type: string;
}

/**
 * Every question an application of the live program can answer, in form order, once per reference
 * (the same reference in two forms is one answer, as for the exports and the filters).
 */
export async function programQuestions(ctx: RequestContext, programId: string): Promise<ProgramQuestion[]> {
  const program = await liveProgram(ctx, programId);
  const { forms } = await programForms(ctx, program, ctx.locale);
  const questions = new Map<string, ProgramQuestion>();
  for (const field of forms.flatMap(answerFieldsOf))
    if (!questions.has(field.reference))
      questions.set(field.reference, { reference: field.reference, label: fieldLabel(field), type: field.type });
  return [...questions.values()];
}
