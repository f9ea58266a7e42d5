import { setImmediate as nextTurn } from 'node:timers/promises';
import { exportFileName } from '@opencall/shared/applications';
import { isLocale, type Locale } from '@opencall/shared/common';
import type { Criterion, ScoreValue, SessionExportQuery } from '@opencall/shared/evaluations';
import { pickText } from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../context';
import { translate } from '../../i18n/translator';
import {
  csvStream,
  type DownloadFile,
  EXPORT_BATCH_SIZE,
  isoDay,
  personName,
  wallClockIn,
  xlsxStream,
} from '../applications';
import { getLiveProgram } from '../programs';
import * as criteriaRepository from './criteria.repository';
import { toCriterion } from './criteria.service';
import { peopleOf, seatOf } from './jurors.service';
import { type JuryLens, juryIdentity } from './jury-lens';
import { getRanking } from './ranking.service';
import * as exportRepository from './session-export.repository';
import type { SessionRow } from './sessions.repository';
import { getSessionRow } from './sessions.service';

type Cell = string | number | Date | null;
const MAX_BATCHES = 10_000;

/** A criterion's value as a sheet reads: the number, the chosen options' labels, the text. */
function valueCell(criterion: Criterion, value: ScoreValue | undefined, lang: string, fallback: string): Cell {
  if (value === undefined || value === '') return null;
  if (criterion.kind === 'score') return typeof value === 'number' ? value : null;
  if (criterion.kind === 'text') return typeof value === 'string' ? value : null;
  const label = (id: string) => {
    const option = criterion.options.find((candidate) => candidate.id === id);
    return option ? pickText(option.labels as Record<string, string>, lang, fallback) || id : id;
  };
  return Array.isArray(value) ? value.map(label).join(', ') : typeof value === 'string' ? label(value) : null;
}

/**
 * The session's scores (a line per juror and application, a column per criterion) or its ranking,
 * in the program's language and time zone, streamed batch by batch as the client downloads.
 */
export async function openSessionExport(
  ctx: RequestContext,
  programId: string,
  ref: string,
  query: SessionExportQuery,
): Promise<DownloadFile> {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  const locale: Locale = isLocale(program.defaultLang) ? program.defaultLang : 'fr';
  const t = (key: string) => translate(locale, `exports:session.${key}`);
  let header: string[];
  let dateColumns: boolean[];
  let batches: Table['batches'];
  if (query.view === 'ranking') {
    header = [
      'rank',
      'applicant',
      'status',
      'sheetsCount',
      'mean',
      'median',
      'trimmed',
      'normalized',
      'spread',
      'contested',
    ].map(t);
    dateColumns = header.map(() => false);
    batches = (async function* () {
      let after: string | undefined;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const page = await getRanking(ctx, program.id, session.id, { sort: 'mean', perPage: 200, page: 1, after });
        if (page.data.length)
          yield page.data.map((row) => [
            row.rank,
            row.applicant,
            translate(locale, `exports:status.${row.status}`),
            row.sheets,
            row.mean,
            row.median,
            row.trimmed,
            row.normalized,
            row.spread,
            row.contested ? t('yes') : t('no'),
          ]);
        after = page.data.at(-1)?.id;
        if (!after || page.data.length < 200) return;
        await nextTurn();
      }
    })();
  } else {
    ({ header, dateColumns, batches } = await scoresTable(ctx, program, session, locale));
  }
  return downloadOf(program, `${program.slug}-${session.slug}-${query.view}`, t(query.view), query.format, {
    header,
    dateColumns,
    batches,
  });
}

/** The file of a table, CSV or XLSX, dated in the program's time zone. */
export function downloadOf(
  program: { timezone: string },
  name: string,
  sheetName: string,
  format: SessionExportQuery['format'],
  table: Table,
): DownloadFile {
  const wallClock = wallClockIn(program.timezone);
  const input = { ...table, wallClock };
  const filename = exportFileName(name, isoDay(wallClock(new Date())), format);
  return format === 'xlsx'
    ? {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream(input, sheetName),
      }
    : { filename, contentType: 'text/csv; charset=utf-8', stream: csvStream(input) };
}

