import type { ImportPreview } from '@opencall/shared/applications';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../lib/translator';
import { rowErrorText, targetOf, targetOptions, targetValue } from './import-labels';

// Keys and values as text, so the assertions read what the page would show.
const t = ((key: string, values: Record<string, unknown> = {}) =>
  `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`) as unknown as TFunction;

const preview = {
  headers: ['Courriel', ''],
  fields: [
    {
      formId: 'f1',
      formTitle: 'Dossier',
      reference: 'projet',
      title: 'Projet',
      type: 'text',
      required: true,
      steps: [{ categoryId: 'c1', categoryTitle: 'Jeunes', stepId: 's1', stepNumber: 2 }],
    },
  ],
} as unknown as ImportPreview;

describe('import labels', () => {
  it('turns a target into one Select value and back', () => {
    expect(targetValue({ type: 'email' })).toBe('email');
    expect(targetValue({ type: 'field', formId: 'f1', reference: 'projet' })).toBe('field:f1:projet');
    expect(targetOf('field:f1:projet')).toEqual({ type: 'field', formId: 'f1', reference: 'projet' });
    expect(targetOf('status')).toEqual({ type: 'status' });
  });

  it('groups the choices and disables those another column fills', () => {
    const groups = targetOptions(preview, new Set(['email', 'field:f1:projet']), t);
    expect(groups.map((group) => group.items.map((item) => [item.value, 'disabled' in item && item.disabled]))).toEqual(
      [
        [['ignore', false]],
        [
          ['email', true],
          ['firstname', false],
          ['lastname', false],
        ],
        [
          ['category', false],
          ['status', false],
        ],
        [['field:f1:projet', true]],
      ],
    );
    expect(groups[3]?.group).toContain('Dossier');
  });

  it('names the column of a problem, by its title or its position', () => {
    expect(rowErrorText({ code: 'email_invalid', column: 0 }, preview.headers, t)).toBe(
      'report.errors.email_invalid{"column":"Courriel"}',
    );
    expect(rowErrorText({ code: 'status_unknown', column: 1 }, preview.headers, t)).toContain('mapping.untitled');
    expect(
      rowErrorText({ code: 'answer_invalid', column: 0, reference: 'b', rule: 'min', params: { min: 3 } }, [], t),
    ).toContain('validation:min{\\"min\\":3}');
  });
});
