import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { hasPermission, PERMISSIONS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { anonymousFileName } from '@opencall/shared/evaluations';
import {
  ALLOWED_FILE_TYPES,
  FILE_CLASSES,
  type FileLink,
  fileKindOfMime,
  filesApi,
  type ImageTransformQuery,
  isAllowedMime,
  sanitizeFileName,
  toUploadedFile,
  type UploadedFile,
} from '@opencall/shared/files';
import { fillPath } from '@opencall/shared/http';
import type { AuthUser, RequestContext } from '../../context';
import { applicationFiles, isProgramFile, isTeamFile, showcaseAnswersOf, showcaseFileKeys } from '../applications';
import { findPlatformUser } from '../auth';
import { juryFileAccess } from '../evaluations';
import { galleryShowcase } from '../galleries';
import { isThreadAttachmentOf } from '../messages';
import { voteShowcase } from '../public-votes';
import { FILE_LINK_TTL_MS, signFileLink, verifyFileLink } from './file-links';
import type { ServedFile } from './file-response';
import type { FileRow } from './files.repository';
import * as filesRepository from './files.repository';
import { planCleanVariant, planImageVariant, renderImageVariant } from './image-variants';
import type { IncomingUpload } from './multipart-upload';
import { createUploadInspector, fileTooLarge } from './upload-inspector';

export interface FilesSettings {
  /** UPLOAD_MAX_BYTES. */
  maxBytes: number;
  /** Problems that do not fail the request: a cleanup that did not happen, an image libvips cannot read. */
  warn: (details: object, message: string) => void;
}

const notFound = () => new AppError('not_found', { details: { entity: 'file' } });

/** What a stream endpoint sends for a row: its own bytes, or a kept image variant's. */
function serve(
  ctx: RequestContext,
  row: FileRow,
  variant?: { key: string; name: string; mime: string; size: number },
): ServedFile {
  const key = variant?.key ?? row.key;
  return {
    name: row.name,
    mime: variant?.mime ?? row.mime,
    size: variant?.size ?? row.size,
    etag: `"${row.id}${variant ? `-${variant.name}` : ''}"`,
    visibility: row.visibility,
    async open(range) {
      const found = await ctx.services.storage.get(key, range);
      if (!found) throw notFound();
      return found.stream;
    },
  };
}

/**
 * Private files open to their owner, to programs administrators and collaborators of the whole
 * platform, to a program's collaborators when an application of that program holds them, and to
 * whoever works on an application that holds them and that their owner works on too, to a juror
 * given such an application in a session open to reading, in an answer the session shows (the
 * files table says who uploaded a file; a key typed into one's own answers proves nothing); to
 * the applicant (and team) of an application whose message thread carries them (an attachment), to
 * anyone else they do not exist. A juror of a session hiding file details gets no original name.
 */
async function readableFile(
  ctx: RequestContext,
  user: AuthUser,
  key: string,
): Promise<{ row: FileRow; blind: boolean }> {
  const row = await filesRepository.findByKey(ctx.db, ctx.platform.id, key);
  if (!row) throw notFound();
  const mayRead =
    row.visibility === 'public' ||
    row.ownerId === user.id ||
    hasPermission(user.permissions, PERMISSIONS.programsAdministration) ||
    hasPermission(user.permissions, PERMISSIONS.programCollaborate) ||
    (await isTeamFile(ctx, user, row)) ||
    (await isProgramFile(ctx, user, row)) ||
    (await isThreadAttachmentOf(ctx, user, row.id));
  if (mayRead) return { row, blind: false };
  const jury = await juryFileAccess(ctx, user, row);
  if (!jury) throw notFound();
  return jury.anonymous ? { row: { ...row, name: anonymousFileName(row.key) }, blind: true } : { row, blind: false };
}

async function getReadableFile(ctx: RequestContext, user: AuthUser, key: string): Promise<FileRow> {
  return (await readableFile(ctx, user, key)).row;
}

/**
 * A file for a jury that must not know whose it is: an image comes re-encoded without its metadata
 * (kept once made); should that fail, nothing is sent rather than the original.
 */
async function serveBlind(ctx: RequestContext, row: FileRow): Promise<ServedFile> {
  const variant = planCleanVariant(row);
  if (!variant) return serve(ctx, row);
  const kept = await ctx.services.storage.stat(variant.key);
  if (kept) return serve(ctx, row, { ...variant, size: kept.size });
  const made = await renderImageVariant(ctx.services.storage, row.key, variant).catch(() => null);
  if (!made) throw notFound();
  return serve(ctx, row, { ...variant, size: made.size });
}

/** What the private stream sends to this reader. */
async function servePrivate(ctx: RequestContext, user: AuthUser, key: string): Promise<ServedFile> {
  const { row, blind } = await readableFile(ctx, user, key);
  return blind ? serveBlind(ctx, row) : serve(ctx, row);
}

/** A stream error of the multipart reader, in the catalogue's words. */
const toUploadError = (error: unknown, maxBytes: number) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge(maxBytes) : error;

async function serveImage(
  ctx: RequestContext,
  row: FileRow,
  query: ImageTransformQuery,
  warn: FilesSettings['warn'],
): Promise<ServedFile> {
  const variant = planImageVariant(row, query);
  if (!variant) return serve(ctx, row);
  const kept = await ctx.services.storage.stat(variant.key);
  if (kept) return serve(ctx, row, { ...variant, size: kept.size });
  try {
    const made = await renderImageVariant(ctx.services.storage, row.key, variant);
    if (!made) throw notFound();
    return serve(ctx, row, { ...variant, size: made.size });
  } catch (error) {
    if (error instanceof AppError) throw error;
    warn({ err: error, key: row.key, variant: variant.name }, 'image variant failed; serving the original');
    return serve(ctx, row);
  }
}

/**
 * Streams an upload into storage under a fresh key once its first bytes showed an accepted type
 * (of the expected class when one is given). Over the limit nothing is kept; the row comes last.
 */
export async function uploadFile(
  ctx: RequestContext,
  user: AuthUser,
  upload: IncomingUpload,
  { maxBytes, warn }: FilesSettings,
): Promise<UploadedFile> {
  const { visibility, class: expected } = upload.fields;
  if (visibility === 'public' && !hasPermission(user.permissions, PERMISSIONS.programsAdministration)) {
    upload.file.resume();
    throw new AppError('missing_permissions', { details: { permission: PERMISSIONS.programsAdministration } });
  }
  const inspector = createUploadInspector(maxBytes);
  pipeline(upload.file, inspector.stream).catch(() => {});
  const mime = await inspector.type.catch((error: unknown) => {
    throw toUploadError(error, maxBytes);
  });
  const kind = fileKindOfMime(mime);
  if (!kind || !isAllowedMime(mime) || (expected && kind !== expected)) {
    // Read the rest away, so the client gets the answer instead of a stalled upload.
    inspector.stream.resume();
    throw new AppError('file_type_not_allowed', {
      details: { detected: mime, accepted: expected ? [expected] : [...FILE_CLASSES] },
    });
  }
  const key = `${ctx.platform.id}/${randomUUID()}.${ALLOWED_FILE_TYPES[mime].extension}`;
  try {
    const { size } = await ctx.services.storage.put(key, inspector.stream, { contentType: mime });
    const row = await filesRepository.insert(ctx.db, ctx.platform.id, {
      key,
      name: sanitizeFileName(upload.filename),
      mime,
      kind,
      size,
      visibility,
      ownerId: user.id,
    });
    return toUploadedFile(row);
  } catch (error) {
    await ctx.services.storage.delete(key).catch((err: unknown) => warn({ err, key }, 'failed upload left behind'));
    throw toUploadError(error, maxBytes);
  }
}

/** A public file of this platform (the Host's): another platform's id, a private file or no file → 404. */
export async function openPublicFile(
  ctx: RequestContext,
  platformId: string,
  key: string,
  query: ImageTransformQuery,
  { warn }: Pick<FilesSettings, 'warn'>,
) {
  if (platformId !== ctx.platform.id) throw notFound();
  const row = await filesRepository.findByKey(ctx.db, ctx.platform.id, key);
  if (row?.visibility !== 'public') throw notFound();
  return row.kind === 'image' ? serveImage(ctx, row, query, warn) : serve(ctx, row);
}

/**
 * A file of an entry of a gallery or a public vote: only while the showcase is published (or the
 * reader works on its program), the application is one of its entries, the answer is one it shows,
 * and the files table says the file was uploaded for that application. Images leave re-encoded,
 * without their metadata (an author's GPS has no place on a public page).
 */
export async function openShowcaseFile(
  ctx: RequestContext,
  params: {
    platformId: string;
    kind: 'gallery' | 'vote';
    showcaseId: string;
    applicationId: string;
    encodedKey: string;
  },
  query: ImageTransformQuery,
  { warn }: Pick<FilesSettings, 'warn'>,
): Promise<ServedFile> {
  if (params.platformId !== ctx.platform.id) throw notFound();
  const showcase =
    params.kind === 'gallery'
      ? await galleryShowcase(ctx, params.showcaseId, params.applicationId)
      : await voteShowcase(ctx, params.showcaseId, params.applicationId);
  if (!showcase) throw notFound();
  const answers = await showcaseAnswersOf(ctx, showcase.programId, params.applicationId);
  if (!answers || !showcaseFileKeys(answers, showcase.fields).has(params.encodedKey)) throw notFound();
  const [checked] = await applicationFiles(ctx.db, ctx.platform.id, [
    { applicationId: params.applicationId, key: params.encodedKey },
  ]);
  const row = checked && (await filesRepository.findByKey(ctx.db, ctx.platform.id, checked.key));
  if (!row) throw notFound();
  if (row.kind !== 'image') return serve(ctx, row);
  return query.size ? serveImage(ctx, row, query, warn) : serveBlind(ctx, row);
}

/**
 * A private file, to the session's user or to whoever holds a signed address of it (a media
 * player cannot send the session header). Without either: authentication_required.
 */
export async function openPrivateFile(ctx: RequestContext, key: string, token?: string): Promise<ServedFile> {
  if (token) {
    // The address names this key and platform only; its reader must still be allowed to read it
    // (a revoked member or a removed teammate loses the file at once, not when the address expires).
    const reader = await findPlatformUser(ctx, verifyFileLink(ctx.services.keys, ctx.platform.id, key, token));
    if (!reader) throw new AppError('link_invalid_or_expired');
    return servePrivate(ctx, reader, key);
  }
  const user = await ctx.findCurrentUser();
  if (!user) throw new AppError('authentication_required');
  return servePrivate(ctx, user, key);
}

/** A signed stream address of a file the user may read, for FILE_LINK_TTL_MS. */
export async function createFileLink(ctx: RequestContext, user: AuthUser, key: string): Promise<FileLink> {
  const row = await getReadableFile(ctx, user, key);
  const expiresAt = Date.now() + FILE_LINK_TTL_MS;
  const token = signFileLink(ctx.services.keys, {
    platformId: ctx.platform.id,
    key: row.key,
    userId: user.id,
    expiresAt,
  });
  const path = fillPath(filesApi.streamPrivate.url, { encodedKey: row.key });
  return { url: `${path}?token=${encodeURIComponent(token)}`, expiresAt: new Date(expiresAt).toISOString() };
}
