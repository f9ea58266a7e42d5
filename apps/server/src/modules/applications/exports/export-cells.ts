import { type AnswerWords, answerText, type ExportColumn } from '@opencall/shared/applications';
import { type Field, visibleText } from '@opencall/shared/forms';
import { type WallClock, zoneWallClock } from '@opencall/shared/i18n';
import { withFileNames } from '../file-references';
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

function fixedCell(row: ExportRow, id: string, layout: ExportLayout): Cell {
  switch (id) {
    case 'id':
      return row.id;
    case 'status':
      return layout.statusLabels[row.status] ?? row.status;
    case 'category':
      return row.categoryId ? (layout.categoryTitles.get(row.categoryId) ?? '') : '';
    case 'applicantName':
      return row.email === null ? '' : personName(row);
    case 'applicantEmail':
      return row.email ?? '';
    case 'createdAt':
      return row.createdAt;
    case 'submittedAt':
      return row.submittedAt;
    case 'tags':
      return row.tagNames ?? '';
    default:
      return null;
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

/**
 * Turns rows into cells in column order; answers flattened across steps, as the list shows them. A
 * file answer reads as the files table names it, a foreign one as no answer (rows read `withFileNames`).
 */
export function rowCellsOf(layout: ExportLayout): (row: ExportRow) => Cell[] {
  const cells = layout.columns.map((column): ((row: ExportRow, flat: Record<string, unknown>) => Cell) => {
    if (column.kind === 'fixed') return (row) => fixedCell(row, column.id, layout);
    const reference = column.id.slice(column.id.indexOf(':') + 1);
    const cell = answerCell(layout.fields.get(reference), layout.words);
    return (row, flat) => {
      const value = flat[reference];
      // Only an object may hold a file reference: it reads as the files table names the file.
      return cell(typeof value === 'object' && value !== null ? withFileNames(value, row.fileNames) : value);
    };
  });
  return (row) => {
    const steps = Object.values(row.answers);
    const flat: Record<string, unknown> = steps.length === 1 ? (steps[0] ?? {}) : Object.assign({}, ...steps);
    return cells.map((cell) => cell(row, flat));
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

const pad = (value: number) => String(value).padStart(2, '0');

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
