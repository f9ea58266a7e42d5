import { Readable } from 'node:stream';
import {
  IMAGE_FORMAT_MIMES,
  type ImageFit,
  type ImageFormat,
  type ImageTransformQuery,
  parseImageSize,
} from '@opencall/shared/files';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';

type OutputFormat = ImageFormat | 'gif';
const FORMAT_OF_MIME: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MIME_OF_FORMAT: Record<OutputFormat, string> = { ...IMAGE_FORMAT_MIMES, gif: 'image/gif' };
// Decoding bombs stop here: 50 megapixels is well above any camera photo an applicant sends.
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  /** Storage key of the derived image: kept, so the same request is not resized twice. */
  key: string;
  /** Part of the ETag: `320x240-cover.webp`. */
  name: string;
  mime: string;
  width?: number;
  height?: number;
  fit: ImageFit;
  format: OutputFormat;
}

/** The variant a CDN query asks of an image, or null when the original answers it (no size, same format). */
export function planImageVariant(file: { key: string; mime: string }, query: ImageTransformQuery): ImageVariant | null {
  const sourceFormat = FORMAT_OF_MIME[file.mime];
  if (!sourceFormat) return null;
  const size = query.size ? parseImageSize(query.size) : null;
  const format: OutputFormat = query.format ?? sourceFormat;
  if (!size && format === sourceFormat) return null;
  const fit = query.fit ?? 'cover';
  const name = `${size ? `${size.width}x${size.height}` : 'original'}-${fit}.${format}`;
  return {
    key: `variants/${file.key}/${name}`,
    name,
    mime: MIME_OF_FORMAT[format],
    ...(size && { width: size.width, height: size.height }),
    fit,
    format,
  };
}

/**
 * The same image re-encoded, stripped of its metadata (EXIF: author, camera, GPS…): what a jury
 * that must not know the applicant opens. Null for a GIF (re-encoding would lose its animation).
 */
export function planCleanVariant(file: { key: string; mime: string }): ImageVariant | null {
  const format = FORMAT_OF_MIME[file.mime];
  if (!format || format === 'gif') return null;
  const name = `clean.${format}`;
  return { key: `variants/${file.key}/${name}`, name, mime: MIME_OF_FORMAT[format], fit: 'inside', format };
}

/**
 * Makes the variant from the original and keeps it under its key. Images are never enlarged
 * (a CDN does not invent pixels), oriented by their EXIF data, and stripped of metadata (GPS…).
 */
export async function renderImageVariant(storage: Storage, sourceKey: string, variant: ImageVariant) {
  const original = await storage.get(sourceKey);
  if (!original) return null;
  const transformer = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: true })
    .toFormat(variant.format);
  original.stream.on('error', (error) => transformer.destroy(error));
  const buffer = await original.stream.pipe(transformer).toBuffer();
  await storage.put(variant.key, Readable.from([buffer]), { contentType: variant.mime });
  return { size: buffer.length };
}
