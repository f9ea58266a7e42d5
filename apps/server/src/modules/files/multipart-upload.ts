import type { Readable } from 'node:stream';
import { AppError } from '@opencall/shared/errors';
import { type UploadFileFields, UploadFileFieldsSchema } from '@opencall/shared/files';
import type { FastifyRequest } from 'fastify';

export interface IncomingUpload {
  file: Readable;
  /** What the browser called it: metadata only, sanitised before it is kept. */
  filename: string;
  fields: UploadFileFields;
}

function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  const part = fields[name] as { type?: string; value?: unknown } | undefined;
  return part?.type === 'field' ? part.value : undefined;
}

/**
 * The one file of a multipart upload, as a stream, with the text fields sent before it. Busboy stops
 * one byte past the limit, so the inspector can tell "too large" apart from "exactly the limit".
 */
export async function readMultipartUpload(request: FastifyRequest, maxBytes: number): Promise<IncomingUpload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', { details: { expected: 'multipart/form-data' } });
  const part = await request.file({
    limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 100, parts: 5, headerPairs: 50 },
  });
  if (!part) throw new AppError('request_body_required');
  const fields = UploadFileFieldsSchema.safeParse({
    visibility: fieldValue(part.fields, 'visibility'),
    class: fieldValue(part.fields, 'class') || undefined,
  });
  if (!fields.success) {
    part.file.resume();
    throw new AppError('validation_failed', {
      details: fields.error.issues.map((issue) => ({ field: issue.path.join('.'), reason: issue.code })),
    });
  }
  return { file: part.file, filename: part.filename, fields: fields.data };
}
