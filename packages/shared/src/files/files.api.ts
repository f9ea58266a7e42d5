import * as z from 'zod/mini';
import { dataOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { ALLOWED_FILE_TYPES } from './file-types.rules';
import {
  FileBytesSchema,
  FileClassSchema,
  FileLinkSchema,
  ImageTransformQuerySchema,
  PrivateStreamQuerySchema,
  type UploadedFile,
  UploadedFileSchema,
  UploadFileFieldsSchema,
} from './files.schemas';
import { IMAGE_FORMAT_MIMES } from './image-transform.rules';

const tags = ['files'] as const;
const EncodedKey = z.string().check(z.minLength(1), z.maxLength(1024));
/** The client already holds this version (`If-None-Match`): no body. */
const NotModified = z.null();
/** A stored file is one of the accepted types; an image variant may also be AVIF. */
const STREAMED_MEDIA_TYPES = [...new Set([...Object.keys(ALLOWED_FILE_TYPES), ...Object.values(IMAGE_FORMAT_MIMES)])];

/** Where a file's bytes are read: SPEC §7 stream paths, keys URI-encoded into one path segment. */
export const filesApi = {
  upload: defineEndpoint({
    method: 'POST',
    url: '/api/files',
    summary:
      'Uploads one file (multipart/form-data: fields `visibility` and `class` first, then the file). The type is read from the bytes: 415 file_type_not_allowed outside PDF, JPEG/PNG/GIF/WebP, MP3/Ogg/WAV/M4A, MP4/WebM/QuickTime; 413 file_too_large over the limit',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(UploadedFileSchema) } },
    multipart: UploadFileFieldsSchema,
    errors: ['file_too_large', 'file_type_not_allowed', 'unsupported_media_type', 'missing_permissions'],
  }),
  streamPublic: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/files/stream/:encodedKey',
    summary:
      'Streams a public file of the platform (Range requests answer 206); images take `?size=WxH&format&fit`, resized once and kept. Private files and other platforms answer 404',
    tags,
    access: 'public',
    schema: {
      params: z.object({ platformId: UuidSchema, encodedKey: EncodedKey }),
      query: ImageTransformQuerySchema,
      response: { 200: FileBytesSchema, 206: FileBytesSchema, 304: NotModified },
    },
    errors: ['not_found', 'range_not_satisfiable'],
    produces: STREAMED_MEDIA_TYPES,
  }),
  streamShowcase: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/showcases/:kind/:showcaseId/entries/:applicationId/files/:encodedKey',
    summary:
      'Streams a file of an entry of a published gallery or public vote, in an answer it shows (Range requests answer 206); images take `?size=WxH&format&fit` and never carry their metadata. Anything else answers 404',
    tags,
    access: 'public',
    schema: {
      params: z.object({
        platformId: UuidSchema,
        kind: z.enum(['gallery', 'vote']),
        showcaseId: UuidSchema,
        applicationId: UuidSchema,
        encodedKey: EncodedKey,
      }),
      query: ImageTransformQuerySchema,
      response: { 200: FileBytesSchema, 206: FileBytesSchema, 304: NotModified },
    },
    errors: ['not_found', 'range_not_satisfiable'],
    produces: STREAMED_MEDIA_TYPES,
  }),
  streamPrivate: defineEndpoint({
    method: 'GET',
    url: '/api/files/stream/:encodedKey',
    summary:
      'Streams a file to its owner or a programs administrator (Range requests answer 206); 404 to anyone else. The session comes as a bearer token, or as the `?token=` of a signed address (`/api/files/link/{encodedKey}`): 400 link_invalid_or_expired when that one is expired, forged or for another file or platform',
    tags,
    // A media element cannot send the session header: the service takes the bearer or a signed token.
    access: 'public',
    schema: {
      params: z.object({ encodedKey: EncodedKey }),
      query: PrivateStreamQuerySchema,
      response: { 200: FileBytesSchema, 206: FileBytesSchema, 304: NotModified },
    },
    errors: [
      'not_found',
      'range_not_satisfiable',
      'link_invalid_or_expired',
      'authentication_required',
      'account_access_revoked',
    ],
    produces: STREAMED_MEDIA_TYPES,
  }),
  link: defineEndpoint({
    method: 'GET',
    url: '/api/files/link/:encodedKey',
    summary:
      'A signed address of a file, valid five minutes without the session header (for <audio>, <video>, a PDF in a new tab): to the readers of the private stream, 404 to anyone else',
    tags,
    access: 'authenticated',
    schema: {
      params: z.object({ encodedKey: EncodedKey }),
      response: { 200: dataOf(FileLinkSchema) },
    },
  }),
};

/** `/api/files/stream/<key>` or the platform's public path, the key encoded as one segment. */
export function fileLocation(file: { key: string; visibility: 'public' | 'private'; platformId: string }): string {
  const encodedKey = encodeURIComponent(file.key);
  return file.visibility === 'public'
    ? `/api/portal/platforms/${encodeURIComponent(file.platformId)}/files/stream/${encodedKey}`
    : `/api/files/stream/${encodedKey}`;
}

/** The SPEC §3 Uploaded file of a files-table row: what an upload answers and what an answer holds. */
export function toUploadedFile(row: {
  id: string;
  key: string;
  name: string;
  size: number;
  mime: string;
  kind: string;
  visibility: 'public' | 'private';
  platformId: string;
}): UploadedFile {
  const location = fileLocation(row);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    location,
    cdnLocation: location,
    size: row.size,
    mime: row.mime,
    kind: FileClassSchema.parse(row.kind),
  };
}
