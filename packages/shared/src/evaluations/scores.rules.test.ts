import { describe, expect, it } from 'vitest';
import type { Criterion } from './criteria.schemas';
import { criterionPoints, criterionRange, scoreIssues, weightedTotal } from './scores.rules';

const common = { labels: { fr: 'Critère' }, descriptions: {}, group: {}, position: 0 };

const scoreOf = (
  id: string,
  over: Partial<{ min: number; max: number; step: number; weight: number; required: boolean }> = {},
): Criterion => ({
  ...common,
  id,
  kind: 'score',
  min: over.min ?? 0,
  max: over.max ?? 20,
  step: over.step ?? 1,
  weight: over.weight ?? 1,
  required: over.required ?? true,
});

const choiceOf = (
  id: string,
  kind: 'single' | 'multiple' | 'dropdown',
  points: number[],
  over: Partial<{ weight: number; required: boolean }> = {},
): Criterion => ({
  ...common,
  id,
  kind,
  options: points.map((p, index) => ({ id: `o${index}`, labels: { fr: `Option ${index}` }, points: p })),
  weight: over.weight ?? 1,
  required: over.required ?? true,
});

const textOf = (
  id: string,
  over: Partial<{ minChars: number; maxChars: number; required: boolean }> = {},
): Criterion => ({
  ...common,
  id,
  kind: 'text',
  minChars: over.minChars ?? 0,
  maxChars: over.maxChars ?? 100,
  weight: 0,
  required: over.required ?? false,
});

