import { Transform } from 'node:stream';
import { AppError } from '@opencall/shared/errors';
import { detectFileType, SIGNATURE_BYTES } from '@opencall/shared/files';
import { formatFileSize } from '@opencall/shared/forms';

export function fileTooLarge(maxBytes: number): AppError {
  return new AppError('file_too_large', { details: { maxBytes, maxSize: formatFileSize(maxBytes) } });
}

export interface UploadInspector {
  /** Pipe the upload into it, and hand it to storage once `type` is known. */
  stream: Transform;
  /** The type the first bytes show; rejects when the upload fails or is over the limit first. */
  type: Promise<string>;
  bytes(): number;
}

/**
 * Holds the first SIGNATURE_BYTES back until it knows the file's type, then lets every byte
 * through while counting: past `maxBytes` the stream fails with file_too_large, so storage never
 * keeps an oversized file. Nothing reaches storage before the type is known.
 */
export function createUploadInspector(maxBytes: number): UploadInspector {
  let size = 0;
  let held: Buffer[] = [];
  let heldLength = 0;
  let typed = false;
  let settle: { resolve: (mime: string) => void; reject: (error: unknown) => void } | undefined;
  const type = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Awaited by the caller; this keeps an early failure from being reported as unhandled.
  type.catch(() => {});

  function release(stream: Transform) {
    typed = true;
    const head = Buffer.concat(held, heldLength);
    held = [];
    settle?.resolve(detectFileType(head.subarray(0, SIGNATURE_BYTES)));
    if (head.length) stream.push(head);
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(fileTooLarge(maxBytes));
      if (typed) return done(null, chunk);
      held.push(chunk);
      heldLength += chunk.length;
      if (heldLength >= SIGNATURE_BYTES) release(this);
      done();
    },
    flush(done) {
      if (!typed) release(this);
      done();
    },
  });
  stream.on('error', (error) => settle?.reject(error));
  return { stream, type, bytes: () => size };
}
