import { describe, expect, it } from 'vitest';
import { viewOf, viewRows } from './jury-view-draft';

const QUESTIONS = [
  { reference: 'project', label: 'Projet', type: 'text' },
  { reference: 'budget', label: 'Budget', type: 'number' },
  { reference: 'cv', label: 'CV', type: 'file' },
];

describe('the jury view editor', () => {
  it('starts from every question ticked in form order when no view is saved, and saves that as no view', () => {
    const rows = viewRows(QUESTIONS, { questions: null });
    expect(rows.map((row) => [row.reference, row.shown])).toEqual([
      ['project', true],
      ['budget', true],
      ['cv', true],
    ]);
    expect(viewOf(rows, QUESTIONS)).toEqual({ questions: null });
  });

  it('puts a saved view first, in its order, then the other questions unticked; forgets what no form holds', () => {
    const rows = viewRows(QUESTIONS, { questions: ['cv', 'gone', 'project'] });
    expect(rows.map((row) => [row.reference, row.shown])).toEqual([
      ['cv', true],
      ['project', true],
      ['budget', false],
    ]);
    expect(viewOf(rows, QUESTIONS)).toEqual({ questions: ['cv', 'project'] });
  });

  it('keeps an order other than the forms’ even when every question is ticked, and an empty view when none is', () => {
    const reordered = [1, 0, 2].map((at) => ({ ...(QUESTIONS[at] as (typeof QUESTIONS)[number]), shown: true }));
    expect(viewOf(reordered, QUESTIONS)).toEqual({ questions: ['budget', 'project', 'cv'] });
    const none = QUESTIONS.map((question) => ({ ...question, shown: false }));
    expect(viewOf(none, QUESTIONS)).toEqual({ questions: [] });
  });
});
