import { describe, expect, it } from 'vitest';
import { issuesByCriterion, move, newCriterion, toDrafts, toInput } from './criteria-draft';

const words = { yes: 'Oui', no: 'Non' };

describe('criteria drafts', () => {
  it('starts each kind with settings a jury can use at once', () => {
    expect(newCriterion('score', 'fr', words)).toMatchObject({ kind: 'score', min: 0, max: 10, step: 1, weight: 1 });
    // A text is read, not counted: it starts without weight.
    expect(newCriterion('text', 'fr', words)).toMatchObject({ kind: 'text', weight: 0, minChars: 0 });
    const choice = newCriterion('single', 'fr', words);
    expect(choice.kind === 'single' && choice.options.map((option) => [option.labels.fr, option.points])).toEqual([
      ['Oui', 1],
      ['Non', 0],
    ]);
    expect(choice.kind === 'single' && new Set(choice.options.map((option) => option.id)).size).toBe(2);
  });

  it('gives every draft its own key, kept through a round trip to the API shape', () => {
    const [a, b] = [newCriterion('score', 'fr', words), newCriterion('score', 'fr', words)];
    expect(a.key).not.toBe(b.key);
    expect(toInput([a])[0]).not.toHaveProperty('key');
    const saved = toDrafts([{ ...toInput([a])[0], id: 'c1', position: 0 } as never]);
    expect(saved[0]).toMatchObject({ key: 'c1', id: 'c1' });
    expect(saved[0]).not.toHaveProperty('position');
  });

  it('moves up and down, and not past either end', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('groups the server’s issues by criterion', () => {
    const issues = issuesByCriterion([
      { field: 'criteria.1.max', reason: 'min_not_below_max' },
      { field: 'criteria.1.labels.fr', reason: 'required' },
      { field: 'criteria.0.weight', reason: 'text_not_weighted' },
      { field: 'name', reason: 'required' },
    ]);
    expect(issues.get(1)).toEqual([
      { field: 'max', reason: 'min_not_below_max' },
      { field: 'labels.fr', reason: 'required' },
    ]);
    expect(issues.get(0)).toEqual([{ field: 'weight', reason: 'text_not_weighted' }]);
    expect(issues.size).toBe(2);
    expect(issuesByCriterion(null).size).toBe(0);
  });
});
