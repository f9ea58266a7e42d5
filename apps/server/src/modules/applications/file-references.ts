import type { ApplicationAnswers } from '@opencall/shared/applications';
import { AppError } from '@opencall/shared/errors';
import { toUploadedFile } from '@opencall/shared/files';
import type { AuthUser, RequestContext } from '../../context';
import type { Conn } from './applications.repository';
import * as repository from './file-references.repository';

/**
 * An uploaded file as an answer holds it (SPEC §3 Uploaded file): at least a storage key and a name.
 * It is only a pointer: what the file is, whose and where, is read from the files table.
 */
export interface FileReference {
  key: string;
  name: string;
}

/** Where a file reference sits: its step, and its field (`group.0.child` inside a repeated group). */
export interface PlacedFileReference {
  stepId: string;
  reference: string;
  file: FileReference;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFileReference(value: unknown): value is FileReference {
  return isRecord(value) && typeof value.key === 'string' && typeof value.name === 'string';
}

function* referencesIn(value: unknown, path: string): Generator<{ reference: string; file: FileReference }> {
  if (isFileReference(value)) yield { reference: path, file: value };
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* referencesIn(item, `${path}.${index}`);
  else if (isRecord(value))
    for (const [name, item] of Object.entries(value)) yield* referencesIn(item, `${path}.${name}`);
}

/**
 * Every file reference of an application's answers, from the fields down (a step's own answers
 * object is never one, whatever its fields are called).
 */
export function* fileReferencesOf(answers: ApplicationAnswers): Generator<PlacedFileReference> {
  for (const [stepId, step] of Object.entries(answers)) {
    if (!isRecord(step)) continue;
    for (const [reference, value] of Object.entries(step)) {
      for (const found of referencesIn(value, reference)) yield { stepId, ...found };
    }
  }
}

/**
 * Saving or submitting: every file in the answers must be a row of the files table of this platform
 * uploaded by the applicant or a member of the application's team; the first other one refuses the
 * whole save (400 invalid_file_reference naming its step and field), so nothing of it is written and
 * the client keeps its copy to send again once that field is fixed.
 */
export async function assertFileReferences(
  db: Conn,
  platformId: string,
  applicationId: string,
  answers: ApplicationAnswers,
): Promise<void> {
  const placed = [...fileReferencesOf(answers)];
  if (placed.length === 0) return;
  const keys = placed.map(({ file }) => file.key);
  const rows = await repository.applicationFiles(db, platformId, [applicationId], keys);
  const known = new Set(rows.map((row) => row.key));
  const wrong = placed.find(({ file }) => !known.has(file.key));
  if (wrong) {
    throw new AppError('invalid_file_reference', { details: { stepId: wrong.stepId, reference: wrong.reference } });
  }
}

type FileRow = repository.ApplicationFileRow;

/** A value with each file reference replaced by its row's file, or left out when it has none. */
function withFiles(value: unknown, fileOf: (key: string) => FileRow | undefined): unknown {
  if (isFileReference(value)) {
    const row = fileOf(value.key);
    return row ? toUploadedFile(row) : null;
  }
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const checked = withFiles(item, fileOf);
      return checked === null && isFileReference(item) ? [] : [checked];
    });
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFiles(v, fileOf)]));
  return value;
}

/**
 * The applications as organizers (and documents) may read them: each file answer replaced by the
 * file the files table holds for it (its name, type and address, never the answer's), and a
 * reference to a file the application may not hold (another platform's, another person's, a key
 * that names nothing: old data saved before the check) replaced by no answer. One query per call.
 */
export async function withCheckedFiles<T extends { id: string; answers: ApplicationAnswers }>(
  db: Conn,
  platformId: string,
  rows: readonly T[],
): Promise<T[]> {
  const keysOf = new Map<T, string[]>();
  for (const row of rows) {
    const keys = [...fileReferencesOf(row.answers)].map(({ file }) => file.key);
    if (keys.length) keysOf.set(row, keys);
  }
  if (keysOf.size === 0) return [...rows];
  const found = await repository.applicationFiles(
    db,
    platformId,
    [...keysOf.keys()].map((row) => row.id),
    [...keysOf.values()].flat(),
  );
  const byPair = new Map(found.map((file) => [`${file.applicationId}|${file.key}`, file]));
  return rows.map((row) => {
    if (!keysOf.has(row)) return row;
    const fileOf = (key: string) => byPair.get(`${row.id}|${key}`);
    const answers = Object.fromEntries(
      Object.entries(row.answers).map(([stepId, step]) => [
        stepId,
        isRecord(step)
          ? Object.fromEntries(Object.entries(step).map(([reference, value]) => [reference, withFiles(value, fileOf)]))
          : step,
      ]),
    );
    return { ...row, answers };
  });
}

/**
 * A private file opens to someone who works on an application holding it, when its uploader works
 * on that application too: a teammate's upload, never a key typed into one's own draft.
 */
export function isTeamFile(
  ctx: RequestContext,
  user: AuthUser,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  return repository.holdsFileOf(ctx.db, ctx.platform.id, user.id, file);
}
