import type { ApplicationAnswers } from '@opencall/shared/applications';
import {
  type Anonymization,
  anonymousFileName,
  applicationReference,
  juryQuestions,
} from '@opencall/shared/evaluations';
import type { RequestContext } from '../../context';
import { addFileKeys, personName, programQuestions, withFiles } from '../applications';
import type { SessionRow } from './sessions.repository';

/**
 * What a session lets its jurors see of an application: the answers of its view less the hidden
 * ones, in order, and what the anonymisation withholds. Every juror's read goes through it (the
 * list, the application, the files, the exports): a hidden value is never sent, not just not shown.
 */
export interface JuryLens {
  questions: string[];
  /** No view chosen: every answer not hidden, those to questions no form holds any more included. */
  everyAnswer: boolean;
  anonymization: Anonymization;
}

export async function juryLensOf(
  ctx: RequestContext,
  session: Pick<SessionRow, 'programId' | 'juryView' | 'anonymization'>,
): Promise<JuryLens> {
  const all = (await programQuestions(ctx, session.programId)).map((question) => question.reference);
  return {
    questions: juryQuestions(all, session.juryView, session.anonymization),
    everyAnswer: session.juryView.questions === null,
    anonymization: session.anonymization,
  };
}

/** The application as the jury may name it: a stable reference always, the name and e-mail unless hidden. */
export function juryIdentity(
  lens: Pick<JuryLens, 'anonymization'>,
  row: { id: string; firstname: string | null; lastname: string | null; email?: string | null },
) {
  return {
    reference: applicationReference(row.id),
    applicant: lens.anonymization.name ? '' : personName({ ...row, email: null }),
    email: lens.anonymization.email ? null : (row.email ?? null),
  };
}

/**
 * The answers a juror receives: only the view's questions (whichever step holds them), and each
 * file under an anonymous name, without its size, when the file details are hidden.
 */
export function juryAnswers(answers: ApplicationAnswers, lens: JuryLens): ApplicationAnswers {
  const shown = isShown(lens);
  const hideFiles = lens.anonymization.fileDetails;
  const out: ApplicationAnswers = {};
  for (const [stepId, step] of Object.entries(answers)) {
    const kept: Record<string, unknown> = {};
    for (const [reference, value] of Object.entries(step ?? {})) {
      if (!shown(reference)) continue;
      kept[reference] = hideFiles
        ? withFiles(value, (file) => ({ ...file, name: anonymousFileName(file.key), size: 0 }))
        : value;
    }
    out[stepId] = kept;
  }
  return out;
}

/** Whether the lens lets a juror read the answer to a question. */
function isShown(lens: JuryLens): (reference: string) => boolean {
  if (lens.everyAnswer) {
    const hidden = new Set(lens.anonymization.questions);
    return (reference) => !hidden.has(reference);
  }
  const shown = new Set(lens.questions);
  return (reference) => shown.has(reference);
}

/** The order the juror reads these answers in: the lens's questions, then any other answer it lets through. */
export function juryQuestionOrder(answers: ApplicationAnswers, lens: JuryLens): string[] {
  const order = new Set(lens.questions);
  const shown = isShown(lens);
  for (const step of Object.values(answers))
    for (const reference of Object.keys(step ?? {})) if (shown(reference)) order.add(reference);
  return [...order];
}

/** The file keys a juror may open in these answers: those of the answers the lens shows. */
export function juryFileKeys(answers: ApplicationAnswers, lens: JuryLens): Set<string> {
  const keys = new Set<string>();
  addFileKeys(juryAnswers(answers, { ...lens, anonymization: { ...lens.anonymization, fileDetails: false } }), keys);
  return keys;
}
