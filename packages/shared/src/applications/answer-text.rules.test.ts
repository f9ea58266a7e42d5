import { describe, expect, it } from 'vitest';
import type { Field } from '../forms/fields.schemas';
import { answerText } from './answer-text.rules';

const words = { yes: 'Oui', no: 'Non' };
const select: Field = {
  reference: 'color',
  type: 'checkbox',
  options: [
    { reference: 'r', text: '<b>Rouge</b>' },
    { reference: 'g', text: 'Vert' },
  ],
};

describe('answerText', () => {
  it('reads empty answers as nothing', () => {
    for (const value of [undefined, null, '']) expect(answerText(value)).toBe('');
  });

  it('joins lists with ", " and shows options by their plain label', () => {
    expect(answerText(['r', 'g', 'x'], select)).toBe('Rouge, Vert, x');
    expect(answerText('g', select)).toBe('Vert');
  });

  it('names files, flattens objects and arrays of objects', () => {
    expect(answerText({ key: 'k', name: 'cv.pdf', location: '/api/files/x' })).toBe('cv.pdf');
    expect(answerText({ row1: { c1: 'a', c2: 'b' }, row2: { c1: '' } })).toBe('a, b');
    expect(answerText([{ first: 'Ada' }, { first: 'Alan' }])).toBe('Ada, Alan');
  });

  it('writes booleans and yes-no answers with the given words', () => {
    expect(answerText(true)).toBe('✓');
    expect(answerText(false, undefined, words)).toBe('Non');
    expect(answerText('yes', { reference: 'ok', type: 'yes-no' }, words)).toBe('Oui');
    expect(answerText(12.5)).toBe('12.5');
  });
});
