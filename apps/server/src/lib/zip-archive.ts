/// <reference path="../types/archiver.d.ts" />
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export { ZipArchive };

/**
 * Appends one entry and waits until archiver has written it, so one source is open at a time and
 * the next is read only once the output has taken this one (ZIP64 comes with archiver when needed).
 */
export function appendAndWait(archive: ZipArchive, source: Readable | Buffer | string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('error', failed);
      resolve();
    };
    const failed = (error: unknown) => {
      archive.off('entry', done);
      reject(error);
    };
    archive.once('entry', done);
    archive.once('error', failed);
    archive.append(source, { name });
  });
}
