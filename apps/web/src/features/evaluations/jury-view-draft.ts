import type { JuryView, SessionQuestion } from '@opencall/shared/evaluations';

/** A question in the `views` editor: where it stands in the jury's order, and whether the jury reads it. */
export interface ViewRow {
  reference: string;
  label: string;
  type: string;
  shown: boolean;
}

/** The editor's rows: the view's questions first in its order, then the others (unticked), in form order. */
export function viewRows(questions: readonly SessionQuestion[], view: JuryView): ViewRow[] {
  if (view.questions === null) return questions.map((question) => ({ ...question, shown: true }));
  const byReference = new Map(questions.map((question) => [question.reference, question]));
  const chosen = view.questions.flatMap((reference) => {
    const question = byReference.get(reference);
    return question ? [{ ...question, shown: true }] : [];
  });
  const taken = new Set(chosen.map((row) => row.reference));
  return [...chosen, ...questions.filter((q) => !taken.has(q.reference)).map((q) => ({ ...q, shown: false }))];
}

/**
 * The view the rows make: null (every answer, in form order, including those a form no longer
 * holds) when every question is ticked in form order; else the ticked ones, in the rows' order.
 */
export function viewOf(rows: readonly ViewRow[], questions: readonly SessionQuestion[]): JuryView {
  const formOrder = rows.every((row, index) => row.shown && row.reference === questions[index]?.reference);
  if (formOrder && rows.length === questions.length) return { questions: null };
  return { questions: rows.filter((row) => row.shown).map((row) => row.reference) };
}
