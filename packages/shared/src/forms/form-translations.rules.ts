import type { Field, FieldTranslation, FormTranslations } from './fields.schemas';

/**
 * SPEC §3: a form is written in its program's default language; `translations[lang][reference]`
 * overrides texts per field. Options, rows and columns are overridden by their own reference.
 * An override that is missing or blank falls back to the base text. Accordion section names and
 * scale labels have no override in FieldTranslation, so they keep the base text.
 */
export const TRANSLATABLE_TEXTS = [
  'title',
  'description',
  'placeholder',
  'newGroupBtnLabel',
  'deleteConfirmationMsg',
] as const;
export const TRANSLATABLE_LISTS = ['options', 'rows', 'cols'] as const;
type TextProperty = (typeof TRANSLATABLE_TEXTS)[number] | 'content';
type ListProperty = (typeof TRANSLATABLE_LISTS)[number];

/** Separators whose content is words (image and video separators hold a file key or URL). */
const TEXT_CONTENT_TYPES: readonly string[] = ['separator-quote', 'separator-text', 'separator-title'];

const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

function translateField(field: Field, overrides: Record<string, FieldTranslation>): Field {
  const override = overrides[field.reference] ?? {};
  const merged: Field = { ...field };
  for (const property of [...TRANSLATABLE_TEXTS, 'content'] as const) {
    const text = override[property];
    if (filled(text) && field[property] !== undefined) merged[property] = text;
  }
  if (field.options)
    merged.options = field.options.map((o) => ({ ...o, text: pick(override.options, o.reference, o.text) }));
  if (field.rows) merged.rows = field.rows.map((r) => ({ ...r, title: pick(override.rows, r.reference, r.title) }));
  if (field.cols) merged.cols = field.cols.map((c) => ({ ...c, title: pick(override.cols, c.reference, c.title) }));
  if (field.fields) merged.fields = field.fields.map((child) => translateField(child, overrides));
  if (field.sections) {
    merged.sections = field.sections.map((s) => ({ ...s, fields: s.fields.map((f) => translateField(f, overrides)) }));
  }
  return merged;
}

function pick(texts: Record<string, string> | undefined, reference: string, base: string): string {
  const text = texts?.[reference];
  return filled(text) ? text : base;
}

/** The form as shown in `lang`: overrides merged by reference, base text where none. */
export function translateFields(fields: readonly Field[], translations: FormTranslations, lang: string): Field[] {
  const overrides = translations[lang] ?? {};
  return fields.map((field) => translateField(field, overrides));
}

/** One text that has a base version but no override; `key` names the option, row or column. */
export interface MissingTranslation {
  reference: string;
  property: TextProperty | ListProperty;
  key?: string;
}

function* allFields(fields: readonly Field[]): Generator<Field> {
  for (const field of fields) {
    yield field;
    yield* allFields(field.fields ?? []);
    yield* allFields((field.sections ?? []).flatMap((s) => s.fields));
  }
}

function missingIn(fields: readonly Field[], overrides: Record<string, FieldTranslation>): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const field of allFields(fields)) {
    const override = overrides[field.reference] ?? {};
    const { reference } = field;
    for (const property of TRANSLATABLE_TEXTS) {
      if (filled(field[property]) && !filled(override[property])) missing.push({ reference, property });
    }
    if (TEXT_CONTENT_TYPES.includes(field.type) && filled(field.content) && !filled(override.content)) {
      missing.push({ reference, property: 'content' });
    }
    for (const property of TRANSLATABLE_LISTS) {
      const items =
        property === 'options'
          ? (field.options ?? []).map((o) => ({ key: o.reference, text: o.text }))
          : (field[property] ?? []).map((i) => ({ key: i.reference, text: i.title }));
      for (const { key, text } of items) {
        if (filled(text) && !filled(override[property]?.[key])) missing.push({ reference, property, key });
      }
    }
  }
  return missing;
}

/**
 * For the builder's "missing in which language" view: per language asked (callers leave out the
 * form's own language), the texts still shown in the base language.
 */
export function findMissingTranslations(
  fields: readonly Field[],
  translations: FormTranslations,
  langs: readonly string[],
): Record<string, MissingTranslation[]> {
  return Object.fromEntries(langs.map((lang) => [lang, missingIn(fields, translations[lang] ?? {})]));
}
