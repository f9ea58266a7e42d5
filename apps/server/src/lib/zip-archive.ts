/// <reference path="../types/archiver.d.ts" />
import { Readable, type Writable } from 'node:stream';
import { ZipArchive } from 'archiver';

export { ZipArchive };

/**
 * A streamed ZIP piped into `out`. archiver reports a failure as an 'error' event, sometimes more than
 * once (an aborted queue, then its entry): one listener stays for the archive's whole life so that no
 * failure is ever an uncaught exception; the caller hears of it through appendAndWait and finalize.
 */
export function createZip(out: Writable, level: number): ZipArchive {
  const archive = new ZipArchive({ zlib: { level } });
  archive.on('error', () => {});
  archive.pipe(out);
  return archive;
}

/**
 * Appends one entry and waits until archiver has written it, so one source is open at a time and
 * the next is read only once the output has taken this one (ZIP64 comes with archiver when needed).
 * A source stream that fails (a storage read cut short, a database gone mid-sheet) rejects: archiver
 * itself does not listen to its sources' errors.
 */
export function appendAndWait(archive: ZipArchive, source: Readable | Buffer | string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('error', failed);
      resolve();
    };
    const failed = (error: unknown) => {
      archive.off('entry', done);
      archive.off('error', failed);
      reject(error);
    };
    archive.once('entry', done);
    archive.once('error', failed);
    // Kept for the source's life: a late second error must not go unheard either.
    if (source instanceof Readable) source.on('error', failed);
    archive.append(source, { name });
  });
}

/**
 * Ends a streamed download that cannot be completed: the archive stops and the output is destroyed
 * with the error, so the HTTP layer cuts the connection (a truncated ZIP never ends cleanly).
 */
export function failZip(archive: ZipArchive, out: Writable, error: unknown): void {
  archive.abort();
  out.destroy(error instanceof Error ? error : new Error(String(error)));
}
