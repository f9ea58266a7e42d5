import { AppError } from '@opencall/shared/errors';
import {
  type AddAcceptedBody,
  appendEntries,
  duplicateIds,
  type GalleryEntriesChange,
  type GalleryEntryRow,
  MAX_GALLERY_ENTRIES,
  type ReplaceGalleryEntriesBody,
} from '@opencall/shared/galleries';
import { DEFAULT_SHOWCASE_FIELDS } from '@opencall/shared/showcase';
import type { RequestContext } from '../../context';
import { showcaseEntries } from '../applications';
import { getLiveProgram } from '../programs';
import * as galleriesRepository from './galleries.repository';
import { getGalleryRow } from './galleries.service';

/** The rows of the given entries, in their order: reference, applicant, status, category (those still live). */
async function entryRows(ctx: RequestContext, programId: string, ids: readonly string[]): Promise<GalleryEntryRow[]> {
  const [statuses, entries] = await Promise.all([
    galleriesRepository.applicationStatuses(ctx.db, ctx.platform.id, programId, ids),
    showcaseEntries(ctx, programId, ids, { ...DEFAULT_SHOWCASE_FIELDS, showName: true }, ctx.locale),
  ]);
  return entries.flatMap((entry) => {
    const status = statuses.get(entry.id);
    return status
      ? [{ applicationId: entry.id, reference: entry.reference, name: entry.name, status, category: entry.category }]
      : [];
  });
}

export async function listGalleryEntries(ctx: RequestContext, programId: string, ref: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const gallery = await getGalleryRow(ctx.db, ctx, programId, ref);
  return entryRows(ctx, programId, await galleriesRepository.entryIds(ctx.db, ctx.platform.id, gallery.id));
}

/**
 * Saves the whole ordered list: each id once, each a submitted, live application of the program;
 * otherwise 400 validation_failed naming the ids, and nothing changes.
 */
export async function replaceGalleryEntries(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: ReplaceGalleryEntriesBody,
): Promise<GalleryEntryRow[]> {
  const ids = body.applicationIds;
  const duplicates = duplicateIds(ids);
  if (duplicates.length)
    throw new AppError('validation_failed', {
      details: [{ field: 'applicationIds', reason: 'duplicate', ids: duplicates }],
    });
  await ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const gallery = await getGalleryRow(tx, ctx, programId, ref, { forUpdate: true });
    const statuses = await galleriesRepository.applicationStatuses(tx, ctx.platform.id, programId, ids);
    const unknown = ids.filter((id) => !statuses.has(id));
    if (unknown.length)
      throw new AppError('validation_failed', {
        details: [{ field: 'applicationIds', reason: 'unknown', ids: unknown }],
      });
    await galleriesRepository.replaceEntries(tx, ctx.platform.id, gallery.id, ids);
  });
  return entryRows(ctx, programId, ids);
}

/** Appends the program's accepted applications not in the gallery yet, `top` at most, within the limit. */
export function addAcceptedEntries(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: AddAcceptedBody,
): Promise<GalleryEntriesChange> {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const gallery = await getGalleryRow(tx, ctx, programId, ref, { forUpdate: true });
    const current = await galleriesRepository.entryIds(tx, ctx.platform.id, gallery.id);
    const room = Math.min(body.top, MAX_GALLERY_ENTRIES - current.length);
    if (room <= 0) return { added: 0, total: current.length };
    const accepted = await galleriesRepository.acceptedIds(tx, ctx.platform.id, programId, current, room);
    const next = appendEntries(current, accepted);
    if (next.length !== current.length) await galleriesRepository.replaceEntries(tx, ctx.platform.id, gallery.id, next);
    return { added: next.length - current.length, total: next.length };
  });
}
