import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { App } from './app-types';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Above this, compression runs on libuv's threads instead of the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;
/** Brotli's 11 costs ~100× more CPU than 4 for a few % fewer bytes: fine at build time, not per answer. */
const BROTLI_ON_THE_FLY = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Text the API answers: JSON, HTML, XML, SVG. Never SSE (each event must leave at once). */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml)\b|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best of br and gzip the Accept-Encoding header allows (q=0 refuses; `*` allows both), or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (br <= 0 && gzipWeight <= 0) return null;
  return br >= gzipWeight ? 'br' : 'gzip';
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

async function compress(payload: Buffer, encoding: Encoding): Promise<Buffer> {
  if (payload.length <= SYNC_LIMIT_BYTES) {
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI_ON_THE_FLY) : gzipSync(payload);
  }
  return encoding === 'br' ? brotliAsync(payload, BROTLI_ON_THE_FLY) : gzipAsync(payload);
}

/**
 * Compresses answers worth it (≥ 1 KiB of text, JSON above all) with brotli or gzip, as the request
 * accepts. Streams are sent as they are: a download (CSV, XLSX, ZIP, stored files) keeps its first
 * bytes early, its byte ranges exact, and a failure in the middle still cuts the connection, where a
 * compressor would hold the bytes back and could end a truncated file cleanly.
 */
export function registerCompression(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 206) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}

/** A small fixed text (index.html) compressed once at boot, at the highest levels. */
export interface PrecompressedText {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(text: string): PrecompressedText {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
