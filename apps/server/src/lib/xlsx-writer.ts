import { Readable, type Writable } from 'node:stream';
import { appendAndWait, createZip } from './zip-archive';

/**
 * A one-sheet XLSX workbook written row by row into archiver's streamed ZIP (PERFORMANCE G9x): the sheet's
 * XML is built as text, a few dozen kilobytes at a time, with no object per cell. Strings are inline
 * (no shared-string table to hold), so a text cell can never be read as a formula.
 */

/** A date cell is the wall clock to show, held in the Date's UTC fields (XLSX dates have no zone). */
export type SheetCell = string | number | Date | null;

export interface SheetColumn {
  header: string;
  /** In characters, as Excel measures column widths. */
  width: number;
  /** Shown as `yyyy-mm-dd hh:mm:ss`. */
  date: boolean;
}

/** Excel's limits: rows in a sheet, characters in a cell, characters in a sheet name. */
export const MAX_SHEET_ROWS = 1_048_576;
const MAX_CELL_TEXT = 32_767;
const MAX_SHEET_NAME = 31;
const CHUNK_CHARS = 64 * 1024;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;

// Cell styles: 0 plain, 1 date and time, 2 bold (the header row).
const DATE_STYLE = 1;
const HEADER_STYLE = 2;
const STYLES = `${XML}<styleSheet xmlns="${MAIN}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

// XML 1.0 has no place for most control characters nor for half a surrogate pair: they are dropped.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what XML 1.0 forbids, matched to be dropped.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (char) => ENTITIES[char] ?? char);
}

/** A, B, … Z, AA, AB, …: the column part of a cell reference. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Days since 1899-12-30, the spreadsheet's serial date. */
const serialDate = (date: Date) => date.getTime() / 86_400_000 + 25_569;

function cellXml(reference: string, cell: SheetCell, style = 0): string {
  if (cell === null) return '';
  const styled = style ? ` s="${style}"` : '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${reference}"${styled}><v>${cell}</v></c>`;
  if (cell instanceof Date) {
    const time = cell.getTime();
    return Number.isNaN(time) ? '' : `<c r="${reference}" s="${DATE_STYLE}"><v>${serialDate(cell)}</v></c>`;
  }
  // Excel refuses a file whose cell holds more than its limit: the rest of such a text is cut.
  const text = String(cell).slice(0, MAX_CELL_TEXT);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}" t="inlineStr"${styled}><is><t${space}>${xmlText(text)}</t></is></c>`;
}

function rowXml(row: number, letters: readonly string[], cells: readonly SheetCell[], style = 0): string {
  let xml = `<row r="${row}">`;
  for (let index = 0; index < cells.length; index++) {
    xml += cellXml(`${letters[index] ?? columnName(index)}${row}`, cells[index] ?? null, style);
  }
  return `${xml}</row>`;
}

async function* sheetXml(columns: readonly SheetColumn[], rows: AsyncIterable<SheetCell[][]>): AsyncGenerator<string> {
  const letters = columns.map((_, index) => columnName(index));
  const widths = columns
    .map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  let xml = `${XML}<worksheet xmlns="${MAIN}">${widths ? `<cols>${widths}</cols>` : ''}<sheetData>`;
  xml += rowXml(
    1,
    letters,
    columns.map((column) => column.header),
    HEADER_STYLE,
  );
  let row = 1;
  for await (const batch of rows) {
    for (const cells of batch) {
      row += 1;
      if (row > MAX_SHEET_ROWS) throw new Error(`a sheet holds at most ${MAX_SHEET_ROWS} rows`);
      xml += rowXml(row, letters, cells);
      if (xml.length >= CHUNK_CHARS) {
        yield xml;
        xml = '';
      }
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}

/** A sheet name Excel accepts: none of `[]:*?/\`, at most 31 characters, never empty. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_SHEET_NAME) || 'Sheet1'
  );
}

/** The reader went away before the workbook was whole: the writer stopped. */
export class OutputClosedError extends Error {
  constructor() {
    super('xlsx output closed');
  }
}

/**
 * Writes the workbook into `out` through archiver (one ZIP mechanism for the whole server) and
 * ends it. Rejects with OutputClosedError once the reader has gone, having stopped reading rows.
 */
export async function writeXlsx(
  out: Writable,
  sheet: { name: string; columns: readonly SheetColumn[]; rows: AsyncIterable<SheetCell[][]> },
): Promise<void> {
  const archive = createZip(out, 6);
  const body = Readable.from(sheetXml(sheet.columns, sheet.rows), { objectMode: false });
  let stop = () => {};
  const closed = new Promise<never>((_, reject) => {
    stop = () => {
      if (out.writableFinished) return;
      // Destroying the sheet's source closes the rows' iterator: no further batch is read.
      body.destroy();
      archive.abort();
      reject(new OutputClosedError());
    };
    out.once('close', stop);
  });
  const parts: [string, string | Readable][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
        `<sheet name="${xmlText(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
    ['xl/worksheets/sheet1.xml', body],
  ];
  try {
    await Promise.race([
      (async () => {
        for (const [name, content] of parts) await appendAndWait(archive, content, name);
        await archive.finalize();
      })(),
      closed,
    ]);
  } catch (error) {
    // A failed read (the database gone mid-sheet) stops the archive; the caller cuts the download.
    body.destroy();
    archive.abort();
    throw error;
  } finally {
    out.off('close', stop);
  }
}