describe('scoreIssues', () => {
  const criteria = [
    scoreOf('quality', { min: 0, max: 20, step: 0.5 }),
    choiceOf('level', 'single', [0, 5, 10]),
    choiceOf('tags', 'multiple', [1, 2, -1], { required: false }),
    choiceOf('region', 'dropdown', [0, 1], { required: false }),
    textOf('opinion', { minChars: 10, maxChars: 30, required: true }),
  ];
  const complete = {
    quality: 12.5,
    level: 'o1',
    tags: ['o0', 'o2'],
    region: 'o1',
    opinion: 'A good and clear project',
  };

  it('finds nothing wrong in a complete sheet, final or draft, nor in an empty draft', () => {
    expect(scoreIssues(criteria, complete, true)).toEqual([]);
    expect(scoreIssues(criteria, complete, false)).toEqual([]);
    expect(scoreIssues(criteria, {}, false)).toEqual([]);
  });

  it('asks every required criterion of a final sheet only, counting empty strings and lists as no value', () => {
    expect(scoreIssues(criteria, {}, true)).toEqual([
      { field: 'values.quality', reason: 'required' },
      { field: 'values.level', reason: 'required' },
      { field: 'values.opinion', reason: 'required' },
    ]);
    const blanks = { ...complete, level: '', opinion: '', tags: [] };
    expect(scoreIssues(criteria, blanks, true)).toEqual([
      { field: 'values.level', reason: 'required' },
      { field: 'values.opinion', reason: 'required' },
    ]);
    expect(scoreIssues(criteria, blanks, false)).toEqual([]);
  });

  it('refuses a score out of its range or off its step, at the bounds included', () => {
    const issue = (quality: number) => scoreIssues(criteria, { quality }, false);
    expect(issue(0)).toEqual([]);
    expect(issue(20)).toEqual([]);
    expect(issue(19.5)).toEqual([]);
    expect(issue(-0.5)).toEqual([{ field: 'values.quality', reason: 'out_of_range' }]);
    expect(issue(20.5)).toEqual([{ field: 'values.quality', reason: 'out_of_range' }]);
    expect(issue(12.25)).toEqual([{ field: 'values.quality', reason: 'off_step' }]);
  });

  it('counts steps from the minimum and forgives binary rounding', () => {
    const odd = [scoreOf('s', { min: 1, max: 10, step: 3 })];
    expect(scoreIssues(odd, { s: 4 }, false)).toEqual([]);
    expect(scoreIssues(odd, { s: 3 }, false)).toEqual([{ field: 'values.s', reason: 'off_step' }]);
    const tenths = [scoreOf('s', { min: 0, max: 1, step: 0.1 })];
    for (const value of [0.3, 0.7, 0.1 + 0.2]) expect(scoreIssues(tenths, { s: value }, false)).toEqual([]);
    expect(scoreIssues(tenths, { s: 0.35 }, false)).toEqual([{ field: 'values.s', reason: 'off_step' }]);
  });

  it('refuses an option the criterion does not have, and a choice twice', () => {
    expect(scoreIssues(criteria, { level: 'o9' }, false)).toEqual([
      { field: 'values.level', reason: 'unknown_option' },
    ]);
    expect(scoreIssues(criteria, { region: 'o2' }, false)).toEqual([
      { field: 'values.region', reason: 'unknown_option' },
    ]);
    expect(scoreIssues(criteria, { tags: ['o0', 'o9'] }, false)).toEqual([
      { field: 'values.tags', reason: 'unknown_option' },
    ]);
    expect(scoreIssues(criteria, { tags: ['o1', 'o1'] }, false)).toEqual([
      { field: 'values.tags', reason: 'unknown_option' },
    ]);
  });

  it('refuses a value of the wrong kind for its criterion', () => {
    const wrong = { quality: '12', level: 1, tags: 'o0', region: ['o1'], opinion: 42 };
    expect(scoreIssues(criteria, wrong as never, false)).toEqual([
      { field: 'values.quality', reason: 'wrong_type' },
      { field: 'values.level', reason: 'wrong_type' },
      { field: 'values.tags', reason: 'wrong_type' },
      { field: 'values.region', reason: 'wrong_type' },
      { field: 'values.opinion', reason: 'wrong_type' },
    ]);
    expect(scoreIssues(criteria, { quality: Number.POSITIVE_INFINITY }, false)).toEqual([
      { field: 'values.quality', reason: 'wrong_type' },
    ]);
  });

  it('refuses a text too long always, too short (spaces aside) only when final', () => {
    expect(scoreIssues(criteria, { opinion: 'x'.repeat(31) }, false)).toEqual([
      { field: 'values.opinion', reason: 'too_long' },
    ]);
    expect(scoreIssues(criteria, { opinion: 'x'.repeat(30) }, false)).toEqual([]);
    expect(scoreIssues(criteria, { opinion: 'short' }, false)).toEqual([]);
    expect(scoreIssues(criteria, { ...complete, opinion: '   short    ' }, true)).toEqual([
      { field: 'values.opinion', reason: 'too_short' },
    ]);
    expect(scoreIssues(criteria, { ...complete, opinion: 'ten chars!' }, true)).toEqual([]);
  });

  it('refuses the values of criteria the session does not have, draft or final', () => {
    for (const final of [false, true]) {
      expect(scoreIssues(criteria, { ...complete, ghost: 3 }, final)).toEqual([
        { field: 'values.ghost', reason: 'wrong_type' },
      ]);
    }
    expect(scoreIssues([], { a: 1, b: 'x' }, false).map((issue) => issue.field)).toEqual(['values.a', 'values.b']);
  });
});

describe('criterionPoints', () => {
  it('is the score itself, or the points of the chosen options', () => {
    expect(criterionPoints(scoreOf('s'), 7.5)).toBe(7.5);
    expect(criterionPoints(scoreOf('s'), 0)).toBe(0);
    expect(criterionPoints(choiceOf('c', 'single', [2, 8]), 'o1')).toBe(8);
    expect(criterionPoints(choiceOf('c', 'dropdown', [2, 8]), 'o0')).toBe(2);
    expect(criterionPoints(choiceOf('c', 'multiple', [1, 4, -2]), ['o0', 'o1', 'o2'])).toBe(3);
    expect(criterionPoints(choiceOf('c', 'multiple', [1, 4, -2]), ['o1'])).toBe(4);
  });

  it('is null for a text, no value, or a value of the wrong kind; an unknown option is worth 0', () => {
    expect(criterionPoints(textOf('t'), 'hello')).toBeNull();
    for (const empty of [undefined, '', []]) expect(criterionPoints(scoreOf('s'), empty)).toBeNull();
    expect(criterionPoints(choiceOf('c', 'multiple', [1, 4]), [])).toBeNull();
    expect(criterionPoints(scoreOf('s'), '5')).toBeNull();
    expect(criterionPoints(choiceOf('c', 'single', [1, 4]), ['o0'])).toBeNull();
    expect(criterionPoints(choiceOf('c', 'multiple', [1, 4]), 'o0')).toBeNull();
    expect(criterionPoints(choiceOf('c', 'single', [3, 4]), 'o9')).toBe(0);
  });
});

