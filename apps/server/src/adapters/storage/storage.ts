import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string | undefined;
}

export interface StoredObject extends StoredObjectInfo {
  /** The whole object, or only the asked range. */
  stream: Readable;
}

/**
 * Where file bytes live (local disk or an S3-compatible store). Keys are ours (see storage-key.ts),
 * never a user's file name. A missing key answers null, never an error.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores the stream under the key once it ends; a stream that fails leaves nothing behind. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
