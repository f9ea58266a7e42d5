import { type ApplicationAnswers, answerFieldsOf, answerText, fieldLabel } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { applicationReference } from '@opencall/shared/evaluations';
import type { Field } from '@opencall/shared/forms';
import {
  type ShowcaseAnswer,
  type ShowcaseEntry,
  type ShowcaseFields,
  type ShowcaseFile,
  showcaseQuestions,
} from '@opencall/shared/showcase';
import type { RequestContext } from '../../../context';
import { addFileKeys } from '../file-references';
import { applicationFiles } from '../file-references.repository';
import { programForms } from '../program-questions';
import { liveProgram } from '../responses/responses.service';
import { showcaseRows } from './showcase.repository';

/** An answer wherever its step keeps it. */
function answerOf(answers: ApplicationAnswers, reference: string): unknown {
  for (const step of Object.values(answers)) if (step && reference in step) return step[reference];
  return undefined;
}

/** The file keys of the answers a showcase shows: those, and only those, it opens to the public. */
export function showcaseFileKeys(answers: ApplicationAnswers, fields: ShowcaseFields): Set<string> {
  const keys = new Set<string>();
  for (const reference of showcaseQuestions(fields)) addFileKeys(answerOf(answers, reference), keys);
  return keys;
}

/**
 * Applications as the public reads them, in the order of `ids`: only the fields' answers, each
 * file checked against the files table (this platform's, uploaded by whoever works on the entry);
 * a key typed into an answer shows nothing. Drafts, trashed and other programs' ids are left out.
 */
export async function showcaseEntries(
  ctx: RequestContext,
  programId: string,
  ids: readonly string[],
  fields: ShowcaseFields,
  lang: Locale,
): Promise<ShowcaseEntry[]> {
  const program = await liveProgram(ctx, programId);
  const rows = await showcaseRows(ctx.db, ctx.platform.id, programId, ids);
  const { forms, categoryTitles } = await programForms(ctx, program, lang);
  const fieldsByReference = new Map<string, Field>();
  for (const field of forms.flatMap(answerFieldsOf))
    if (!fieldsByReference.has(field.reference)) fieldsByReference.set(field.reference, field);
  const pairs = rows.flatMap((row) =>
    [...showcaseFileKeys(row.answers, fields)].map((key) => ({ applicationId: row.id, key })),
  );
  const checked = new Map(
    (await applicationFiles(ctx.db, ctx.platform.id, pairs)).map((file) => [`${file.applicationId} ${file.key}`, file]),
  );
  const filesOf = (id: string, value: unknown): ShowcaseFile[] => {
    const keys = new Set<string>();
    addFileKeys(value, keys);
    return [...keys].flatMap((key) => {
      const file = checked.get(`${id} ${key}`);
      return file ? [{ key: file.key, name: file.name, kind: file.kind as ShowcaseFile['kind'] }] : [];
    });
  };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const answer = (reference: string): ShowcaseAnswer => {
      const field = fieldsByReference.get(reference);
      const value = answerOf(row.answers, reference);
      const files = filesOf(row.id, value);
      return {
        reference,
        label: field ? fieldLabel(field) : reference,
        text: files.length ? '' : answerText(value, field),
        files,
      };
    };
    const name = fields.showName ? [row.firstname, row.lastname].filter(Boolean).join(' ') : '';
    const title = fields.titleQuestion ? answer(fields.titleQuestion).text : '';
    const image = fields.imageQuestion
      ? (filesOf(row.id, answerOf(row.answers, fields.imageQuestion)).find((file) => file.kind === 'image') ?? null)
      : null;
    return [
      {
        id: row.id,
        reference: applicationReference(row.id),
        title: title || name || applicationReference(row.id),
        name,
        categoryId: row.categoryId,
        category: row.categoryId ? (categoryTitles.get(row.categoryId) ?? '') : '',
        image,
        answers: fields.questions.map(answer).filter((item) => item.text || item.files.length),
      },
    ];
  });
}

/** The answers a showcase may show of one application (for the public file stream's check). */
export async function showcaseAnswersOf(
  ctx: RequestContext,
  programId: string,
  applicationId: string,
): Promise<ApplicationAnswers | null> {
  const [row] = await showcaseRows(ctx.db, ctx.platform.id, programId, [applicationId]);
  return row?.answers ?? null;
}
