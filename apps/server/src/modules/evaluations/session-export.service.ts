import { setImmediate as nextTurn } from 'node:timers/promises';
import { exportFileName } from '@opencall/shared/applications';
import { isLocale, type Locale } from '@opencall/shared/common';
import type { Criterion, ScoreValue, SessionExportQuery } from '@opencall/shared/evaluations';
import { pickText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
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
import { peopleOf } from './jurors.service';
import { getRanking } from './ranking.service';
import * as exportRepository from './session-export.repository';
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
  let batches: AsyncGenerator<Cell[][]>;
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
    const criteria = (await criteriaRepository.list(ctx.db, ctx.platform.id, session.id)).map(toCriterion);
    const people = await peopleOf(ctx.db, ctx, program.id);
    const label = (texts: Record<string, string>) => pickText(texts, locale, program.defaultLang);
    header = [
      t('applicant'),
      t('juror'),
      t('sheet'),
      ...criteria.map((criterion) => label(criterion.labels as Record<string, string>)),
      t('total'),
      t('comment'),
      t('submittedAt'),
      t('updatedAt'),
    ];
    dateColumns = header.map((_, index) => index >= header.length - 2);
    batches = (async function* () {
      let after: { applicationId: string; userId: string } | null = null;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const rows = await exportRepository.sheetsBatch(ctx.db, session, after, EXPORT_BATCH_SIZE);
        if (rows.length)
          yield rows.map((row) => {
            const person = people.get(row.userId);
            return [
              personName({ ...row, email: null }),
              person ? personName(person) || person.email : '',
              t(`sheets.${row.status}`),
              ...criteria.map((criterion) =>
                valueCell(criterion, row.values[criterion.id], locale, program.defaultLang),
              ),
              row.total,
              row.comment,
              row.submittedAt,
              row.updatedAt,
            ];
          });
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH_SIZE) return;
        after = { applicationId: last.applicationId, userId: last.userId };
        await nextTurn();
      }
    })();
  }
  const wallClock = wallClockIn(program.timezone);
  const input = { header, dateColumns, batches, wallClock };
  const filename = exportFileName(
    `${program.slug}-${session.slug}-${query.view}`,
    isoDay(wallClock(new Date())),
    query.format,
  );
  return query.format === 'xlsx'
    ? {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream(input, t(query.view)),
      }
    : { filename, contentType: 'text/csv; charset=utf-8', stream: csvStream(input) };
}
