import { describe, expect, it } from 'vitest';
import {
  findConditionProblems,
  isEmptyAnswer,
  isFieldVisible,
  matchesCondition,
  resolveVisibility,
  visibleFields,
} from './field-conditions.rules';
import type { Field, FieldCondition } from './fields.schemas';

const when = (operator: FieldCondition['operator'], value?: FieldCondition['value']): FieldCondition => ({
  reference: 'q',
  operator,
  ...(value === undefined ? {} : { value }),
});

describe('isEmptyAnswer', () => {
  it('counts nothing, blank text, no choice and all-empty objects as empty', () => {
    for (const empty of [undefined, null, '', '  ', [], {}, { r1: { c1: '' } }, Number.NaN])
      expect(isEmptyAnswer(empty)).toBe(true);
    for (const filled of ['x', 0, false, ['a'], { r1: { c1: 'x' } }, { name: 'a.pdf' }])
      expect(isEmptyAnswer(filled)).toBe(false);
  });
});

describe('matchesCondition', () => {
  it('equals compares scalars as text and tests membership in multiple choices', () => {
    expect(matchesCondition(when('equals', 'yes'), 'yes')).toBe(true);
    expect(matchesCondition(when('equals', 'yes'), 'no')).toBe(false);
    expect(matchesCondition(when('equals', 3), '3')).toBe(true);
    expect(matchesCondition(when('equals', true), 'true')).toBe(true);
    expect(matchesCondition(when('equals', 'a'), ['b', 'a'])).toBe(true);
    expect(matchesCondition(when('equals', ['a', 'b']), ['b', 'a'])).toBe(true);
    expect(matchesCondition(when('equals', ['a', 'b']), ['a'])).toBe(false);
    expect(matchesCondition(when('equals', ['a']), 'a')).toBe(false);
    expect(matchesCondition(when('equals', 'x'), undefined)).toBe(false);
  });

  it('oneOf matches any answered choice in the list', () => {
    expect(matchesCondition(when('oneOf', ['a', 'b']), 'b')).toBe(true);
    expect(matchesCondition(when('oneOf', ['a', 'b']), 'c')).toBe(false);
    expect(matchesCondition(when('oneOf', ['a', 'b']), ['c', 'a'])).toBe(true);
    expect(matchesCondition(when('oneOf', ['a', 'b']), [])).toBe(false);
  });

  it('filled is true for any non-empty answer', () => {
    expect(matchesCondition(when('filled'), 'x')).toBe(true);
    expect(matchesCondition(when('filled'), 0)).toBe(true);
    expect(matchesCondition(when('filled'), ' ')).toBe(false);
    expect(matchesCondition(when('filled'), [])).toBe(false);
  });

  it('greaterThan and lessThan compare numbers or ISO dates, and never other things', () => {
    expect(matchesCondition(when('greaterThan', 18), 20)).toBe(true);
    expect(matchesCondition(when('greaterThan', 18), '18')).toBe(false);
    expect(matchesCondition(when('greaterThan', '2,5'), '2.6')).toBe(true);
    expect(matchesCondition(when('lessThan', 18), '9')).toBe(true);
    expect(matchesCondition(when('greaterThan', '2024-01-31'), '2024-02-01')).toBe(true);
    expect(matchesCondition(when('lessThan', '2024-01-31'), '2024-01-31T10:00:00Z')).toBe(false);
    expect(matchesCondition(when('greaterThan', 5), 'abc')).toBe(false);
    expect(matchesCondition(when('lessThan', 5), 'abc')).toBe(false);
    expect(matchesCondition(when('lessThan', 5), undefined)).toBe(false);
  });
});

const field = (reference: string, extra: Partial<Field> = {}): Field => ({ reference, type: 'text', ...extra });

