import type { Field, FieldType } from '@opencall/shared/forms';

/** A field being edited: a stable `key` for drag and drop, since the reference may be renamed. */
export type DraftField = Omit<Field, 'fields' | 'sections'> & {
  key: string;
  fields?: DraftField[];
  sections?: { name: string; fields: DraftField[] }[];
};

/** Containers: `root`, a group's key, or `<accordion key>#<section index>`. */
export const ROOT = 'root';
export const REFERENCE_PATTERN = /^[A-Za-z0-9_-]+$/;

let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export function toDraft(fields: readonly Field[]): DraftField[] {
  return fields.map(({ fields: children, sections, ...rest }) => ({
    ...rest,
    key: newKey(),
    ...(children && { fields: toDraft(children) }),
    ...(sections && { sections: sections.map((s) => ({ name: s.name, fields: toDraft(s.fields) })) }),
  }));
}

export function toFields(fields: readonly DraftField[]): Field[] {
  return fields.map(({ key: _key, fields: children, sections, ...rest }) => ({
    ...rest,
    ...(children && { fields: toFields(children) }),
    ...(sections && { sections: sections.map((s) => ({ name: s.name, fields: toFields(s.fields) })) }),
  }));
}

export function* walkDraft(fields: readonly DraftField[]): Generator<DraftField> {
  for (const field of fields) {
    yield field;
    yield* walkDraft(field.fields ?? []);
    for (const section of field.sections ?? []) yield* walkDraft(section.fields);
  }
}

export function findDraft(fields: readonly DraftField[], key: string): DraftField | undefined {
  for (const field of walkDraft(fields)) if (field.key === key) return field;
  return undefined;
}

/** `type-1`, `type-2`… the first reference not used yet. */
export function uniqueReference(fields: readonly DraftField[], base: string): string {
  const used = new Set([...walkDraft(fields)].map((f) => f.reference));
  let index = 1;
  while (used.has(`${base}-${index}`)) index++;
  return `${base}-${index}`;
}

export function createDraftField(fields: readonly DraftField[], type: FieldType): DraftField {
  const field: DraftField = { key: newKey(), type, reference: uniqueReference(fields, type) };
  if (['select', 'radio', 'checkbox', 'picture-choice'].includes(type)) {
    field.options = [
      { reference: 'option-1', text: 'Option 1' },
      { reference: 'option-2', text: 'Option 2' },
    ];
  }
  if (type === 'questions-group' || type === 'simple-questions-group') field.fields = [];
  if (type === 'accordion') field.sections = [{ name: 'Section 1', fields: [] }];
  if (type === 'table') {
    field.rows = [{ reference: 'row-1', title: 'Ligne 1' }];
    field.cols = [{ reference: 'col-1', title: 'Colonne 1' }];
  }
  if (type === 'linear-scale') field.scale = { min: 1, max: 5 };
  if (type === 'notation') field.scale = { min: 1, max: 5 };
  if (type.startsWith('separator-')) field.content = '';
  return field;
}

export function getContainer(fields: DraftField[], id: string): DraftField[] | undefined {
  if (id === ROOT) return fields;
  const [key, section] = id.split('#');
  const owner = findDraft(fields, key ?? '');
  if (!owner) return undefined;
  return section === undefined ? owner.fields : owner.sections?.[Number(section)]?.fields;
}

/** Rebuilds the tree with one container's list replaced. */
export function setContainer(fields: DraftField[], id: string, list: DraftField[]): DraftField[] {
  if (id === ROOT) return list;
  const [key, section] = id.split('#');
  return mapDraft(fields, key ?? '', (owner) =>
    section === undefined
      ? { ...owner, fields: list }
      : {
          ...owner,
          sections: (owner.sections ?? []).map((s, i) => (i === Number(section) ? { ...s, fields: list } : s)),
        },
  );
}

export function mapDraft(fields: DraftField[], key: string, update: (f: DraftField) => DraftField): DraftField[] {
  return fields.map((field) => {
    if (field.key === key) return update(field);
    let next = field;
    if (field.fields) {
      const children = mapDraft(field.fields, key, update);
      if (children.some((c, i) => c !== field.fields?.[i])) next = { ...next, fields: children };
    }
    if (field.sections) {
      const sections = field.sections.map((s) => {
        const inner = mapDraft(s.fields, key, update);
        return inner.some((c, i) => c !== s.fields[i]) ? { ...s, fields: inner } : s;
      });
      if (sections.some((s, i) => s !== field.sections?.[i])) next = { ...next, sections };
    }
    return next;
  });
}

export function removeDraft(fields: DraftField[], key: string): DraftField[] {
  return fields
    .filter((f) => f.key !== key)
    .map((f) => ({
      ...f,
      ...(f.fields && { fields: removeDraft(f.fields, key) }),
      ...(f.sections && { sections: f.sections.map((s) => ({ ...s, fields: removeDraft(s.fields, key) })) }),
    }));
}

/** The container holding `key`, or undefined. */
export function containerOf(fields: readonly DraftField[], key: string, id = ROOT): string | undefined {
  for (const field of fields) {
    if (field.key === key) return id;
    const inGroup = field.fields && containerOf(field.fields, key, field.key);
    if (inGroup) return inGroup;
    for (const [index, section] of (field.sections ?? []).entries()) {
      const found = containerOf(section.fields, key, `${field.key}#${index}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Inserts `field` into container `id` at `index` (the end when undefined). */
export function insertDraft(fields: DraftField[], id: string, field: DraftField, index?: number): DraftField[] {
  const list = [...(getContainer(fields, id) ?? [])];
  list.splice(index ?? list.length, 0, field);
  return setContainer(fields, id, list);
}

/** Moves a field to another place; refused (unchanged) into itself or one of its descendants. */
export function moveDraft(fields: DraftField[], key: string, id: string, index?: number): DraftField[] {
  const field = findDraft(fields, key);
  if (!field) return fields;
  const ownKey = id.split('#')[0];
  if (ownKey && [...walkDraft([field])].some((f) => f.key === ownKey)) return fields;
  return insertDraft(removeDraft(fields, key), id, field, index);
}

export function countDraft(fields: readonly DraftField[]): number {
  return [...walkDraft(fields)].length;
}
