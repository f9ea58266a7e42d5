import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { SessionQuestion } from '@opencall/shared/evaluations';
import { unknownQuestions } from '@opencall/shared/evaluations';
import { sanitizeRichText } from '@opencall/shared/forms';
import type {
  CreateGalleryBody,
  Gallery,
  GalleryLayout,
  GalleryListQuery,
  UpdateGalleryBody,
} from '@opencall/shared/galleries';
import { type ShowcaseTexts, showcaseQuestions } from '@opencall/shared/showcase';
import type { RequestContext } from '../../context';
import { programQuestions } from '../applications';
import { diffForLog, getLiveProgram, logProgramChange } from '../programs';
import type { Conn, GalleryRow, GalleryValues, GalleryWithCount } from './galleries.repository';
import * as galleriesRepository from './galleries.repository';

export function toGallery(row: GalleryWithCount): Gallery {
  return {
    id: row.id,
    programId: row.programId,
    slug: row.slug,
    name: row.name,
    published: row.published,
    layout: row.layout as GalleryLayout,
    texts: row.texts,
    fields: row.fields,
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the program's log keeps of a gallery: its settings, not its description's HTML. */
const snapshot = (row: GalleryRow) => ({
  name: row.name,
  slug: row.slug,
  published: row.published,
  layout: row.layout,
  fields: row.fields,
  textLanguages: Object.keys({ ...row.texts.title, ...row.texts.description })
    .sort()
    .join(', '),
});

export const galleryNotFound = () => new AppError('not_found', { details: { entity: 'gallery' } });

/** A gallery of the program (by id or address); 404 otherwise. */
export async function getGalleryRow(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<GalleryWithCount> {
  const row = await galleriesRepository.find(db, ctx.platform.id, programId, ref, options);
  if (!row) throw galleryNotFound();
  return row;
}

/** Titles are plain text; descriptions are rich text the public reads: only the allow-listed HTML is kept. */
function cleanTexts(texts: ShowcaseTexts): ShowcaseTexts {
  const kept = (values: Record<string, string | undefined>, clean: (text: string) => string) =>
    Object.fromEntries(
      Object.entries(values).flatMap(([lang, text]) => (text?.trim() ? [[lang, clean(text)] as const] : [])),
    );
  return {
    title: kept(texts.title, (text) => text.trim()),
    description: kept(texts.description, sanitizeRichText),
  };
}

function toValues(body: UpdateGalleryBody): GalleryValues {
  const values: GalleryValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.layout !== undefined) values.layout = body.layout;
  if (body.published !== undefined) values.published = body.published;
  if (body.texts !== undefined) values.texts = cleanTexts(body.texts);
  if (body.fields !== undefined) values.fields = { ...body.fields, questions: [...new Set(body.fields.questions)] };
  return values;
}

/**
 * The fields must name the program's own questions (read before the transaction: the embedded
 * database has one connection, a read outside the transaction would wait for it).
 */
async function checkFields(ctx: RequestContext, programId: string, body: UpdateGalleryBody) {
  if (!body.fields) return;
  const named = showcaseQuestions(body.fields);
  if (named.length === 0) return;
  const all = (await programQuestions(ctx, programId)).map((question) => question.reference);
  const issues = [
    ...(body.fields.titleQuestion && !all.includes(body.fields.titleQuestion)
      ? [{ field: 'fields.titleQuestion', reason: 'unknown' }]
      : []),
    ...(body.fields.imageQuestion && !all.includes(body.fields.imageQuestion)
      ? [{ field: 'fields.imageQuestion', reason: 'unknown' }]
      : []),
    ...(unknownQuestions(all, body.fields.questions).length ? [{ field: 'fields.questions', reason: 'unknown' }] : []),
  ];
  if (issues.length) throw new AppError('validation_failed', { details: issues });
}

export async function listGalleries(ctx: RequestContext, programId: string, query: GalleryListQuery) {
  const platformId = ctx.platform.id;
  await getLiveProgram(ctx.db, platformId, programId);
  if (query.after && !(await galleriesRepository.find(ctx.db, platformId, programId, query.after)))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const [rows, totals] = await Promise.all([
    galleriesRepository.list(ctx.db, platformId, programId, query),
    galleriesRepository.count(ctx.db, platformId, programId, query),
  ]);
  return toListPage(rows.map(toGallery), query, totals);
}

export async function getGallery(ctx: RequestContext, programId: string, ref: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  return toGallery(await getGalleryRow(ctx.db, ctx, programId, ref));
}

export function createGallery(ctx: RequestContext, programId: string, body: CreateGalleryBody) {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const row = await galleriesRepository.insert(tx, ctx.platform.id, programId, { name: body.name, slug: body.slug });
    await logProgramChange(tx, ctx, {
      programId,
      action: 'create',
      entity: 'gallery',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toGallery({ ...row, entryCount: 0 });
  });
}

export async function updateGallery(ctx: RequestContext, programId: string, ref: string, body: UpdateGalleryBody) {
  await checkFields(ctx, programId, body);
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getGalleryRow(tx, ctx, programId, ref, { forUpdate: true });
    const row = await galleriesRepository.update(tx, ctx.platform.id, programId, current.id, toValues(body));
    const change = diffForLog(snapshot(current), snapshot(row));
    if (change)
      await logProgramChange(tx, ctx, { programId, action: 'update', entity: 'gallery', entityId: row.id, ...change });
    return toGallery({ ...row, entryCount: current.entryCount });
  });
}

export function deleteGallery(ctx: RequestContext, programId: string, ref: string) {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getGalleryRow(tx, ctx, programId, ref, { forUpdate: true });
    await galleriesRepository.remove(tx, ctx.platform.id, programId, current.id);
    await logProgramChange(tx, ctx, {
      programId,
      action: 'delete',
      entity: 'gallery',
      entityId: current.id,
      before: snapshot(current),
      after: null,
    });
    return { id: current.id };
  });
}

/** The questions of the program's forms, for the gallery's fields. */
export async function listGalleryQuestions(
  ctx: RequestContext,
  programId: string,
  ref: string,
): Promise<SessionQuestion[]> {
  await getGalleryRow(ctx.db, ctx, programId, ref);
  return programQuestions(ctx, programId);
}
