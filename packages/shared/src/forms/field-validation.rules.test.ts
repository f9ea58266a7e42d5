import { describe, expect, it } from 'vitest';
import { validateAnswer } from './field-validation.rules';
import type { Field, FieldType } from './fields.schemas';
import { RULE_DEBOUNCE_MS } from './validation-codes.rules';

const ctx = { bannedEmailDomains: ['banned.com'], today: new Date(2024, 5, 15, 12) };
const f = (type: FieldType, extra: Partial<Field> = {}): Field => ({ reference: 'q', type, ...extra });
const rule = (field: Field, value: unknown) => validateAnswer(field, value, ctx)?.rule ?? null;
const issue = (field: Field, value: unknown) => validateAnswer(field, value, ctx);
const options = [
  { reference: 'a', text: 'A' },
  { reference: 'b', text: 'B' },
  { reference: 'c', text: 'C' },
];

describe('required and empty answers', () => {
  it('fires required on empty answers of required fields only', () => {
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(rule(f('text', { required: true }), empty)).toBe('required');
      expect(rule(f('text'), empty)).toBeNull();
    }
    expect(rule(f('checkbox', { required: true, options }), [])).toBe('required');
    expect(
      rule(
        f('table', { required: true, rows: [{ reference: 'r', title: 'R' }], cols: [{ reference: 'c', title: 'C' }] }),
        { r: { c: ' ' } },
      ),
    ).toBe('required');
    expect(issue(f('text', { required: true }), '')).toEqual({ reference: 'q', rule: 'required' });
  });

  it('never validates separators, groups or validation steps', () => {
    for (const type of ['separator-title', 'questions-group', 'accordion', 'validation'] as const)
      expect(rule(f(type, { required: true }), undefined)).toBeNull();
  });

  it('runs eagerly with a 350 ms debounce', () => {
    expect(RULE_DEBOUNCE_MS).toBe(350);
  });
});

describe('text formats', () => {
  it('email: valid address, banned domains refused, yopmail refused when asked', () => {
    expect(rule(f('email'), 'ada@example.com')).toBeNull();
    expect(rule(f('email'), 'ada@example')).toBe('email');
    expect(rule(f('email'), 'ada@banned.com')).toBe('email');
    expect(rule(f('email'), 'ada@yopmail.com')).toBeNull();
    expect(rule(f('email', { rules: { notYopmail: true } }), 'ada@yopmail.com')).toBe('notYopmail');
    expect(rule(f('email'), 42)).toBe('invalid');
  });

  it('tel, url, siret and siren', () => {
    expect(rule(f('tel'), '+33 6 12 34 56 78')).toBeNull();
    expect(rule(f('tel'), '12')).toBe('tel');
    expect(rule(f('url'), 'example.com/page')).toBeNull();
    expect(rule(f('url'), 'javascript:alert(1)')).toBe('url');
    expect(rule(f('siret-fr'), '732 829 320 00074')).toBeNull();
    expect(rule(f('siret-fr'), '73282932000075')).toBe('siret');
    expect(rule(f('siren-fr'), '732829320')).toBeNull();
    expect(rule(f('siren-fr'), '732829321')).toBe('siren');
  });

  it('valide-input-text refuses tags other than b, q, br, span', () => {
    expect(rule(f('textarea'), 'Hello <b>world</b><br>')).toBeNull();
    expect(rule(f('textarea'), 'Hello <script>x</script>')).toBe('valide-input-text');
    expect(rule(f('text'), '<b onclick="x">y</b>')).toBe('valide-input-text');
  });

  it('min / max count every character; w-*-character count visible characters', () => {
    const field = f('textarea', { rules: { min: 3, max: 10, minCharacters: 2, maxCharacters: 4 } });
    expect(issue(field, 'ab')).toEqual({ reference: 'q', rule: 'min', params: { min: 3 } });
    expect(issue(field, 'abcdefghijk')).toEqual({ reference: 'q', rule: 'max', params: { max: 10 } });
    expect(issue(field, '<b>a</b>')).toEqual({ reference: 'q', rule: 'w-min-character', params: { min: 2 } });
    expect(issue(field, 'abcde')).toEqual({ reference: 'q', rule: 'w-max-character', params: { max: 4 } });
    expect(rule(field, '<b>abc</b>')).toBeNull();
    expect(rule(f('text', { rules: { max: 2 } }), 'éé')).toBeNull();
  });

  it('address and city take text or the picker object; country takes a cca2 code', () => {
    expect(rule(f('address'), '1 rue de la Paix')).toBeNull();
    expect(rule(f('address'), { line1: '1 rue', city: 'Paris' })).toBeNull();
    expect(rule(f('city'), ['Paris'])).toBe('invalid');
    expect(rule(f('country'), 'FR')).toBeNull();
    expect(rule(f('country'), 'France')).toBe('option');
  });
});

