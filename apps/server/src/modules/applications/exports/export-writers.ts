import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { OutputClosedError, type SheetCell, writeXlsx } from '../../../lib/xlsx-writer';
import { type Cell, guardFormula, isoDateTime, type WallClock } from './export-cells';

/**
 * `;` rather than `,`: the platform's audience opens CSV files in Excel set to French, German,
 * Spanish, Italian, Dutch, Polish, Portuguese, Catalan or Russian, whose list separator is `;`
 * (a `,` file opens as one column there). English Excel users get the XLSX export.
 */
export const CSV_DELIMITER = ';';
const BOM = '\ufeff';
const SPECIAL = /[;"\r\n]/;
const SPACE = /\s/;

/** RFC 4180 quoting (with `;`): quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(text: string): string {
  // The edges are tested alone: `\s$` in one pattern would be tried at every character of the text.
  const edgeSpace = text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)));
  return edgeSpace || SPECIAL.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `\s` for one UTF-16 unit; printable ASCII (most edges) without asking the pattern. */
const isSpace = (code: number) => (code > 32 && code < 127 ? false : SPACE.test(String.fromCharCode(code)));

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(CSV_DELIMITER)}\r\n`;

export interface ExportFileInput {
  header: readonly string[];
  /** Which columns hold instants. */
  dateColumns: readonly boolean[];
  /** Rows in batches, read from the database one batch at a time. */
  batches: AsyncIterable<Cell[][]>;
  wallClock: (value: Date) => WallClock;
}

/**
 * A cell as CSV text. A finite number's digits or a `YYYY-MM-DD HH:mm:ss` date never hold the
 * delimiter, a quote, a line break or an edge space: only text is guarded and quoted.
 */
function csvText(cell: Cell, wallClock: ExportFileInput['wallClock']): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (cell instanceof Date) return isoDateTime(wallClock(cell));
  return csvField(guardFormula(cell));
}

/**
 * A batch's bytes, written line by line: each line is encoded once into one buffer, where a
 * batch-long string would be a rope of a hundred thousand pieces to flatten before encoding.
 */
class BatchBytes {
  private bytes: Buffer;
  private length = 0;
  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }
  write(text: string) {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const needed = this.length + text.length * 3;
    if (needed > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(text, this.length);
  }
  take(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}

async function* csvChunks(input: ExportFileInput): AsyncGenerator<Buffer> {
  // The header goes out before the first query: the download starts at once.
  yield Buffer.from(BOM + csvLine(input.header.map(guardFormula)));
  // The response socket sends what it holds on the next turn; PGlite's first batch would hold it back.
  await nextTurn();
  let capacity = 64 * 1024;
  for await (const rows of input.batches) {
    // One buffer per batch (the socket may still hold the previous one), sized as the last batch was.
    const bytes = new BatchBytes(capacity);
    for (const row of rows) {
      let line = '';
      for (let index = 0; index < row.length; index++) {
        if (index > 0) line += CSV_DELIMITER;
        line += csvText(row[index] as Cell, input.wallClock);
      }
      bytes.write(`${line}\r\n`);
    }
    const chunk = bytes.take();
    capacity = Math.max(capacity, chunk.length + (chunk.length >> 3));
    yield chunk;
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

/** The exported rows with their instants as the wall clock a sheet shows. */
async function* sheetRows(input: ExportFileInput): AsyncGenerator<SheetCell[][]> {
  for await (const rows of input.batches) {
    yield rows.map((cells) => cells.map((cell) => (cell instanceof Date ? sheetDate(input.wallClock(cell)) : cell)));
  }
}

/**
 * XLSX written row by row into a streamed ZIP: memory holds one batch of rows, and a batch is read
 * from the database only once the client has taken the previous one's bytes.
 */
export function xlsxStream(input: ExportFileInput, name: string): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const columns = input.header.map((header, index) => ({
    header,
    width: Math.min(Math.max(header.length + 2, input.dateColumns[index] ? 20 : 12), 50),
    date: Boolean(input.dateColumns[index]),
  }));
  writeXlsx(out, { name, columns, rows: sheetRows(input) }).catch((error: unknown) => {
    // A reader that went away has nothing left to hear; any other failure cuts the download short.
    out.destroy(error instanceof OutputClosedError ? undefined : (error as Error));
  });
  return out;
}
