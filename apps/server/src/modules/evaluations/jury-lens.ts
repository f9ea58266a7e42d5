import type { ApplicationAnswers } from '@opencall/shared/applications';
import { anonymousFileName, applicationReference, juryQuestions } from '@opencall/shared/evaluations';
import type { RequestContext } from '../../context';
import { addFileKeys, personName, programQuestions, withFiles } from '../applications';
import type { SessionRow } from './sessions.repository';

/**
 * What a session lets its jurors see of an application: the answers of its view (all when it has
 * none) less the hidden ones, and what the anonymisation withholds. Every juror's read goes through
 * it (the list, the application, the files, the exports): a hidden value is never sent, not just not
 * shown. It is the session's own settings: reading it costs no query (a file stream checks it).
 */
export type JuryLens = Pick<SessionRow, 'juryView' | 'anonymization'>;

/**
 * The order the juror reads an application's answers in: the view's questions (or every question
 * of the program's forms, in form order), then any other answer the lens lets through.
 */
export async function juryQuestionOrder(
  ctx: RequestContext,
  session: JuryLens & Pick<SessionRow, 'programId'>,
  answers: ApplicationAnswers,
): Promise<string[]> {
  const all = (await programQuestions(ctx, session.programId)).map((question) => question.reference);
  const order = new Set(juryQuestions(all, session.juryView, session.anonymization));
  const shown = isShown(session);
  for (const step of Object.values(answers))
    for (const reference of Object.keys(step ?? {})) if (shown(reference)) order.add(reference);
  return [...order];
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
  const hidden = new Set(lens.anonymization.questions);
  const view = lens.juryView.questions && new Set(lens.juryView.questions);
  return (reference) => !hidden.has(reference) && (!view || view.has(reference));
}

/** The file keys a juror may open in these answers: those of the answers the lens shows. */
export function juryFileKeys(answers: ApplicationAnswers, lens: JuryLens): Set<string> {
  const keys = new Set<string>();
  addFileKeys(juryAnswers(answers, { ...lens, anonymization: { ...lens.anonymization, fileDetails: false } }), keys);
  return keys;
}
