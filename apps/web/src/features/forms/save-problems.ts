import { type ConditionProblem, findConditionProblems } from '@opencall/shared/forms';
import { ApiError } from '../../lib/api-error';
import type { TFunction } from '../../lib/translator';
import { type DraftField, toFields, walkDraft } from './draft-fields';

interface Detail {
  path?: string;
  message?: string;
  references?: string[];
  problems?: ConditionProblem[];
  reference?: string;
  lang?: string;
  max?: number;
}

export interface FieldProblems {
  /** By field key. */
  byKey: Map<string, string[]>;
  general: string[];
}

function push(map: Map<string, string[]>, key: string, text: string) {
  const list = map.get(key) ?? [];
  if (!list.includes(text)) map.set(key, [...list, text]);
}

export function conditionProblemText(problem: ConditionProblem, t: TFunction): string {
  return t(`validation:${problem.code}`, { reference: problem.target });
}

/** Live condition problems and the server's last refusal, attached to the fields they name. */
export function collectProblems(fields: readonly DraftField[], saveError: unknown, t: TFunction): FieldProblems {
  const keysOf = new Map<string, string[]>();
  for (const field of walkDraft(fields))
    keysOf.set(field.reference, [...(keysOf.get(field.reference) ?? []), field.key]);
  const byKey = new Map<string, string[]>();
  const general: string[] = [];
  const attach = (reference: string, text: string) => {
    const keys = keysOf.get(reference);
    if (keys?.length) for (const key of keys) push(byKey, key, text);
    else general.push(text);
  };
  for (const problem of findConditionProblems(toFields(fields)))
    attach(problem.reference, conditionProblemText(problem, t));
  for (const [reference, keys] of keysOf) {
    if (keys.length > 1) for (const key of keys) push(byKey, key, t('saveErrors.duplicate_references', { reference }));
  }
  if (saveError instanceof ApiError && saveError.code === 'validation_failed' && Array.isArray(saveError.details)) {
    for (const detail of saveError.details as Detail[]) {
      const text = t(`saveErrors.${detail.message}`, {
        defaultValue: t('errors:validation_failed'),
        reference: detail.reference ?? '',
        lang: detail.lang ?? '',
        max: detail.max ?? '',
      });
      if (detail.message === 'duplicate_references') {
        for (const reference of detail.references ?? [])
          attach(reference, t('saveErrors.duplicate_references', { reference }));
      } else if (detail.message === 'invalid_conditions') {
        for (const problem of detail.problems ?? []) attach(problem.reference, conditionProblemText(problem, t));
      } else if (detail.message === 'unknown_reference' && detail.reference) {
        general.push(text);
      } else {
        general.push(detail.path === 'title' ? t('saveErrors.title') : text);
      }
    }
  }
  return { byKey, general: [...new Set(general)] };
}
