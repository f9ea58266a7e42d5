import type { Field, FieldTranslation, FormTranslations } from '@opencall/shared/forms';

/** Every field of a form in reading order, those inside groups and accordion sections included. */
export function flattenFields(fields: readonly Field[]): Field[] {
  const all: Field[] = [];
  const visit = (list: readonly Field[]) => {
    for (const field of list) {
      all.push(field);
      if (field.fields) visit(field.fields);
      for (const section of field.sections ?? []) visit(section.fields);
    }
  };
  visit(fields);
  return all;
}

/** References used by more than one field anywhere in the form (answers and translations key on them). */
export function findDuplicateReferences(fields: readonly Field[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { reference } of flattenFields(fields)) {
    if (seen.has(reference)) duplicates.add(reference);
    seen.add(reference);
  }
  return [...duplicates];
}

export interface TextSanitizers {
  displayed: (text: string) => string;
  rich: (html: string) => string;
}

// Rich text (the builder's rich editor): every `description`, and the `content` of separator-text.
// Everything else shown to applicants is displayed text; image and video separators hold a key or URL.
function sanitizerOf(field: Field, property: 'description' | 'content', s: TextSanitizers) {
  if (property === 'description') return s.rich;
  if (field.type === 'separator-text') return s.rich;
  if (field.type === 'separator-image' || field.type === 'separator-video') return (value: string) => value;
  return s.displayed;
}

function mapOptional<T>(value: T | undefined, map: (value: T) => T): T | undefined {
  return value === undefined ? undefined : map(value);
}

/** The same fields with every displayed text passed through the allow-list sanitisers (SPEC §5). */
export function sanitizeFields(fields: readonly Field[], s: TextSanitizers): Field[] {
  return fields.map((field) => {
    const clean: Field = { ...field };
    const d = s.displayed;
    clean.title = mapOptional(field.title, d);
    clean.description = mapOptional(field.description, sanitizerOf(field, 'description', s));
    clean.placeholder = mapOptional(field.placeholder, d);
    clean.newGroupBtnLabel = mapOptional(field.newGroupBtnLabel, d);
    clean.deleteConfirmationMsg = mapOptional(field.deleteConfirmationMsg, d);
    clean.content = mapOptional(field.content, sanitizerOf(field, 'content', s));
    clean.options = field.options?.map((option) => ({ ...option, text: d(option.text) }));
    clean.rows = field.rows?.map((row) => ({ ...row, title: d(row.title) }));
    clean.cols = field.cols?.map((col) => ({ ...col, title: d(col.title) }));
    clean.scale = mapOptional(field.scale, (scale) => ({
      ...scale,
      minLabel: mapOptional(scale.minLabel, d),
      maxLabel: mapOptional(scale.maxLabel, d),
    }));
    clean.fields = mapOptional(field.fields, (nested) => sanitizeFields(nested, s));
    clean.sections = field.sections?.map((section) => ({
      name: d(section.name),
      fields: sanitizeFields(section.fields, s),
    }));
    return dropUndefined(clean);
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function mapRecord(record: Record<string, string> | undefined, map: (text: string) => string) {
  return mapOptional(record, (r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, map(v)])));
}

/** Translated texts get the sanitiser of the property they override. */
export function sanitizeTranslations(
  translations: FormTranslations,
  fields: readonly Field[],
  s: TextSanitizers,
): FormTranslations {
  const byReference = new Map(flattenFields(fields).map((field) => [field.reference, field]));
  const d = s.displayed;
  const clean: FormTranslations = {};
  for (const [lang, perField] of Object.entries(translations)) {
    clean[lang] = {};
    for (const [reference, t] of Object.entries(perField)) {
      const field = byReference.get(reference);
      if (!field) continue;
      const translated: FieldTranslation = {
        title: mapOptional(t.title, d),
        description: mapOptional(t.description, sanitizerOf(field, 'description', s)),
        placeholder: mapOptional(t.placeholder, d),
        newGroupBtnLabel: mapOptional(t.newGroupBtnLabel, d),
        deleteConfirmationMsg: mapOptional(t.deleteConfirmationMsg, d),
        content: mapOptional(t.content, sanitizerOf(field, 'content', s)),
        options: mapRecord(t.options, d),
        rows: mapRecord(t.rows, d),
        cols: mapRecord(t.cols, d),
      };
      clean[lang][reference] = dropUndefined(translated);
    }
  }
  return clean;
}

export interface TranslationProblem {
  path: string;
  message: 'language_not_in_program' | 'unknown_reference';
  lang: string;
  reference?: string;
}

/** Translations may only target the program's languages and fields that exist in the form. */
export function findTranslationProblems(
  translations: FormTranslations,
  fields: readonly Field[],
  programLangs: readonly string[],
): TranslationProblem[] {
  const references = new Set(flattenFields(fields).map((field) => field.reference));
  const problems: TranslationProblem[] = [];
  for (const [lang, perField] of Object.entries(translations)) {
    if (!programLangs.includes(lang)) {
      problems.push({ path: `translations.${lang}`, message: 'language_not_in_program', lang });
      continue;
    }
    for (const reference of Object.keys(perField)) {
      if (!references.has(reference)) {
        problems.push({ path: `translations.${lang}.${reference}`, message: 'unknown_reference', lang, reference });
      }
    }
  }
  return problems;
}
