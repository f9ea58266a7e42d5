import type { TFunction } from '../../../lib/translator';
import type { DraftField } from '../draft-fields';

/** How the builder names a field: its title, else its type and reference. */
export function fieldLabel(field: DraftField, t: TFunction): string {
  const title = field.title?.trim();
  return title ? title : `${t(`forms:types.${field.type}.name`)} (${field.reference})`;
}

export const CHOICE_TYPES: readonly string[] = ['select', 'radio', 'checkbox', 'picture-choice'];
export const CHILDREN_TYPES: readonly string[] = ['questions-group', 'simple-questions-group'];
