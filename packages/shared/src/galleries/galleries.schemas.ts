import * as z from 'zod/mini';
import { ApplicationStatusSchema } from '../applications/application-status';
import { LocaleSchema, PageQuerySchema, UuidSchema } from '../common';
import { ProgramSlugSchema } from '../programs/programs.schemas';
import { ShowcaseEntrySchema, ShowcaseFieldsSchema, ShowcaseTextsSchema } from '../showcase/showcase.schemas';

/** A gallery shows its entries as cards in a grid, or one under the other. */
export const GALLERY_LAYOUTS = ['grid', 'list'] as const;
export const GalleryLayoutSchema = z.enum(GALLERY_LAYOUTS);
export type GalleryLayout = z.infer<typeof GalleryLayoutSchema>;

/** How many applications one gallery shows. */
export const MAX_GALLERY_ENTRIES = 500;

/** SPEC §3 `galleries`: a chosen set of applications of a program, shown to the public once published. */
export const GallerySchema = z.object({
  id: z.string(),
  programId: z.string(),
  slug: z.string(),
  name: z.string(),
  published: z.boolean(),
  layout: GalleryLayoutSchema,
  /** Title and description of the public page per language (the description is sanitised rich text). */
  texts: ShowcaseTextsSchema,
  /** What the public reads of each entry. */
  fields: ShowcaseFieldsSchema,
  entryCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Gallery = z.infer<typeof GallerySchema>;

const GalleryNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

export const CreateGalleryBodySchema = z.object({ name: GalleryNameSchema, slug: ProgramSlugSchema });
export type CreateGalleryBody = z.infer<typeof CreateGalleryBodySchema>;

/** Field shapes; the fields naming the program's own questions is the server's check. */
export const UpdateGalleryBodySchema = z.partial(
  z.object({
    name: GalleryNameSchema,
    slug: ProgramSlugSchema,
    layout: GalleryLayoutSchema,
    texts: ShowcaseTextsSchema,
    fields: ShowcaseFieldsSchema,
    published: z.boolean(),
  }),
);
export type UpdateGalleryBody = z.infer<typeof UpdateGalleryBodySchema>;

export const GalleryListQuerySchema = z.extend(PageQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  after: z.optional(UuidSchema),
});
export type GalleryListQuery = z.infer<typeof GalleryListQuerySchema>;

/** One entry as the organizer orders it: which application, whose, in which state. */
export const GalleryEntryRowSchema = z.object({
  applicationId: z.string(),
  /** Stable short reference ("3F2A91BC"). */
  reference: z.string(),
  /** The applicant's name (e-mail when unnamed). */
  name: z.string(),
  status: ApplicationStatusSchema,
  category: z.string(),
});
export type GalleryEntryRow = z.infer<typeof GalleryEntryRowSchema>;

/** The whole ordered list of entries; each must be a submitted, live application of the program, once. */
export const ReplaceGalleryEntriesBodySchema = z.object({
  applicationIds: z.array(UuidSchema).check(z.maxLength(MAX_GALLERY_ENTRIES)),
});
export type ReplaceGalleryEntriesBody = z.infer<typeof ReplaceGalleryEntriesBodySchema>;

/** Appends the program's accepted applications not in the gallery yet, `top` at most, oldest submission first. */
export const AddAcceptedBodySchema = z.object({
  top: z.int().check(z.minimum(1), z.maximum(MAX_GALLERY_ENTRIES)),
});
export type AddAcceptedBody = z.infer<typeof AddAcceptedBodySchema>;

export const GalleryEntriesChangeSchema = z.object({ added: z.int(), total: z.int() });
export type GalleryEntriesChange = z.infer<typeof GalleryEntriesChangeSchema>;

export const PublicGalleryQuerySchema = z.object({ lang: z.optional(LocaleSchema) });

/** SPEC §7: a published gallery as the public reads it, texts in the resolved language. */
export const PublicGallerySchema = z.object({
  id: z.string(),
  programId: z.string(),
  /** The language the texts and labels are in (`lang` when the program offers it, else its default). */
  lang: LocaleSchema,
  title: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  layout: GalleryLayoutSchema,
  /** False on an organizer's preview of an unpublished gallery. */
  published: z.boolean(),
  entries: z.array(ShowcaseEntrySchema),
  /** The categories of the entries, once each, for the filter. */
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PublicGallery = z.infer<typeof PublicGallerySchema>;
