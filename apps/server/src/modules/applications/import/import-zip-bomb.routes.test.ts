import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { importProgram, xlsxFile } from '../../../../test/import-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { XLSX_LIMITS } from './xlsx-guard';

// Issue 11 §6: an XLSX import is a ZIP. A few megabytes that unpack to gigabytes used to make the
// spreadsheet reader hold it all in memory and stall the server; now the unpacked size, the number of
// parts and of cells are bounded before the reader runs, inflation happens off the event loop, and
// the file is refused with a clear message while the server keeps answering.
let t: TestApp;
let host: string;
let admin: Session;
let programId: string;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await createPlatform(t.database.db);
  host = platform.host;
  const user = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(host, user.email, TEST_PASSWORD, 'admin');
  programId = (await importProgram(t.database.db, platform.id)).program.id;
});
afterAll(() => t.close());

const preview = (bytes: Buffer, locale = 'en') =>
  t.send(
    host,
    {
      method: 'POST',
      url: `/api/user.programs/${programId}/imports/preview`,
      payload: { filename: 'bomb.xlsx', contentBase64: bytes.toString('base64') },
      headers: { 'x-locale': locale },
    },
    admin,
  );

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>';
const SHEET_START = '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
const SHEET_END = '</t></is></c></row></sheetData></worksheet>';

/** One ZIP entry (raw deflate data), with declared sizes that may lie, as a bomb's do. */
interface RawEntry {
  name: string;
  data: Buffer;
  declaredSize: number;
}

/** A ZIP from raw deflated entries: local headers, data, central directory, end record (CRCs left 0). */
function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * A sheet whose text cell unpacks to `megabytes` MB: one fully flushed deflate segment of 1 MB of
 * the same letter (about a kilobyte once packed) repeated, then the final block.
 */
function bombSheet(megabytes: number): Buffer {
  const flushed = (text: string | Buffer) => deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });
  const megabyte = flushed(Buffer.alloc(1024 * 1024, 'A'));
  const final = deflateRawSync(SHEET_END);
  return Buffer.concat([flushed(SHEET_START), ...Array.from({ length: megabytes }, () => megabyte), final]);
}

const raw = (name: string, text: string): RawEntry => ({
  name,
  data: deflateRawSync(text),
  declaredSize: Buffer.byteLength(text),
});

describe('an XLSX import that unpacks to far more than it weighs', () => {
  it('refuses a zip bomb with a clear message, while the server keeps answering', async () => {
    // 4 GB once unpacked, a few megabytes packed; the directory claims a small sheet.
    const bomb = zipOf([
      raw('[Content_Types].xml', CONTENT_TYPES),
      { name: 'xl/worksheets/sheet1.xml', data: bombSheet(4095), declaredSize: 2048 },
    ]);
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);

    const upload = preview(bomb);
    const sent = Date.now();
    const health = await t.get(host, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(Date.now() - sent).toBeLessThan(2000);

    const res = await upload;
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'import_file_too_large_unpacked',
      message: expect.stringContaining('64 MB'),
      details: { limit: 'maxUnpackedBytes' },
    });
    const french = await preview(bomb, 'fr');
    expect(french.json().error.message).toContain('64 Mo');
  });

  it('refuses a workbook of too many parts or too many cells', async () => {
    const parts = Array.from({ length: XLSX_LIMITS.maxEntries + 1 }, (_, index) => raw(`xl/part${index}.xml`, '<a/>'));
    const manyParts = await preview(zipOf(parts));
    expect(manyParts.statusCode).toBe(413);
    expect(manyParts.json().error.details).toEqual({ limit: 'maxEntries', value: XLSX_LIMITS.maxEntries });

    const cells = '<c/>'.repeat(XLSX_LIMITS.maxCells + 1);
    const manyCells = zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`),
    });
    const res = await preview(Buffer.from(manyCells));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.details).toEqual({ limit: 'maxCells', value: XLSX_LIMITS.maxCells });
  });

  it('still reads an ordinary workbook', async () => {
    const file = await xlsxFile([
      ['email', 'Projet'],
      ['ada@example.org', 'Moulin'],
    ]);
    const res = await preview(Buffer.from(file.contentBase64, 'base64'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.headers).toEqual(['email', 'Projet']);
  });
});
