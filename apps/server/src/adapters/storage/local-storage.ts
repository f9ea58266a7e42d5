import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage, StoredObjectInfo } from './storage';
import { assertStorageKey } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files on disk under `root`: `ab/cd/<key>`, where ab/cd come from a hash of the key so no folder
 * grows without bound. Writes go to a temporary file renamed into place, so a reader never sees a
 * half-written file and a failed upload leaves nothing.
 */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);

  function pathOf(key: string): string {
    assertStorageKey(key);
    const hash = createHash('sha256').update(key).digest('hex');
    const path = resolve(base, hash.slice(0, 2), hash.slice(2, 4), ...key.split('/'));
    // The key grammar already forbids climbing out; this is the belt to its braces.
    if (!path.startsWith(base + sep)) throw new Error('storage path escapes its root');
    return path;
  }

  async function info(path: string): Promise<StoredObjectInfo | null> {
    try {
      const stats = await stat(path);
      return stats.isFile() ? { size: stats.size, contentType: undefined } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 'local',
    async put(key, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        const { size } = await stat(temporary);
        await rename(temporary, path);
        return { size };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      const found = await info(path);
      if (!found) return null;
      const stream = createReadStream(path, range && { start: range.start, end: range.end });
      return { ...found, stream };
    },
    stat(key) {
      return info(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