describe('numbers and dates', () => {
  it('number with w-min-value / w-max-value', () => {
    const field = f('number', { rules: { minValue: 1, maxValue: 10 } });
    expect(rule(field, 5)).toBeNull();
    expect(rule(field, '2,5')).toBeNull();
    expect(rule(field, '1e3')).toBe('number');
    expect(rule(field, 'abc')).toBe('number');
    expect(rule(field, Number.POSITIVE_INFINITY)).toBe('number');
    expect(issue(field, 0)).toEqual({ reference: 'q', rule: 'w-min-value', params: { min: 1 } });
    expect(issue(field, '10.5')).toEqual({ reference: 'q', rule: 'w-max-value', params: { max: 10 } });
  });

  it('date must be a real day, on or after min-date and on or before max-date (bounds included)', () => {
    const field = f('date', { rules: { minDate: '2024-01-01', maxDate: '2024-12-31' } });
    expect(rule(field, '2024-01-01')).toBeNull();
    expect(rule(field, '2024-12-31T23:00:00Z')).toBeNull();
    expect(rule(field, '2024-02-30')).toBe('date');
    expect(rule(field, '01/02/2024')).toBe('date');
    expect(issue(field, '2023-12-31')).toEqual({ reference: 'q', rule: 'min-date', params: { date: '2024-01-01' } });
    expect(issue(field, '2025-01-01')).toEqual({ reference: 'q', rule: 'max-date', params: { date: '2024-12-31' } });
  });

  it('a today bound resolves to the context day', () => {
    const field = f('date', { rules: { maxDate: 'today' } });
    expect(rule(field, '2024-06-15')).toBeNull();
    expect(issue(field, '2024-06-16')).toEqual({ reference: 'q', rule: 'max-date', params: { date: '2024-06-15' } });
  });
});

describe('choices', () => {
  it('select, radio and picture-choice answers must be option references', () => {
    expect(rule(f('select', { options }), 'a')).toBeNull();
    expect(rule(f('radio', { options }), 'z')).toBe('option');
    expect(rule(f('radio', { options }), ['a'])).toBe('invalid');
    expect(rule(f('picture-choice', { options }), ['a', 'b'])).toBeNull();
    expect(rule(f('picture-choice', { options }), 'c')).toBeNull();
    expect(rule(f('picture-choice', { options }), ['a', 'x'])).toBe('option');
  });

  it('checkbox takes an array of references within min-array-length / max-array-length', () => {
    const field = f('checkbox', { options, rules: { minArrayLength: 2, maxArrayLength: 2 } });
    expect(rule(field, ['a', 'b'])).toBeNull();
    expect(issue(field, ['a'])).toEqual({ reference: 'q', rule: 'min-array-length', params: { min: 2 } });
    expect(issue(field, ['a', 'b', 'c'])).toEqual({ reference: 'q', rule: 'max-array-length', params: { max: 2 } });
    expect(rule(field, ['a', 'zz'])).toBe('option');
    expect(rule(field, 'a')).toBe('invalid');
    expect(rule(field, [1, 2])).toBe('invalid');
  });

  it('yes-no, linear-scale and notation', () => {
    expect(rule(f('yes-no'), 'yes')).toBeNull();
    expect(rule(f('yes-no'), 'maybe')).toBe('option');
    expect(rule(f('linear-scale', { scale: { min: 0, max: 5 } }), 0)).toBeNull();
    expect(rule(f('linear-scale', { scale: { min: 0, max: 5 } }), '6')).toBe('option');
    expect(rule(f('linear-scale'), 10)).toBeNull();
    expect(rule(f('notation'), 5)).toBeNull();
    expect(rule(f('notation'), 6)).toBe('option');
    expect(rule(f('notation'), 2.5)).toBe('option');
  });

  it('table cells live under known rows and columns and hold text', () => {
    const field = f('table', {
      rows: [{ reference: 'r1', title: 'R' }],
      cols: [
        { reference: 'c1', title: 'C' },
        { reference: 'c2', title: 'D' },
      ],
    });
    expect(rule(field, { r1: { c1: '12', c2: '' } })).toBeNull();
    expect(rule(field, { r9: { c1: 'x' } })).toBe('option');
    expect(rule(field, { r1: { c9: 'x' } })).toBe('option');
    expect(rule(field, { r1: { c1: 3 } })).toBe('invalid');
    expect(rule(field, { r1: { c1: '<i>x</i>' } })).toBe('valide-input-text');
    expect(rule(field, 'text')).toBe('invalid');
  });
});

describe('file-required', () => {
  const file = { key: 'k', name: 'cv.pdf', location: 'https://bucket/k' };
  it('needs a name and a location', () => {
    expect(rule(f('file', { required: true }), file)).toBeNull();
    expect(rule(f('file', { required: true }), undefined)).toBe('file-required');
    expect(rule(f('file'), undefined)).toBeNull();
    expect(rule(f('file'), { key: 'k', name: 'cv.pdf' })).toBe('file-required');
    expect(rule(f('file'), { ...file, name: ' ' })).toBe('file-required');
    expect(rule(f('file'), 'cv.pdf')).toBe('file-required');
  });
});