describe('visibility', () => {
  it('shows fields without a condition or whose condition holds', () => {
    expect(isFieldVisible(field('a'), {})).toBe(true);
    expect(
      isFieldVisible(field('b', { condition: { reference: 'a', operator: 'equals', value: 'x' } }), { a: 'x' }),
    ).toBe(true);
    expect(
      isFieldVisible(field('b', { condition: { reference: 'a', operator: 'equals', value: 'x' } }), { a: 'y' }),
    ).toBe(false);
  });

  it('hides a field conditioned on a hidden one, and filters inside groups and accordions', () => {
    const fields: Field[] = [
      field('a', { type: 'yes-no' }),
      field('b', { condition: { reference: 'a', operator: 'equals', value: 'yes' } }),
      field('c', { condition: { reference: 'b', operator: 'filled' } }),
      field('g', {
        type: 'questions-group',
        fields: [field('g1'), field('g2', { condition: { reference: 'a', operator: 'equals', value: 'yes' } })],
      }),
      field('acc', {
        type: 'accordion',
        sections: [{ name: 'S', fields: [field('s1', { condition: { reference: 'g1', operator: 'filled' } })] }],
      }),
    ];
    const answers = { a: 'no', b: 'stale', c: 'x', g1: 'v' };
    const { fields: shown, answers: effective } = resolveVisibility(fields, answers);
    expect(shown.map((f) => f.reference)).toEqual(['a', 'g', 'acc']);
    expect(shown[1]?.fields?.map((f) => f.reference)).toEqual(['g1']);
    expect(shown[2]?.sections?.[0]?.fields.map((f) => f.reference)).toEqual(['s1']);
    expect(effective).toEqual({ a: 'no', g1: 'v' });
    expect(visibleFields(fields, { ...answers, a: 'yes' }).map((f) => f.reference)).toEqual([
      'a',
      'b',
      'c',
      'g',
      'acc',
    ]);
  });

  it('hides a whole group when its own condition fails', () => {
    const fields = [
      field('a'),
      field('g', { type: 'questions-group', condition: { reference: 'a', operator: 'filled' }, fields: [field('x')] }),
    ];
    expect(resolveVisibility(fields, { x: '1' })).toEqual({ fields: [fields[0]], answers: {} });
  });
});

describe('findConditionProblems', () => {
  it('accepts conditions on earlier answers, including outer ones from inside a repeated group', () => {
    const fields: Field[] = [
      field('a'),
      field('rep', {
        type: 'simple-questions-group',
        fields: [
          field('r1'),
          field('r2', { condition: { reference: 'r1', operator: 'filled' } }),
          field('r3', { condition: { reference: 'a', operator: 'filled' } }),
        ],
      }),
      field('b', { condition: { reference: 'rep', operator: 'filled' } }),
    ];
    expect(findConditionProblems(fields)).toEqual([]);
  });

  it('reports unknown, later, self, answerless and repeated references', () => {
    const fields: Field[] = [
      field('a', { condition: { reference: 'b', operator: 'filled' } }),
      field('b', { condition: { reference: 'b', operator: 'filled' } }),
      field('c', { condition: { reference: 'nope', operator: 'filled' } }),
      field('sep', { type: 'separator-title', content: 'T' }),
      field('d', { condition: { reference: 'sep', operator: 'filled' } }),
      field('rep', { type: 'simple-questions-group', fields: [field('r1')] }),
      field('e', { condition: { reference: 'r1', operator: 'filled' } }),
      field('acc', {
        type: 'accordion',
        sections: [
          { name: 'S', fields: [field('s1', { condition: { reference: 's2', operator: 'filled' } }), field('s2')] },
        ],
      }),
    ];
    expect(findConditionProblems(fields)).toEqual([
      { reference: 'a', target: 'b', code: 'conditionLaterReference' },
      { reference: 'b', target: 'b', code: 'conditionSelfReference' },
      { reference: 'c', target: 'nope', code: 'conditionUnknownReference' },
      { reference: 'd', target: 'sep', code: 'conditionNotAnAnswer' },
      { reference: 'e', target: 'r1', code: 'conditionRepeatedReference' },
      { reference: 's1', target: 's2', code: 'conditionLaterReference' },
    ]);
  });
});