describe('criterionRange', () => {
  it('is the score’s bounds, the lowest and highest option, or for several choices the sums of negatives and positives', () => {
    expect(criterionRange(scoreOf('s', { min: -5, max: 5 }))).toEqual([-5, 5]);
    expect(criterionRange(choiceOf('c', 'single', [3, -1, 7]))).toEqual([-1, 7]);
    expect(criterionRange(choiceOf('c', 'dropdown', [2, 2]))).toEqual([2, 2]);
    expect(criterionRange(choiceOf('c', 'multiple', [3, -1, 7, -2, 0]))).toEqual([-3, 10]);
    expect(criterionRange(choiceOf('c', 'multiple', [1, 2]))).toEqual([0, 3]);
    expect(criterionRange(textOf('t'))).toBeNull();
  });
});

describe('weightedTotal', () => {
  it('places each weighted criterion in its range, weights it and answers a percent of the best, to two decimals', () => {
    const criteria = [
      scoreOf('quality', { min: 0, max: 20, weight: 2 }),
      choiceOf('level', 'single', [0, 5, 10], { weight: 1 }),
      textOf('opinion'),
    ];
    // (2 × 15/20 + 1 × 5/10) / 3 = 2/3
    expect(weightedTotal(criteria, { quality: 15, level: 'o1', opinion: 'ok' })).toBe(66.67);
    expect(weightedTotal(criteria, { quality: 20, level: 'o2' })).toBe(100);
    expect(weightedTotal(criteria, { quality: 0, level: 'o0' })).toBe(0);
    expect(weightedTotal(criteria, { quality: 10, level: 'o2' })).toBe(66.67);
  });

  it('measures from the lowest bound, not from zero, negatives included', () => {
    expect(weightedTotal([scoreOf('s', { min: 10, max: 20 })], { s: 15 })).toBe(50);
    expect(weightedTotal([scoreOf('s', { min: -10, max: 10 })], { s: 0 })).toBe(50);
    const multiple = choiceOf('m', 'multiple', [4, -2, 2]);
    // Range [-2, 6]: nothing chosen is no value; the negative alone is the lowest; all positives the highest.
    expect(weightedTotal([multiple], { m: ['o1'] })).toBe(0);
    expect(weightedTotal([multiple], { m: ['o0', 'o2'] })).toBe(100);
    expect(weightedTotal([multiple], { m: ['o0', 'o1'] })).toBe(50);
  });

  it('is null while a weighted criterion has no value, whatever the others', () => {
    const criteria = [scoreOf('a', { weight: 1 }), scoreOf('b', { weight: 3 })];
    expect(weightedTotal(criteria, { a: 20 })).toBeNull();
    expect(weightedTotal(criteria, {})).toBeNull();
    expect(weightedTotal(criteria, { a: 20, b: 0 })).toBe(25);
  });

  it('leaves out criteria of weight 0 and texts, and is null when nothing counts', () => {
    const criteria = [scoreOf('a', { weight: 0 }), scoreOf('b', { weight: 1 }), textOf('t')];
    expect(weightedTotal(criteria, { b: 5 })).toBe(25);
    expect(weightedTotal([scoreOf('a', { weight: 0 }), textOf('t')], { a: 5, t: 'x' })).toBeNull();
    expect(weightedTotal([], {})).toBeNull();
  });

  it('counts a criterion whose options are all worth the same as full marks', () => {
    expect(weightedTotal([choiceOf('c', 'single', [3, 3])], { c: 'o0' })).toBe(100);
  });
});
