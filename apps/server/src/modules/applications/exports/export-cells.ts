import { type AnswerWords, answerText, type ExportColumn } from '@opencall/shared/applications';
import { type Field, visibleText } from '@opencall/shared/forms';
import { type WallClock, zoneWallClock } from '@opencall/shared/i18n';
import { addFileKeys, type FileHolder, isFileReference, withFileNames } from '../file-references';
import { personName } from '../responses/responses.service';
import type { ExportRow } from './exports.repository';

/** One exported value: text, a number answer, or an instant (written in the program's zone). */
export type Cell = string | number | Date | null;

/** What turns a database row into the exported cells, decided once per export. */
export interface ExportLayout {
  /** The included columns, in the export's order. */
  columns: readonly ExportColumn[];
  /** Answer fields by reference (options shown by their label). */
  fields: ReadonlyMap<string, Field>;
  statusLabels: Readonly<Record<string, string>>;
  /** Category titles by id, in the export's language (read once, not per row). */
  categoryTitles: ReadonlyMap<string, string>;
  words: AnswerWords;
}

type RowCell = (row: ExportRow, flat: Record<string, unknown>, files: ReadonlyMap<string, string> | undefined) => Cell;

/** A fixed column's cell, chosen once per export. Instants arrive as PostgreSQL's text, read as drizzle read it. */
function fixedCell(id: string, layout: ExportLayout): RowCell {
  switch (id) {
    case 'id':
      return (row) => row.id;
    case 'status':
      return (row) => layout.statusLabels[row.status] ?? row.status;
    case 'category':
      return (row) => (row.categoryId ? (layout.categoryTitles.get(row.categoryId) ?? '') : '');
    case 'applicantName':
      return (row) => (row.email === null ? '' : personName(row));
    case 'applicantEmail':
      return (row) => row.email ?? '';
    case 'createdAt':
      return (row) => new Date(row.cursor);
    case 'submittedAt':
      return (row) => (row.submittedAt === null ? null : new Date(row.submittedAt));
    case 'tags':
      return (row) => row.tagNames ?? '';
    default:
      return () => null;
  }
}

/** An answer's cell for one field: `answerText`'s rules, with the common shapes resolved once per export. */
function answerCell(field: Field | undefined, words: AnswerWords): (value: unknown) => Cell {
  const labels = new Map(
    (field?.options ?? []).map((option) => [
      option.reference,
      option.text.includes('<') ? visibleText(option.text) : option.text,
    ]),
  );
  const label = (value: string) => labels.get(value) ?? value;
  return (value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
      if (field?.type === 'yes-no' && (value === 'yes' || value === 'no')) return words[value];
      return labels.size ? label(value) : value;
    }
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map(label).join(', ');
    return answerText(value, field, words);
  };
}

/** The answers of a row flattened across steps, as the list shows them. */
function flatAnswers(row: ExportRow): Record<string, unknown> {
  const steps = Object.values(row.answers);
  return steps.length === 1 ? (steps[0] ?? {}) : Object.assign({}, ...steps);
}

const answerReferences = (layout: ExportLayout) =>
  layout.columns.flatMap((column) => (column.kind === 'fixed' ? [] : [column.id.slice(column.id.indexOf(':') + 1)]));

/**
 * The rows whose included answers name files, with those files' keys: what `heldFileNames` looks
 * up once per batch.
 */
export function fileHoldersOf(layout: ExportLayout): (rows: readonly ExportRow[]) => FileHolder[] {
  const references = answerReferences(layout);
  return (rows) => {
    const holders: FileHolder[] = [];
    let keys = new Set<string>();
    for (const row of rows) {
      const flat = flatAnswers(row);
      for (const reference of references) {
        const value = flat[reference];
        // Most answers are text or numbers: only an object may hold a file.
        if (typeof value === 'object' && value !== null) addFileKeys(value, keys);
      }
      if (keys.size === 0) continue;
      holders.push({ id: row.id, applicantId: row.applicantId, keys });
      keys = new Set();
    }
    return holders;
  };
}

/**
 * Turns rows into cells in column order; answers flattened across steps, as the list shows them. A
 * file answer reads as the files table names it, a foreign one as no answer (`files`: the row's
 * names from `heldFileNames`).
 */
export function rowCellsOf(
  layout: ExportLayout,
): (row: ExportRow, files: ReadonlyMap<string, string> | undefined) => Cell[] {
  const cells = layout.columns.map((column): RowCell => {
    if (column.kind === 'fixed') return fixedCell(column.id, layout);
    const reference = column.id.slice(column.id.indexOf(':') + 1);
    const cell = answerCell(layout.fields.get(reference), layout.words);
    return (_row, flat, files) => {
      const value = flat[reference];
      if (typeof value !== 'object' || value === null) return cell(value);
      // Only an object may hold a file reference: it reads as the files table names it. A file
      // answer itself (the common shape) is its name or no answer, as `answerText` would read it.
      if (isFileReference(value)) return files?.get(value.key) ?? '';
      return cell(withFileNames(value, files));
    };
  });
  return (row, files) => {
    const flat = flatAnswers(row);
    return cells.map((cell) => cell(row, flat, files));
  };
}

export type { WallClock };

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * An instant's wall clock in a zone. Offsets only change on quarter hours, so the zone's offset
 * is asked of Intl once per quarter hour met (Intl per cell would cost more than the rest of the export).
 */
export function wallClockIn(timeZone: string): (value: Date) => WallClock {
  const offsets = new Map<number, number>();
  const offsetAt = (quarter: number) => {
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const clock = zoneWallClock(quarter * QUARTER_HOUR, timeZone);
      offset = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - quarter * QUARTER_HOUR;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (value) => {
    const time = value.getTime();
    const wall = new Date(time + offsetAt(Math.floor(time / QUARTER_HOUR)));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  };
}

// Two digits from a table: dates are a tenth of an export's cells.
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const pad = (value: number) => TWO_DIGITS[value] ?? String(value).padStart(2, '0');

/** `YYYY-MM-DD`: the day part of a wall clock. */
export const isoDay = (c: WallClock) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;

/** `YYYY-MM-DD HH:mm:ss`: sorts as text and every spreadsheet reads it as a date, whatever its language. */
export const isoDateTime = (c: WallClock) => `${isoDay(c)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;

/**
 * OWASP CSV injection: a cell a spreadsheet would read as a formula is written as text. Number
 * answers are written as numbers and never reach this.
 */
export function guardFormula(value: string): string {
  const first = value.charCodeAt(0);
  // = + - @, tab and carriage return
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
    ? `'${value}`
    : value;
}
