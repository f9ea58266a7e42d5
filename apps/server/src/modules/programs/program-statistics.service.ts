import { APPLICATION_STATUSES } from '@opencall/shared/applications';
import {
  type DayCount,
  fillDays,
  lastDays,
  type PlatformStatistics,
  type ProgramStatistics,
  pickText,
  resolveLang,
  type StatisticsQuery,
} from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import * as categoriesRepository from './categories.repository';
import * as statisticsRepository from './program-statistics.repository';
import type { Conn } from './programs.repository';
import * as programsRepository from './programs.repository';

const FALLBACK_ZONE = 'Europe/Paris';

async function applicationsByDay(
  db: Conn,
  platformId: string,
  options: { programId?: string; days: number; timeZone: string },
): Promise<DayCount[]> {
  const days = lastDays(options.days, options.timeZone);
  const { started, submitted } = await statisticsRepository.countByDay(db, platformId, {
    programId: options.programId,
    firstDay: days[0] as string,
    timeZone: options.timeZone,
  });
  const counted = new Map<string, DayCount>();
  const entry = (day: string) => {
    const found = counted.get(day) ?? { day, started: 0, submitted: 0 };
    counted.set(day, found);
    return found;
  };
  for (const row of started) entry(row.day).started = row.count;
  for (const row of submitted) entry(row.day).submitted = row.count;
  return fillDays(days, [...counted.values()]);
}

/** Every status, in the order of its life, with zero for the ones no application has. */
async function byStatus(db: Conn, platformId: string, programId?: string) {
  const rows = await statisticsRepository.countByStatus(db, platformId, programId);
  return APPLICATION_STATUSES.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
}

export async function programStatistics(
  ctx: RequestContext,
  programId: string,
  query: StatisticsQuery,
): Promise<ProgramStatistics> {
  const platformId = ctx.platform.id;
  const program = await programsRepository.get(ctx.db, platformId, programId);
  const timeZone = query.tz ?? program.timezone;
  const lang = resolveLang(ctx.locale, program.defaultLang, program.supportedLangs);
  const [statuses, byDay, perCategory, categories] = await Promise.all([
    byStatus(ctx.db, platformId, program.id),
    applicationsByDay(ctx.db, platformId, { programId: program.id, days: query.days, timeZone }),
    statisticsRepository.countByCategory(ctx.db, platformId, program.id),
    categoriesRepository.list(ctx.db, platformId, program.id),
  ]);
  const countOf = (id: string | null) => perCategory.find((row) => row.categoryId === id)?.count ?? 0;
  const byCategory: ProgramStatistics['byCategory'] = categories.map((category) => ({
    id: category.id,
    title: pickText(category.titles, lang, program.defaultLang),
    count: countOf(category.id),
  }));
  const uncategorised = countOf(null);
  if (uncategorised > 0) byCategory.push({ id: null, title: '', count: uncategorised });
  return {
    total: statuses.reduce((sum, entry) => sum + entry.count, 0),
    byStatus: statuses,
    byDay,
    byCategory,
    timezone: timeZone,
  };
}

export async function platformStatistics(ctx: RequestContext, query: StatisticsQuery): Promise<PlatformStatistics> {
  const platformId = ctx.platform.id;
  const timeZone = query.tz ?? FALLBACK_ZONE;
  const [programs, forms, members, statuses, byDay] = await Promise.all([
    statisticsRepository.countPrograms(ctx.db, platformId),
    statisticsRepository.countForms(ctx.db, platformId),
    statisticsRepository.countActiveMembers(ctx.db, platformId),
    byStatus(ctx.db, platformId),
    applicationsByDay(ctx.db, platformId, { days: query.days, timeZone }),
  ]);
  return {
    programs,
    forms,
    members,
    applications: { total: statuses.reduce((sum, entry) => sum + entry.count, 0), byStatus: statuses },
    byDay,
    timezone: timeZone,
  };
}
