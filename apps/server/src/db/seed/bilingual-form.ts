import type { Field, FieldTranslation, FormTranslations } from '@opencall/shared/forms';

/** A text in the program's default language (French) and in English. */
export type Bi = readonly [fr: string, en: string];

type Axis = { reference: string; title: Bi };

/** A field as the demo writes it: every text in both languages at once. */
export interface DemoField
  extends Omit<
    Field,
    | 'title'
    | 'description'
    | 'placeholder'
    | 'options'
    | 'fields'
    | 'sections'
    | 'rows'
    | 'cols'
    | 'content'
    | 'newGroupBtnLabel'
    | 'deleteConfirmationMsg'
  > {
  title?: Bi;
  description?: Bi;
  placeholder?: Bi;
  options?: { reference: string; text: Bi; image?: string }[];
  fields?: DemoField[];
  /** Section names have no translation in a form (SPEC §3): they are written in French only. */
  sections?: { name: string; fields: DemoField[] }[];
  rows?: Axis[];
  cols?: Axis[];
  /** Words for text separators; a key or an address for image and video ones. */
  content?: Bi | string;
  newGroupBtnLabel?: Bi;
  deleteConfirmationMsg?: Bi;
}

const TEXTS = ['title', 'description', 'placeholder', 'newGroupBtnLabel', 'deleteConfirmationMsg'] as const;

/** The stored form: French fields, and English overrides merged by reference (as the builder saves them). */
export function bilingualForm(fields: readonly DemoField[]): { fields: Field[]; translations: FormTranslations } {
  const en: Record<string, FieldTranslation> = {};
  const toField = (demo: DemoField): Field => {
    const { options, fields: children, sections, rows, cols, content, ...rest } = demo;
    const field: Field = { ...rest } as Field;
    const override: FieldTranslation = {};
    for (const key of TEXTS) {
      const text = demo[key];
      if (text) {
        field[key] = text[0];
        override[key] = text[1];
      }
    }
    if (typeof content === 'string') field.content = content;
    else if (content) {
      field.content = content[0];
      override.content = content[1];
    }
    if (options) {
      field.options = options.map(({ text, ...option }) => ({ ...option, text: text[0] }));
      override.options = Object.fromEntries(options.map((option) => [option.reference, option.text[1]]));
    }
    if (rows) {
      field.rows = rows.map((row) => ({ reference: row.reference, title: row.title[0] }));
      override.rows = Object.fromEntries(rows.map((row) => [row.reference, row.title[1]]));
    }
    if (cols) {
      field.cols = cols.map((col) => ({ reference: col.reference, title: col.title[0] }));
      override.cols = Object.fromEntries(cols.map((col) => [col.reference, col.title[1]]));
    }
    if (children) field.fields = children.map(toField);
    if (sections)
      field.sections = sections.map((section) => ({ name: section.name, fields: section.fields.map(toField) }));
    if (Object.keys(override).length) en[demo.reference] = override;
    return field;
  };
  return { fields: fields.map(toField), translations: { en } };
}
