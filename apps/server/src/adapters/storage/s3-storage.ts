import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, Storage } from './storage';
import { assertStorageKey } from './storage-key';

export interface S3StorageSettings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Bytes buffered per multipart part (5 MiB, S3's minimum, unless told). */
  partSize?: number;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** `bytes 0-99/1234` → 1234. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && /^\d+$/.test(total) ? Number(total) : undefined;
}

/**
 * Any S3-compatible store. Uploads stream through lib-storage: one PutObject for a small file, a
 * multipart upload (parts of `partSize`, at most 4 in memory) for a large one, aborted on failure.
 */
export function createS3Storage(settings: S3StorageSettings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many compatible stores reject the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    driver: 's3',
    async put(key, body, { contentType }) {
      assertStorageKey(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A failing source fails the counter, which fails the upload.
      pipeline(body, counted).catch(() => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: settings.partSize ?? 5 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // lib-storage stops reading on failure: release the source so its producer sees the end.
        counted.destroy();
        throw error;
      }
      return { size };
    },
    async get(key, range?: ByteRange) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        const size = totalOf(answer.ContentRange) ?? answer.ContentLength ?? 0;
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { size, contentType: answer.ContentType, stream: answer.Body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
