import type { ImportPreview, ImportRowError, ImportTarget } from '@opencall/shared/applications';
import type { TFunction } from '../../../lib/translator';

/** A target as one Select value: `email`, `status`… or `field:<formId>:<reference>`. */
export function targetValue(target: ImportTarget): string {
  return target.type === 'field' ? `field:${target.formId ?? ''}:${target.reference ?? ''}` : target.type;
}

export function targetOf(value: string): ImportTarget {
  if (!value.startsWith('field:')) return { type: value as ImportTarget['type'] };
  const [, formId = '', ...reference] = value.split(':');
  return { type: 'field', formId, reference: reference.join(':') };
}

/** A column's title as the file gives it, or its position when the title is empty. */
export function columnLabel(headers: readonly string[], column: number, t: TFunction): string {
  return headers[column] || t('mapping.untitled', { number: String(column + 1) });
}

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The choices of a column's Select, grouped: the applicant, the application, then each form with
 * the steps that ask it. A target another column already fills is disabled.
 */
export function targetOptions(preview: ImportPreview, taken: ReadonlySet<string>, t: TFunction) {
  const option = (value: string, label: string): Option => ({ value, label, disabled: taken.has(value) });
  const forms = new Map<string, { label: string; items: Option[] }>();
  for (const field of preview.fields) {
    const steps = field.steps
      .map((step) => t('mapping.groups.step', { category: step.categoryTitle, number: String(step.stepNumber) }))
      .join(' · ');
    const group = forms.get(field.formId) ?? {
      label: t('mapping.groups.form', { form: field.formTitle, steps }),
      items: [],
    };
    const value = targetValue({ type: 'field', formId: field.formId, reference: field.reference });
    group.items.push(option(value, `${field.title} (${field.reference})`));
    forms.set(field.formId, group);
  }
  return [
    { group: t('mapping.groups.general'), items: [{ value: 'ignore', label: t('mapping.targets.ignore') }] },
    {
      group: t('mapping.groups.applicant'),
      items: (['email', 'firstname', 'lastname'] as const).map((type) => option(type, t(`mapping.targets.${type}`))),
    },
    {
      group: t('mapping.groups.application'),
      items: (['category', 'status'] as const).map((type) => option(type, t(`mapping.targets.${type}`))),
    },
    ...[...forms.values()].map(({ label, items }) => ({ group: label, items })),
  ];
}

/** One problem of a report row, in words: the column it is in, and the form rule's own message. */
export function rowErrorText(error: ImportRowError, headers: readonly string[], t: TFunction): string {
  const column = error.column !== undefined && error.column >= 0 ? columnLabel(headers, error.column, t) : '';
  if (error.code === 'answer_invalid') {
    const message = t(`validation:${error.rule ?? 'invalid'}`, { ...error.params });
    return t('report.errors.answer_invalid', { column, message });
  }
  return t(`report.errors.${error.code}`, { column });
}
