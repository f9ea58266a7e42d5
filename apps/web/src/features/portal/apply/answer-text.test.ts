import type { Field } from '@opencall/shared/forms';
import { describe, expect, it } from 'vitest';
import { answerText, changedAnswers } from './answer-text';

describe('answerText', () => {
  it('shows options by label, lists joined, files by name', () => {
    const field = { reference: 'c', type: 'checkbox', options: [{ reference: 'a', text: 'Alpha' }] } as Field;
    expect(answerText(['a', 'b'], field)).toBe('Alpha, b');
    expect(answerText({ name: 'cv.pdf', key: 'k' })).toBe('cv.pdf');
    expect(answerText(true)).toBe('✓');
    expect(answerText(undefined)).toBe('');
  });
});

describe('changedAnswers', () => {
  it('lists only the answers that differ from the saved copy', () => {
    const changes = changedAnswers({ s1: { name: 'Ada', city: 'Lyon' } }, { s1: { name: 'Grace', city: 'Lyon' } });
    expect(changes).toEqual([{ stepId: 's1', reference: 'name', theirs: 'Grace', mine: 'Ada' }]);
  });
});
