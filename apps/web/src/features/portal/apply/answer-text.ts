import type { Field } from '@opencall/shared/forms';

// The portal, the exports and the PDFs write answers the same way.
export { answerText } from '@opencall/shared/applications';

/** Fields by reference, nested ones included. */
export function fieldsByReference(fields: readonly Field[], into = new Map<string, Field>()): Map<string, Field> {
  for (const field of fields) {
    into.set(field.reference, field);
    fieldsByReference(field.fields ?? [], into);
    for (const section of field.sections ?? []) fieldsByReference(section.fields, into);
  }
  return into;
}

export interface AnswerChange {
  stepId: string;
  reference: string;
  theirs: unknown;
  mine: unknown;
}

/** The answers this device would change compared with the server's copy. */
export function changedAnswers(
  mine: Record<string, Record<string, unknown>>,
  theirs: Record<string, Record<string, unknown>>,
): AnswerChange[] {
  const changes: AnswerChange[] = [];
  for (const [stepId, answers] of Object.entries(mine)) {
    const saved = theirs[stepId] ?? {};
    for (const reference of new Set([...Object.keys(answers), ...Object.keys(saved)])) {
      if (JSON.stringify(answers[reference] ?? null) !== JSON.stringify(saved[reference] ?? null)) {
        changes.push({ stepId, reference, theirs: saved[reference], mine: answers[reference] });
      }
    }
  }
  return changes;
}
