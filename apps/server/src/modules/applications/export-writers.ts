import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { type Cell, guardFormula, isoDateTime, type WallClock } from './export-cells';

/**
 * `;` rather than `,`: the platform's audience opens CSV files in Excel set to French, German,
 * Spanish, Italian, Dutch, Polish, Portuguese, Catalan or Russian, whose list separator is `;`
 * (a `,` file opens as one column there). English Excel users get the XLSX export.
 */
export const CSV_DELIMITER = ';';
const BOM = '\ufeff';
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/** RFC 4180 quoting (with `;`): quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(CSV_DELIMITER)}\r\n`;

export interface ExportFileInput {
  header: readonly string[];
  /** Which columns hold instants. */
  dateColumns: readonly boolean[];
  /** Rows in batches, read from the database one batch at a time. */
  batches: AsyncIterable<Cell[][]>;
  wallClock: (value: Date) => WallClock;
}

function csvText(cell: Cell, wallClock: ExportFileInput['wallClock']): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (cell instanceof Date) return isoDateTime(wallClock(cell));
  return guardFormula(cell);
}

async function* csvChunks(input: ExportFileInput): AsyncGenerator<Buffer> {
  // The header goes out before the first query: the download starts at once.
  yield Buffer.from(BOM + csvLine(input.header.map(guardFormula)));
  for await (const rows of input.batches) {
    let text = '';
    for (const row of rows) text += csvLine(row.map((cell) => csvText(cell, input.wallClock)));
    yield Buffer.from(text);
  }
}

/**
 * UTF-8 CSV with a BOM (so Excel reads accents), streamed one batch at a time: a batch is read from
 * the database only when the client has taken the previous one, and a closed connection stops it.
 */
export function csvStream(input: ExportFileInput): Readable {
  return Readable.from(csvChunks(input), { objectMode: false });
}

/** A wall clock as the date a spreadsheet shows (XLSX dates have no zone). */
function sheetDate(clock: WallClock): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second));
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const XLSX_ROWS_PER_TURN = 50;

/** Resolves once the reader has taken the stream's backlog (or the stream is gone). */
function drained(stream: Pick<ZipInput, 'on' | 'off'>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

interface ZipInput {
  _writableState?: { needDrain?: boolean };
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}

/** The stream exceljs pipes a worksheet's XML into (archiver's input), when its internals are as known. */
function zipInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const input = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  return input?._writableState ? input : undefined;
}

/**
 * exceljs writes a worksheet's XML into the zip without backpressure: without a pause the sheet
 * would queue in memory ahead of the compressor. Wait until the compressor has taken it in.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const input = zipInput(sheet);
  if (input?._writableState?.needDrain) await drained(input);
  else await nextTurn();
}

async function writeWorkbook(input: ExportFileInput, sheetName: string, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  // Date columns carry their format once, rather than a style per cell.
  sheet.columns = input.header.map((label, index) => ({
    header: label,
    width: Math.min(Math.max(label.length + 2, input.dateColumns[index] ? 20 : 12), 50),
    ...(input.dateColumns[index] && { style: { numFmt: DATE_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of input.batches) {
    for (const [index, cells] of rows.entries()) {
      // Text cells are never formulas in XLSX (only {formula} values are), so no guard is needed here.
      sheet.addRow(cells.map((cell) => (cell instanceof Date ? sheetDate(input.wallClock(cell)) : cell))).commit();
      if (index % XLSX_ROWS_PER_TURN === XLSX_ROWS_PER_TURN - 1) await zipCaughtUp(sheet);
    }
    // The next batch is read only once the client keeps up: memory stays bounded by one batch.
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** XLSX through exceljs' streaming writer: rows are committed as they come and never held together. */
export function xlsxStream(input: ExportFileInput, sheetName: string): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  writeWorkbook(input, sheetName, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
