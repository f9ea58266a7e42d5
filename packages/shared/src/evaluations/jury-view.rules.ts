import type { Anonymization, JuryView } from './jury-view.schemas';

/**
 * The answers a juror reads, in order: the view's list (or every question of the program, in form
 * order), less the questions that no longer exist and those the anonymisation hides.
 */
export function juryQuestions(all: readonly string[], view: JuryView, anonymization: Anonymization): string[] {
  const exists = new Set(all);
  const hidden = new Set(anonymization.questions);
  const chosen = view.questions ?? all;
  return [...new Set(chosen)].filter((reference) => exists.has(reference) && !hidden.has(reference));
}

/** References a view or an anonymisation names that the program's forms do not hold. */
export function unknownQuestions(all: readonly string[], named: readonly string[]): string[] {
  const exists = new Set(all);
  return [...new Set(named)].filter((reference) => !exists.has(reference));
}

/**
 * The short, stable label of an application when its applicant's name is hidden: the first eight
 * hexadecimal digits of its id, which the juror can quote to the organizer without naming anyone.
 */
export const applicationReference = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/**
 * The name a juror gets for a file when its details are hidden: no trace of the original, only the
 * type it already shows (the extension of its storage key, which the server chose).
 */
export function anonymousFileName(key: string): string {
  const stem = key.split('/').pop() ?? key;
  const dot = stem.lastIndexOf('.');
  const extension = dot > 0 ? stem.slice(dot + 1).replace(/[^a-z0-9]/gi, '') : '';
  const id = stem
    .slice(0, dot > 0 ? dot : undefined)
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8);
  return extension ? `file-${id}.${extension}` : `file-${id}`;
}