export interface Table {
  header: string[];
  dateColumns: boolean[];
  batches: AsyncGenerator<Cell[][]>;
}

/**
 * The scores, a line per juror and application, a column per criterion. For the organizers: every
 * sheet, with its juror. For one juror (`juror`): their own sheets of the applications still given
 * to them, each named as the session's anonymisation lets a juror read it.
 */
async function scoresTable(
  ctx: RequestContext,
  program: { id: string; defaultLang: string },
  session: SessionRow,
  locale: Locale,
  juror?: { userId: string; lens: Pick<JuryLens, 'anonymization'> },
): Promise<Table> {
  const t = (key: string) => translate(locale, `exports:session.${key}`);
  const criteria = (await criteriaRepository.list(ctx.db, ctx.platform.id, session.id)).map(toCriterion);
  const people = juror ? new Map() : await peopleOf(ctx.db, ctx, program.id);
  const label = (texts: Record<string, string>) => pickText(texts, locale, program.defaultLang);
  const anonymization = juror?.lens.anonymization;
  const identity: string[] = juror
    ? [t('reference'), ...(anonymization?.name ? [] : [t('applicant')]), ...(anonymization?.email ? [] : [t('email')])]
    : [t('applicant'), t('juror')];
  const header = [
    ...identity,
    t('sheet'),
    ...criteria.map((criterion) => label(criterion.labels as Record<string, string>)),
    t('total'),
    t('comment'),
    t('submittedAt'),
    t('updatedAt'),
  ];
  const identityCells = (row: ScoreSheetRow): Cell[] => {
    if (!juror) {
      const person = people.get(row.userId);
      return [personName({ ...row, email: null }), person ? personName(person) || person.email : ''];
    }
    const seen = juryIdentity(juror.lens, { ...row, id: row.applicationId });
    return [
      seen.reference,
      ...(anonymization?.name ? [] : [seen.applicant]),
      ...(anonymization?.email ? [] : [seen.email]),
    ];
  };
  const batches = (async function* () {
    let after: { applicationId: string; userId: string } | null = null;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await exportRepository.sheetsBatch(ctx.db, session, after, EXPORT_BATCH_SIZE, juror?.userId);
      if (rows.length)
        yield rows.map((row) => [
          ...identityCells(row),
          t(`sheets.${row.status}`),
          ...criteria.map((criterion) => valueCell(criterion, row.values[criterion.id], locale, program.defaultLang)),
          row.total,
          row.comment,
          row.submittedAt,
          row.updatedAt,
        ]);
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH_SIZE) return;
      after = { applicationId: last.applicationId, userId: last.userId };
      await nextTurn();
    }
  })();
  return { header, dateColumns: header.map((_, index) => index >= header.length - 2), batches };
}

type ScoreSheetRow = Awaited<ReturnType<typeof exportRepository.sheetsBatch>>[number];

/** `GET …/me/evaluation-sessions/{id}/export`: the juror's own sheets, in their language, as the session lets them see. */
export async function openJurorExport(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  format: SessionExportQuery['format'],
): Promise<DownloadFile> {
  const { session } = await seatOf(ctx, user, sessionId);
  const program = await getLiveProgram(ctx.db, ctx.platform.id, session.programId);
  const locale: Locale = isLocale(ctx.locale) ? ctx.locale : 'fr';
  const table = await scoresTable(ctx, program, session, locale, { userId: user.id, lens: session });
  // A draft session is still being prepared: its jurors read nothing of it yet, not even here.
  if (session.status === 'draft') table.batches = (async function* () {})();
  return downloadOf(
    program,
    `${program.slug}-${session.slug}-my-scores`,
    translate(locale, 'exports:session.scores'),
    format,
    table,
  );
}
