import type { Readable } from 'node:stream';
import { AppError } from '@opencall/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange } from '../../adapters/storage';
import { parseByteRange } from './byte-range';

/** What a stream endpoint answers with, whatever store holds the bytes. */
export interface ServedFile {
  name: string;
  mime: string;
  size: number;
  /** Stored bytes never change under a key, so the ETag is derived from the key, not the bytes. */
  etag: string;
  visibility: 'public' | 'private';
  open(range?: ByteRange): Promise<Readable>;
}

const INLINE = /^(image|audio|video)\/|^application\/pdf$/;
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(name: string, mime: string): string {
  const type = INLINE.test(mime) ? 'inline' : 'attachment';
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a stream request: 304 when the client holds the same ETag, 206 with Content-Range for a
 * satisfiable Range (audio and video players seek with them), 416 for a bad one, else the whole file.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  options: { cache: 'public' | 'private' },
): Promise<Readable | string> {
  // If-Range names the version a resumed download started from: another version gets the whole file.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== file.etag ? null : parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError('range_not_satisfiable', { details: { size: file.size } });
  }
  reply.headers({
    'accept-ranges': 'bytes',
    etag: file.etag,
    'cache-control': options.cache === 'public' && file.visibility === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE,
    'content-type': file.mime,
    'content-disposition': contentDisposition(file.name, file.mime),
    'x-content-type-options': 'nosniff',
  });
  if (matchesEtag(request.headers['if-none-match'], file.etag)) {
    reply.code(304);
    return '';
  }
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return file.open(range);
  }
  reply.header('content-length', file.size);
  return file.open();
}
