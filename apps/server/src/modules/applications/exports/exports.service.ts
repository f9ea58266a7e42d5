import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  APPLICATION_STATUSES,
  answerFieldsOf,
  availableExportColumns,
  type ExportColumn,
  type ExportConfig,
  type ExportConfigBody,
  type ExportQuery,
  exportConfigProblems,
  exportFileName,
  resolveExportColumns,
} from '@opencall/shared/applications';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { Field } from '@opencall/shared/forms';
import type { RequestContext } from '../../../context';
import { translate } from '../../../i18n/translator';
import { saveExportConfig as storeExportConfig } from '../../programs';
import type { ProgramRow } from '../applications.repository';
import { heldFileNames } from '../file-references';
import { programForms } from '../program-questions';
import { forgetProgram, liveProgram } from '../responses/responses.service';
import { type Cell, type ExportLayout, fileHoldersOf, isoDay, rowCellsOf, wallClockIn } from './export-cells';
import { exportSelection } from './export-selection';
import { csvStream, xlsxStream } from './export-writers';
import * as repository from './exports.repository';

/** Rows read per query: big enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;
// Ten million rows: a bound on the loop, far above any program.
const MAX_BATCHES = 10_000;

export const programLocale = (program: ProgramRow): Locale =>
  isLocale(program.defaultLang) ? program.defaultLang : DEFAULT_LOCALE;

async function programColumns(ctx: RequestContext, program: ProgramRow, locale: Locale) {
  const { forms, categoryTitles } = await programForms(ctx, program, locale);
  const available = availableExportColumns((id) => translate(locale, `exports:columns.${id}`), forms);
  return { forms, categoryTitles, columns: resolveExportColumns(available, program.exportConfig) };
}

export async function getExportConfig(ctx: RequestContext, programId: string): Promise<ExportConfig> {
  const program = await liveProgram(ctx, programId);
  return { columns: (await programColumns(ctx, program, ctx.locale)).columns };
}

export async function saveExportConfig(
  ctx: RequestContext,
  programId: string,
  body: ExportConfigBody,
): Promise<ExportConfig> {
  const program = await liveProgram(ctx, programId);
  const { columns } = await programColumns(ctx, program, ctx.locale);
  const problems = exportConfigProblems(columns, body);
  if (problems.length) throw new AppError('validation_failed', { details: problems });
  const stored = { columns: body.columns.map(({ id, included }) => ({ id, included })) };
  await storeExportConfig(ctx.db, ctx.platform.id, program.id, stored);
  forgetProgram(ctx.platform.id, program.id);
  return { columns: resolveExportColumns(columns, stored) };
}

export interface DownloadFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

function layoutOf(
  columns: ExportColumn[],
  forms: Field[][],
  categoryTitles: Map<string, string>,
  locale: Locale,
): ExportLayout {
  const fields = new Map<string, Field>();
  for (const field of forms.flatMap(answerFieldsOf))
    if (!fields.has(field.reference)) fields.set(field.reference, field);
  return {
    columns,
    fields,
    statusLabels: Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, translate(locale, `exports:status.${status}`)]),
    ),
    categoryTitles,
    words: { yes: translate(locale, 'exports:words.yes'), no: translate(locale, 'exports:words.no') },
  };
}

/**
 * The file of the applications a filter (or a selection) keeps, in the program's default language
 * and time zone. The program and the columns are checked before anything is sent, so a wrong call
 * still answers a JSON error; rows are then read batch by batch as the client downloads.
 */
export async function openExport(ctx: RequestContext, programId: string, query: ExportQuery): Promise<DownloadFile> {
  const program = await liveProgram(ctx, programId);
  const locale = programLocale(program);
  const { forms, categoryTitles, columns } = await programColumns(ctx, program, locale);
  const included = columns.filter((column) => column.included);
  const layout = layoutOf(included, forms, categoryTitles, locale);
  const selection = exportSelection(ctx, program, query);
  const withTags = included.some((column) => column.id === 'tags');

  const cellsOf = rowCellsOf(layout);
  const fileHolders = fileHoldersOf(layout);

  async function* batches(): AsyncGenerator<Cell[][]> {
    let after: repository.ExportCursor | null = null;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await repository.exportBatch(ctx.db, selection, {
        after,
        limit: EXPORT_BATCH_SIZE,
        withTags,
      });
      // A file answer reads as the files table names it; a foreign one as no answer (export-cells.ts).
      // One lookup per batch, of the keys its rows' included answers name.
      const files = await heldFileNames(ctx.db, ctx.platform.id, fileHolders(rows));
      if (rows.length) yield rows.map((row) => cellsOf(row, files.get(row.id)));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH_SIZE) return;
      after = { createdAt: last.cursor, id: last.id };
      // PGlite answers without giving the event loop a turn: let the socket, the zip writer and
      // other requests run between batches.
      await nextTurn();
    }
  }

  const wallClock = wallClockIn(program.timezone);
  const input = {
    header: included.map((column) => column.label),
    dateColumns: included.map((column) => column.id === 'createdAt' || column.id === 'submittedAt'),
    batches: batches(),
    wallClock,
  };
  const filename = exportFileName(program.slug, isoDay(wallClock(new Date())), query.format);
  return query.format === 'xlsx'
    ? {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream(input, translate(locale, 'exports:sheet')),
      }
    : { filename, contentType: 'text/csv; charset=utf-8', stream: csvStream(input) };
}
