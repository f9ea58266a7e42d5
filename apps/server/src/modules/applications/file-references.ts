import type { ApplicationAnswers } from '@opencall/shared/applications';
import { PERMISSIONS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { toUploadedFile } from '@opencall/shared/files';
import type { AuthUser, RequestContext } from '../../context';
import { findProgramsGranting } from '../auth';
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
  /** The step's field whose answer holds it (the group, for an item's file). */
  field: string;
  file: FileReference;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFileReference(value: unknown): value is FileReference {
  return isRecord(value) && typeof value.key === 'string' && typeof value.name === 'string';
}

/** Adds the file references of one answer to `out` (plain recursion: exports scan every answer of every row). */
function collect(value: unknown, path: string, at: { stepId: string; field: string }, out: PlacedFileReference[]) {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) collect(value[index], `${path}.${index}`, at, out);
  } else if (isFileReference(value)) {
    out.push({ ...at, reference: path, file: value });
  } else {
    for (const name in value) collect((value as Record<string, unknown>)[name], `${path}.${name}`, at, out);
  }
}

/**
 * Every file reference of an application's answers, from the fields down (a step's own answers
 * object is never one, whatever its fields are called).
 */
export function fileReferencesOf(answers: ApplicationAnswers): PlacedFileReference[] {
  const out: PlacedFileReference[] = [];
  for (const stepId in answers) {
    const step = answers[stepId];
    if (!isRecord(step)) continue;
    for (const field in step) collect(step[field], field, { stepId, field }, out);
  }
  return out;
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
  const placed = fileReferencesOf(answers);
  if (placed.length === 0) return;
  const pairs = placed.map(({ file }) => ({ applicationId, key: file.key }));
  const rows = await repository.applicationFiles(db, platformId, pairs);
  const known = new Set(rows.map((row) => row.key));
  const wrong = placed.find(({ file }) => !known.has(file.key));
  if (wrong) {
    throw new AppError('invalid_file_reference', { details: { stepId: wrong.stepId, reference: wrong.reference } });
  }
}

/** A value with each file reference replaced by `replace`'s answer, or left out when it answers null. */
export function withFiles(value: unknown, replace: (file: FileReference) => unknown): unknown {
  if (isFileReference(value)) return replace(value);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const checked = withFiles(item, replace);
      return checked === null && isFileReference(item) ? [] : [checked];
    });
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFiles(v, replace)]));
  return value;
}

/**
 * One answer as an export reads it: each file reference as the name the files table gives it
 * (`{ name }`), or no answer when `names` (the application's, from `heldFileNames`) does not hold
 * its key, as `withCheckedFiles` would have it.
 */
export function withFileNames(value: unknown, names: ReadonlyMap<string, string> | undefined): unknown {
  if (!holdsFileReference(value)) return value;
  return withFiles(value, (file) => {
    const name = names?.get(file.key);
    return name === undefined ? null : { name };
  });
}

/** Adds the keys of the file references in `value` to `keys`. */
export function addFileKeys(value: unknown, keys: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) for (const item of value) addFileKeys(item, keys);
  else if (isFileReference(value)) keys.add(value.key);
  else for (const name in value) addFileKeys((value as Record<string, unknown>)[name], keys);
}

/** An application of an export batch: its id, its applicant, and the file keys its answers name. */
export interface FileHolder {
  id: string;
  applicantId: string | null;
  keys: ReadonlySet<string>;
}

/**
 * The names of the files some applications' answers name, by application then key, under
 * `worksOnApplication`'s rule (a file of this platform uploaded by the application's applicant or
 * a member of its team): another application's or platform's file is absent. The files are read
 * by key in one query; the teams only when a file's uploader is not the applicant.
 */
export async function heldFileNames(
  db: Conn,
  platformId: string,
  holders: readonly FileHolder[],
): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  const keys = new Set(holders.flatMap((holder) => [...holder.keys]));
  if (keys.size === 0) return names;
  const found = new Map((await repository.filesByKey(db, platformId, [...keys])).map((file) => [file.key, file]));
  const hold = (holder: FileHolder, key: string, name: string) =>
    names.set(holder.id, (names.get(holder.id) ?? new Map<string, string>()).set(key, name));
  const others: [FileHolder, string, { name: string; ownerId: string }][] = [];
  for (const holder of holders) {
    for (const key of holder.keys) {
      const file = found.get(key);
      if (!file?.ownerId) continue;
      if (file.ownerId === holder.applicantId) hold(holder, key, file.name);
      else others.push([holder, key, { name: file.name, ownerId: file.ownerId }]);
    }
  }
  if (others.length === 0) return names;
  const team = await repository.teamMemberPairs(db, platformId, [...new Set(others.map(([holder]) => holder.id))]);
  for (const [holder, key, file] of others) {
    if (team.has(`${holder.id} ${file.ownerId}`)) hold(holder, key, file.name);
  }
  return names;
}

/** Whether a file reference sits anywhere in the value (most answers hold none: they stay as they are). */
function holdsFileReference(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsFileReference);
  if (isFileReference(value)) return true;
  for (const name in value) if (holdsFileReference((value as Record<string, unknown>)[name])) return true;
  return false;
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
  const placedOf = new Map<T, PlacedFileReference[]>();
  for (const row of rows) {
    const placed = fileReferencesOf(row.answers);
    if (placed.length) placedOf.set(row, placed);
  }
  if (placedOf.size === 0) return [...rows];
  const pairs = [...placedOf].flatMap(([row, placed]) =>
    [...new Set(placed.map(({ file }) => file.key))].map((key) => ({ applicationId: row.id, key })),
  );
  const found = await repository.applicationFiles(db, platformId, pairs);
  const byPair = new Map(found.map((file) => [`${file.applicationId}|${file.key}`, file]));
  return rows.map((row) => {
    const placed = placedOf.get(row);
    if (!placed) return row;
    const replace = (file: FileReference) => {
      const found = byPair.get(`${row.id}|${file.key}`);
      return found ? toUploadedFile(found) : null;
    };
    // Only the fields holding files are rebuilt; the other answers stay the row's own values.
    const answers: ApplicationAnswers = { ...row.answers };
    for (const { stepId, field } of placed) {
      const original = row.answers[stepId] ?? {};
      if (answers[stepId] === original) answers[stepId] = { ...original };
      (answers[stepId] as Record<string, unknown>)[field] = withFiles(original[field], replace);
    }
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

/** Whether the file is held by an application of a program on which the user's roles let them work. */
export async function isProgramFile(
  ctx: RequestContext,
  user: AuthUser,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  const programIds = await findProgramsGranting(ctx.db, ctx.platform.id, user.id, PERMISSIONS.programCollaborate);
  return repository.programsHoldFile(ctx.db, ctx.platform.id, programIds, file);
}
