import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@opencall/shared/applications';
import { AppError } from '@opencall/shared/errors';

/**
 * An XLSX file is a ZIP: a few megabytes can unpack to gigabytes (a "zip bomb"), which the
 * spreadsheet reader would hold in memory while the event loop stalls. Before the reader sees the
 * file, its central directory is read, every entry is inflated off the event loop (zlib's thread
 * pool) with the output capped, and the sheets' cells are counted; any excess refuses the file.
 */
export const XLSX_LIMITS = {
  /** A workbook has a dozen parts; thousands mean something else. */
  maxEntries: 500,
  /** Unpacked bytes of all parts together. */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Cells of every sheet: as many as the largest import a file may hold (header row included). */
  maxCells: (IMPORT_MAX_ROWS + 1) * IMPORT_MAX_COLUMNS,
} as const;

const inflate = promisify(inflateRaw) as (buffer: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const tooLarge = (limit: keyof typeof XLSX_LIMITS) =>
  new AppError('import_file_too_large_unpacked', { details: { limit, value: XLSX_LIMITS[limit] } });
const unreadable = () => new AppError('import_file_invalid', { details: { reason: 'unreadable' } });

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  dataStart: number;
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw unreadable();
}

function readDirectory(bytes: Buffer): Entry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no spreadsheet of a 10 MB upload needs them.
  if (count === 0xffff || offset === 0xffffffff) throw tooLarge('maxEntries');
  if (count > XLSX_LIMITS.maxEntries) throw tooLarge('maxEntries');
  const entries: Entry[] = [];
  let cursor = offset;
  for (let index = 0; index < count; index++) {
    if (cursor + 46 > bytes.length || bytes.readUInt32LE(cursor) !== DIRECTORY_ENTRY) throw unreadable();
    const method = bytes.readUInt16LE(cursor + 10);
    const compressedSize = bytes.readUInt32LE(cursor + 20);
    const declaredSize = bytes.readUInt32LE(cursor + 24);
    const nameLength = bytes.readUInt16LE(cursor + 28);
    const extraLength = bytes.readUInt16LE(cursor + 30);
    const commentLength = bytes.readUInt16LE(cursor + 32);
    const localOffset = bytes.readUInt32LE(cursor + 42);
    if (declaredSize > XLSX_LIMITS.maxUnpackedBytes) throw tooLarge('maxUnpackedBytes');
    const name = bytes.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) throw unreadable();
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > bytes.length) throw unreadable();
    entries.push({ name, method, compressedSize, dataStart });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** `<c ` and `<c>` opening tags: one per cell a sheet stores. */
function countCells(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf('<c'); at >= 0; at = xml.indexOf('<c', at + 2)) {
    const next = xml[at + 2];
    if (next === 0x20 || next === 0x3e || next === 0x2f) count++;
  }
  return count;
}

/** Refuses an XLSX whose unpacked parts or cells exceed XLSX_LIMITS, having never held more than the limit. */
export async function assertXlsxWithinLimits(bytes: Buffer): Promise<void> {
  let unpacked = 0;
  let cells = 0;
  for (const entry of readDirectory(bytes)) {
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    const budget = XLSX_LIMITS.maxUnpackedBytes - unpacked;
    let content: Buffer;
    if (entry.method === STORED) {
      if (data.length > budget) throw tooLarge('maxUnpackedBytes');
      content = data;
    } else if (entry.method === DEFLATED) {
      try {
        content = await inflate(data, { maxOutputLength: Math.max(budget, 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('maxUnpackedBytes');
        throw unreadable();
      }
    } else {
      throw unreadable();
    }
    unpacked += content.length;
    if (unpacked > XLSX_LIMITS.maxUnpackedBytes) throw tooLarge('maxUnpackedBytes');
    if (/^\/?xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) {
      cells += countCells(content);
      if (cells > XLSX_LIMITS.maxCells) throw tooLarge('maxCells');
    }
  }
}
