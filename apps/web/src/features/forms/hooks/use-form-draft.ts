import type { FieldType, Form, FormTranslations } from '@opencall/shared/forms';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  createDraftField,
  type DraftField,
  findDraft,
  getContainer,
  insertDraft,
  mapDraft,
  ROOT,
  removeDraft,
  setContainer,
  toDraft,
  walkDraft,
} from '../draft-fields';

export interface FormDraft {
  title: string;
  fields: DraftField[];
  translations: FormTranslations;
  version: number;
}

function fromForm(form: Form): FormDraft {
  return { title: form.title, fields: toDraft(form.fields), translations: form.translations, version: form.version };
}

/** Renames the overrides of a field whose reference changed, so they stay attached to it. */
function renameInTranslations(translations: FormTranslations, from: string, to: string): FormTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, perField]) => {
      if (!perField[from]) return [lang, perField];
      const { [from]: moved, ...rest } = perField;
      return [lang, { ...rest, [to]: moved }];
    }),
  ) as FormTranslations;
}

/** Overrides of fields that still exist (deleted fields' texts would be refused as unknown references). */
export function prunedTranslations(draft: FormDraft): FormTranslations {
  const references = new Set([...walkDraft(draft.fields)].map((f) => f.reference));
  return Object.fromEntries(
    Object.entries(draft.translations).map(([lang, perField]) => [
      lang,
      Object.fromEntries(Object.entries(perField).filter(([reference]) => references.has(reference))),
    ]),
  ) as FormTranslations;
}

/** The builder's working copy: everything it changes stays local until saved. */
export function useFormDraft(form: Form) {
  const [draft, setDraft] = useState<FormDraft>(() => fromForm(form));
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const change = useCallback((update: (current: FormDraft) => FormDraft) => {
    setDraft(update);
    setDirty(true);
  }, []);

  const actions = useMemo(
    () => ({
      reset: (next: Form) => {
        setDraft(fromForm(next));
        setDirty(false);
        setSelected(null);
      },
      saved: (version: number) => {
        setDraft((current) => ({ ...current, version }));
        setDirty(false);
      },
      setTitle: (title: string) => change((d) => ({ ...d, title })),
      setFields: (fields: DraftField[]) => change((d) => ({ ...d, fields })),
      updateFields: (update: (fields: DraftField[]) => DraftField[]) =>
        change((d) => ({ ...d, fields: update(d.fields) })),
      add: (type: FieldType, container = ROOT, index?: number) => {
        const field = createDraftField(latest.current.fields, type);
        change((d) => {
          const target = getContainer(d.fields, container) ? container : ROOT;
          return { ...d, fields: insertDraft(d.fields, target, field, index) };
        });
        setSelected(field.key);
        return field;
      },
      update: (key: string, patch: Partial<DraftField>) =>
        change((d) => {
          const before = findDraft(d.fields, key);
          const renamed = before && patch.reference !== undefined && patch.reference !== before.reference;
          return {
            ...d,
            fields: mapDraft(d.fields, key, (f) => ({ ...f, ...patch })),
            translations:
              renamed && patch.reference
                ? renameInTranslations(d.translations, before.reference, patch.reference)
                : d.translations,
          };
        }),
      remove: (key: string) => {
        change((d) => ({ ...d, fields: removeDraft(d.fields, key) }));
        setSelected((current) => (current === key ? null : current));
      },
      setContainer: (id: string, list: DraftField[]) =>
        change((d) => ({ ...d, fields: setContainer(d.fields, id, list) })),
      setTranslation: (
        lang: string,
        reference: string,
        update: (t: FormTranslations[string][string]) => FormTranslations[string][string],
      ) =>
        change((d) => {
          const perLang = d.translations[lang] ?? {};
          return {
            ...d,
            translations: { ...d.translations, [lang]: { ...perLang, [reference]: update(perLang[reference] ?? {}) } },
          };
        }),
      select: setSelected,
    }),
    [change],
  );

  return { draft, dirty, selected, actions };
}

export type DraftActions = ReturnType<typeof useFormDraft>['actions'];
