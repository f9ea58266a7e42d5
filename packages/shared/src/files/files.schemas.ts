import * as z from 'zod/mini';
import { FILE_CLASSES } from './file-types.rules';
import { IMAGE_FITS, IMAGE_FORMATS, parseImageSize } from './image-transform.rules';

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export const FileVisibilitySchema = z.enum(FILE_VISIBILITIES);
export type FileVisibility = z.infer<typeof FileVisibilitySchema>;
export const FileClassSchema = z.enum(FILE_CLASSES);

/**
 * SPEC §3 Uploaded file (key, name, location, cdnLocation), plus what the upload input shows.
 * `location` streams the bytes; `cdnLocation` is the public address that takes `?size=WxH&format&fit`
 * for images (the same as `location` for private files).
 */
export const UploadedFileSchema = z.object({
  id: z.string(),
  key: z.string(),
  /** The original name, sanitised: metadata only. */
  name: z.string(),
  location: z.string(),
  cdnLocation: z.string(),
  size: z.number(),
  /** Detected from the bytes. */
  mime: z.string(),
  kind: FileClassSchema,
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/**
 * Text fields of the upload form, sent before the file part: `visibility` (private unless told;
 * public needs the programs administration permission) and `class`, the SPEC §5 class the field expects.
 */
export const UploadFileFieldsSchema = z.object({
  visibility: z._default(FileVisibilitySchema, 'private'),
  class: z.optional(FileClassSchema),
});
export type UploadFileFields = z.infer<typeof UploadFileFieldsSchema>;

/** `?size=WxH&format=webp|jpeg|png|avif&fit=cover|contain|inside` on a public image (ignored for other files). */
export const ImageTransformQuerySchema = z.object({
  size: z.optional(z.string().check(z.refine((size) => parseImageSize(size) !== null, 'Expected WxH, 1 to 2000 each'))),
  format: z.optional(z.enum(IMAGE_FORMATS)),
  fit: z.optional(z.enum(IMAGE_FITS)),
});
export type ImageTransformQuery = z.infer<typeof ImageTransformQuerySchema>;

/** The bytes of a stored file (whole, or the asked range with 206), not JSON. */
export const FileBytesSchema = z.unknown();

/** `?token=` of a signed private stream address; without it the stream asks for the session. */
export const PrivateStreamQuerySchema = z.object({
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});

/** A short-lived address of a private file that a media player or a new tab opens without the session header. */
export const FileLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type FileLink = z.infer<typeof FileLinkSchema>;
