import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '@opencall/shared/auth';
import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { GalleryLayout, PublicGallery } from '@opencall/shared/galleries';
import { pickText, resolveLang } from '@opencall/shared/programs';
import type { ShowcaseFields } from '@opencall/shared/showcase';
import type { RequestContext } from '../../context';
import { showcaseEntries } from '../applications';
import { assertAccess } from '../auth';
import { getLiveProgram } from '../programs';
import * as galleriesRepository from './galleries.repository';
import { galleryNotFound } from './galleries.service';

/** Whether the signed-in caller (if any) works on the program: they may look at a gallery before it is published. */
async function mayPreview(ctx: RequestContext, programId: string): Promise<boolean> {
  const user = await ctx.findCurrentUser();
  if (!user) return false;
  for (const access of [PROGRAM_WORK_ACCESS, PROGRAM_MANAGE_ACCESS]) {
    try {
      await assertAccess(ctx, user, { permission: access.permission, allowUnconfirmed: false, programRef: programId });
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return false;
}

/** The platform's gallery the caller may see (published, or previewed by whoever works on its program) and its live program. */
async function visibleGallery(ctx: RequestContext, galleryId: string) {
  const gallery = await galleriesRepository.findById(ctx.db, ctx.platform.id, galleryId);
  if (!gallery) return null;
  const program = await getLiveProgram(ctx.db, ctx.platform.id, gallery.programId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  });
  if (!program) return null;
  if (!gallery.published && !(await mayPreview(ctx, gallery.programId))) return null;
  return { gallery, program };
}

/**
 * SPEC §7 `GET /portal/platforms/{platformId}/programs/{programId}/galleries/{id}`: a published
 * gallery, the program named by id or address; unpublished, unknown or another platform's answers
 * 404 `not_found` (SPEC §8 "La galerie … a été dépubliée"). Whoever works on the program, signed in,
 * gets the unpublished one too (`published: false`): the preview before publishing.
 */
export async function getPublicGallery(
  ctx: RequestContext,
  platformId: string,
  programRef: string,
  galleryId: string,
  requested: Locale | undefined,
): Promise<PublicGallery> {
  if (platformId !== ctx.platform.id) throw galleryNotFound();
  const found = await visibleGallery(ctx, galleryId);
  if (!found || (found.program.id !== programRef && found.program.slug !== programRef)) throw galleryNotFound();
  const { gallery, program } = found;
  const lang = resolveLang(requested ?? ctx.locale, program.defaultLang, program.supportedLangs);
  const ids = await galleriesRepository.entryIds(ctx.db, ctx.platform.id, gallery.id);
  const entries = await showcaseEntries(ctx, program.id, ids, gallery.fields, lang);
  const categories = new Map<string, string>();
  for (const entry of entries)
    if (entry.categoryId && !categories.has(entry.categoryId)) categories.set(entry.categoryId, entry.category);
  return {
    id: gallery.id,
    programId: program.id,
    lang,
    title: pickText(gallery.texts.title, lang, program.defaultLang) || gallery.name,
    description: pickText(gallery.texts.description, lang, program.defaultLang),
    layout: gallery.layout as GalleryLayout,
    published: gallery.published,
    entries,
    categories: [...categories].map(([id, title]) => ({ id, title })),
  };
}

/**
 * For the public media stream: the gallery's program and fields when the caller may see the gallery
 * (published, or previewed) and the application is one of its entries; null otherwise.
 */
export async function galleryShowcase(
  ctx: RequestContext,
  galleryId: string,
  applicationId: string,
): Promise<{ programId: string; fields: ShowcaseFields } | null> {
  const found = await visibleGallery(ctx, galleryId);
  if (!found) return null;
  if (!(await galleriesRepository.hasEntry(ctx.db, ctx.platform.id, found.gallery.id, applicationId))) return null;
  return { programId: found.gallery.programId, fields: found.gallery.fields };
}
