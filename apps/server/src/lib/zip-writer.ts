import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A ZIP archive written as it goes: each file is deflated chunk by chunk and followed by a data
 * descriptor (its CRC and sizes are known only at its end), then the central directory closes the
 * archive. Nothing is held but the current chunk and one directory entry per file. Writes wait for
 * the output to drain, so a slow reader slows the writer instead of filling memory.
 */

const MAX_32 = 0xffffffff;
const UTF8_NAMES_AND_DESCRIPTOR = (1 << 11) | (1 << 3);
const DEFLATE = 8;
const VERSION = 20;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The archive (or one of its files) would pass 4 GiB, the limit of a ZIP without ZIP64. */
export class ZipTooLargeError extends Error {
  constructor() {
    super('zip archive over 4 GiB');
  }
}

/** The reader went away: the writer stops. */
export class ZipClosedError extends Error {
  constructor() {
    super('zip output closed');
  }
}

/** Resolves at the first of these events, leaving no listener behind. */
function firstOf(emitter: EventEmitter, events: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) emitter.off(event, done);
      resolve();
    };
    for (const event of events) emitter.on(event, done);
  });
}

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Writable) {}

  private async push(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new ZipClosedError();
    this.offset += chunk.length;
    if (this.offset > MAX_32) throw new ZipTooLargeError();
    if (!this.out.write(chunk)) {
      await firstOf(this.out, ['drain', 'close']);
      if (this.out.destroyed) throw new ZipClosedError();
    }
  }

  /** Adds one file whose content arrives in chunks (strings are written as UTF-8). */
  async addFile(name: string, chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    // CRC and sizes (14–25) stay 0: the data descriptor carries them.
    header.writeUInt16LE(entry.name.length, 26);
    await this.push(Buffer.concat([header, entry.name]));

    const deflate = createDeflateRaw();
    // The compressed side is copied out while the plain side is fed: each waits for the other's room.
    const copied = (async () => {
      for await (const compressed of deflate) {
        entry.compressed += (compressed as Buffer).length;
        await this.push(compressed as Buffer);
      }
    })();
    try {
      for await (const chunk of chunks) {
        const plain = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        entry.crc = crc32(plain, entry.crc);
        entry.size += plain.length;
        if (entry.size > MAX_32) throw new ZipTooLargeError();
        if (!deflate.write(plain)) {
          await firstOf(deflate, ['drain', 'close']);
          // Closed early: the copy failed (the reader went away), and its error says why.
          if (deflate.destroyed) {
            await copied;
            throw new ZipClosedError();
          }
        }
      }
      deflate.end();
      await copied;
    } catch (error) {
      deflate.destroy();
      await copied.catch(() => {});
      throw error;
    }

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.push(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.day, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // Extra, comment, disk, attributes: none (30–41).
      header.writeUInt32LE(entry.offset, 42);
      await this.push(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.push(end);
    this.out.end();
  }
}
