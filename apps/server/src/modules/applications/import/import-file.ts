import { createHash } from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportFileBody,
} from '@opencall/shared/applications';
import { AppError } from '@opencall/shared/errors';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { assertXlsxWithinLimits } from './xlsx-guard';

export interface ImportRow {
  /** The row's number in the file, the header row being 1 (blank rows keep their number). */
  number: number;
  /** As many cells as there are headers. */
  cells: string[];
}

export interface ImportFile {
  format: 'csv' | 'xlsx';
  delimiter: ',' | ';' | null;
  headers: string[];
  rows: ImportRow[];
  /** What "the same file" means: the same header and rows, however the file was saved. */
  contentHash: string;
}

type InvalidReason = 'encoding' | 'xls' | 'binary' | 'unreadable' | 'no_header' | 'no_rows' | 'too_many_columns';
const invalid = (reason: InvalidReason, cause?: unknown) =>
  new AppError('import_file_invalid', { details: { reason }, cause });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(content: string): Buffer {
  const compact = content.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw invalid('encoding');
  return Buffer.from(compact, 'base64');
}

/** UTF-8 (a BOM is dropped), UTF-16 with its BOM; anything else is read as Windows-1252, as old Excel saves. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: `;` when it has more semicolons than commas (outside quotes). */
export function detectDelimiter(text: string): ',' | ';' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

function readCsv(bytes: Buffer): { delimiter: ',' | ';'; records: string[][] } {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw invalid('binary');
  const delimiter = detectDelimiter(text);
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
    return { delimiter, records };
  } catch (error) {
    throw invalid('unreadable', error);
  }
}

type Cell = ExcelJS.CellValue | ExcelJS.RichText[] | { text?: unknown } | undefined;

/** A spreadsheet cell as the text a person sees; a day without a time as `YYYY-MM-DD`. */
function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map((part) => part.text).join('');
  if ('richText' in value) return cellText(value.richText);
  if ('result' in value) return cellText(value.result as Cell);
  if ('text' in value) return cellText(value.text as Cell);
  return '';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  await assertXlsxWithinLimits(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (error) {
    throw invalid('unreadable', error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid('no_header');
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    records[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(records, (record) => record ?? []);
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads an uploaded CSV or XLSX file (first sheet): the first non-blank row holds the column
 * titles, blank rows are left out. Refuses more than 10 MB, 5,000 data rows or 200 columns.
 */
export async function readImportFile(body: ImportFileBody): Promise<ImportFile> {
  const bytes = decodeBase64(body.contentBase64);
  if (bytes.length > IMPORT_MAX_BYTES) {
    throw new AppError('import_file_too_large', { details: { maxBytes: IMPORT_MAX_BYTES } });
  }
  if (bytes.length === 0) throw invalid('no_header');
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) throw invalid('xls');
  const { format, delimiter, records } = isZip
    ? { format: 'xlsx' as const, delimiter: null, records: await readXlsx(bytes) }
    : { format: 'csv' as const, ...readCsv(bytes) };

  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex < 0) throw invalid('no_header');
  const headers = (records[headerIndex] ?? []).map((title) => title.trim());
  while (headers.length > 0 && headers.at(-1) === '') headers.pop();
  if (headers.length > IMPORT_MAX_COLUMNS) throw invalid('too_many_columns');
  const rows: ImportRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index] ?? [];
    if (isBlank(record)) continue;
    rows.push({ number: index + 1, cells: headers.map((_, column) => record[column] ?? '') });
    if (rows.length > IMPORT_MAX_ROWS) {
      throw new AppError('import_too_many_rows', { details: { maxRows: IMPORT_MAX_ROWS } });
    }
  }
  if (rows.length === 0) throw invalid('no_rows');
  const contentHash = createHash('sha256')
    .update(JSON.stringify([headers, ...rows.map((row) => row.cells)]))
    .digest('hex');
  return { format, delimiter, headers, rows, contentHash };
}
