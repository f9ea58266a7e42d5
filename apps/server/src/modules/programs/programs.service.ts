import { hasPermission, PROGRAM_WORK_ACCESS } from '@opencall/shared/auth';
import { type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import {
  type CreateProgramBody,
  type Program,
  type ProgramList,
  type ProgramListQuery,
  pickText,
  resolveLang,
  type UpdateProgramBody,
  withFeatureDefaults,
  withPublicConfigDefaults,
} from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../context';
import { diff, logChange } from './program-logs.service';
import { countPrograms, forgetProgramTotals } from './program-totals';
import type { Conn, ProgramRow, ProgramValues } from './programs.repository';
import * as programsRepository from './programs.repository';

/** Descriptions are rich text shown on the public portal: only the allow-listed HTML is kept. */
function sanitizeDescriptions(descriptions: Record<string, string> | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(descriptions ?? {}).map(([lang, html]) => [lang, sanitizeRichText(html)]));
}

type Issue = { field: string; reason: string };
type LocalizedText = Record<string, string>;

export function toProgram(row: programsRepository.ProgramListRow, requested?: Locale): Program {
  const lang = resolveLang(requested, row.defaultLang, row.supportedLangs);
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.titles, lang, row.defaultLang),
    description: pickText(row.descriptions, lang, row.defaultLang),
    titles: row.titles,
    descriptions: row.descriptions,
    lang,
    defaultLang: row.defaultLang as Locale,
    supportedLangs: row.supportedLangs as Locale[],
    status: row.status,
    visibility: row.visibility,
    openingAt: row.openingAt?.toISOString() ?? null,
    closingAt: row.closingAt?.toISOString() ?? null,
    timezone: row.timezone,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    features: withFeatureDefaults(row.features),
    publicConfig: withPublicConfigDefaults(row.publicConfig),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the log keeps of a program: its settings, as JSON. */
export function programSnapshot(row: ProgramRow): Record<string, unknown> {
  const { slug, titles, descriptions, defaultLang, supportedLangs, status, visibility, timezone } = row;
  return {
    slug,
    titles,
    descriptions,
    defaultLang,
    supportedLangs,
    status,
    visibility,
    openingAt: row.openingAt?.toISOString() ?? null,
    closingAt: row.closingAt?.toISOString() ?? null,
    timezone,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    features: withFeatureDefaults(row.features),
    publicConfig: withPublicConfigDefaults(row.publicConfig),
  };
}

interface Settings {
  titles: LocalizedText;
  defaultLang: string;
  supportedLangs: string[];
  openingAt: Date | null;
  closingAt: Date | null;
}

/** The rules that span fields or need the platform; field shapes were checked by the contract. */
function assertValidSettings(ctx: RequestContext, settings: Settings): void {
  const offered: readonly string[] = ctx.platform.supportedLangs.length
    ? ctx.platform.supportedLangs
    : SUPPORTED_LOCALES;
  const issues: Issue[] = [];
  if (!offered.includes(settings.defaultLang))
    issues.push({ field: 'defaultLang', reason: 'not_supported_by_platform' });
  if (settings.supportedLangs.some((lang) => !offered.includes(lang)))
    issues.push({ field: 'supportedLangs', reason: 'not_supported_by_platform' });
  if (!settings.supportedLangs.includes(settings.defaultLang))
    issues.push({ field: 'supportedLangs', reason: 'missing_default_lang' });
  if (!settings.titles[settings.defaultLang]) issues.push({ field: 'titles', reason: 'missing_default_lang' });
  if (settings.openingAt && settings.closingAt && settings.closingAt <= settings.openingAt)
    issues.push({ field: 'closingAt', reason: 'not_after_opening' });
  if (issues.length) throw new AppError('validation_failed', { details: issues });
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * SPEC §6: whoever works on every program (program.collaborate on the platform) lists them all;
 * anyone else, the programs they hold such a role on (none, for most people).
 */
function programsHeldBy(user: AuthUser): programsRepository.HeldBy | undefined {
  if (hasPermission(user.permissions, PROGRAM_WORK_ACCESS.permission)) return undefined;
  return { userId: user.id, permission: PROGRAM_WORK_ACCESS.permission };
}

export async function listPrograms(ctx: RequestContext, user: AuthUser, query: ProgramListQuery): Promise<ProgramList> {
  const platformId = ctx.platform.id;
  if (query.after && query.before)
    throw new AppError('validation_failed', { details: [{ field: 'before', reason: 'conflicts_with_after' }] });
  const cursorId = query.after ?? query.before;
  if (cursorId && !(await programsRepository.find(ctx.db, platformId, cursorId)))
    throw new AppError('validation_failed', {
      details: [{ field: query.after ? 'after' : 'before', reason: 'unknown_cursor' }],
    });
  const statuses = query.status === 'all' ? (['active', 'archived'] as const) : ([query.status] as const);
  const direction = query.before ? 'before' : 'after';
  const heldBy = programsHeldBy(user);
  const rows = await programsRepository.list(ctx.db, platformId, {
    statuses,
    search: query.search,
    heldBy,
    take: query.limit + 1,
    cursor: cursorId ? { direction, id: cursorId } : undefined,
  });
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (direction === 'before') page.reverse();
  const items = page.map((row) => toProgram(row, query.lang ?? ctx.locale));
  const first = items[0]?.id ?? null;
  const last = items.at(-1)?.id ?? null;
  const { total, totalFiltred } = await countPrograms(ctx.db, platformId, statuses, query.search, heldBy);
  return {
    items,
    metadata: {
      total,
      totalFiltred,
      limit: query.limit,
      // A page reached through a cursor always has a neighbour on the cursor's side.
      after: direction === 'after' ? (hasMore ? last : null) : last,
      before: direction === 'before' ? (hasMore ? first : null) : query.after ? first : null,
    },
  };
}

/** SPEC §3: programs are keyed by id or slug — the back office's addresses use the slug. */
export async function getProgram(ctx: RequestContext, idOrSlug: string, lang: Locale | undefined) {
  const row = programsRepository.isUuid(idOrSlug)
    ? await programsRepository.get(ctx.db, ctx.platform.id, idOrSlug)
    : await programsRepository.getBySlug(ctx.db, ctx.platform.id, idOrSlug);
  return toProgram(row, lang ?? ctx.locale);
}

export async function createProgram(ctx: RequestContext, body: CreateProgramBody): Promise<Program> {
  const values = {
    slug: body.slug,
    titles: body.titles as LocalizedText,
    descriptions: sanitizeDescriptions(body.descriptions),
    defaultLang: body.defaultLang,
    supportedLangs: [...new Set(body.supportedLangs)],
    openingAt: toDate(body.openingAt),
    closingAt: toDate(body.closingAt),
    ...(body.timezone && { timezone: body.timezone }),
    ...(body.visibility && { visibility: body.visibility }),
    ...(body.features && { features: body.features as Record<string, boolean> }),
    ...(body.publicConfig && { publicConfig: body.publicConfig }),
  };
  assertValidSettings(ctx, values);
  return ctx.db.transaction(async (tx) => {
    const row = await programsRepository.insert(tx, ctx.platform.id, {
      ...values,
      status: 'active',
      createdBy: ctx.user?.id ?? null,
    });
    forgetProgramTotals(ctx.platform.id);
    await logChange(tx, ctx, {
      programId: row.id,
      action: 'create',
      entity: 'program',
      entityId: row.id,
      before: null,
      after: programSnapshot(row),
    });
    return toProgram(row, ctx.locale);
  });
}

export async function updateProgram(ctx: RequestContext, programId: string, body: UpdateProgramBody) {
  return ctx.db.transaction(async (tx) => {
    const platformId = ctx.platform.id;
    const current = await programsRepository.get(tx, platformId, programId, { scope: 'live', forUpdate: true });
    const values: ProgramValues = {
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.titles !== undefined && { titles: body.titles as LocalizedText }),
      ...(body.descriptions !== undefined && { descriptions: sanitizeDescriptions(body.descriptions) }),
      ...(body.defaultLang !== undefined && { defaultLang: body.defaultLang }),
      ...(body.supportedLangs !== undefined && { supportedLangs: [...new Set(body.supportedLangs)] }),
      ...(body.openingAt !== undefined && { openingAt: toDate(body.openingAt) }),
      ...(body.closingAt !== undefined && { closingAt: toDate(body.closingAt) }),
      ...(body.timezone !== undefined && { timezone: body.timezone }),
      ...(body.visibility !== undefined && { visibility: body.visibility }),
      // Partial changes: switches and settings not sent keep their saved values.
      ...(body.features !== undefined && { features: { ...current.features, ...body.features } }),
      ...(body.publicConfig !== undefined && { publicConfig: { ...current.publicConfig, ...body.publicConfig } }),
    };
    assertValidSettings(ctx, {
      titles: values.titles ?? current.titles,
      defaultLang: values.defaultLang ?? current.defaultLang,
      supportedLangs: values.supportedLangs ?? current.supportedLangs,
      openingAt: values.openingAt !== undefined ? values.openingAt : current.openingAt,
      closingAt: values.closingAt !== undefined ? values.closingAt : current.closingAt,
    });
    const next = { ...current, ...values } as ProgramRow;
    const change = diff(programSnapshot(current), programSnapshot(next));
    if (!change) return toProgram(current, ctx.locale);
    const row = await programsRepository.update(tx, platformId, programId, values);
    forgetProgramTotals(platformId);
    await logChange(tx, ctx, { programId, action: 'update', entity: 'program', entityId: programId, ...change });
    return toProgram(row, ctx.locale);
  });
}

/** Applies a status change (and the fields that travel with it) and logs it; a no-op when nothing changes. */
export async function saveProgramChange(
  ctx: RequestContext,
  current: ProgramRow,
  action: string,
  values: ProgramValues,
  db: Conn,
): Promise<Program> {
  const next = { ...current, ...values } as ProgramRow;
  const change = diff(programSnapshot(current), programSnapshot(next));
  if (!change) return toProgram(current, ctx.locale);
  const row = await programsRepository.update(db, ctx.platform.id, current.id, values);
  forgetProgramTotals(ctx.platform.id);
  await logChange(db, ctx, { programId: current.id, action, entity: 'program', entityId: current.id, ...change });
  return toProgram(row, ctx.locale);
}

/** SPEC §4: moves a program between the active and archived buckets. */
export function changeProgramStatus(ctx: RequestContext, programId: string, status: 'active' | 'archived') {
  return ctx.db.transaction(async (tx) => {
    const current = await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live', forUpdate: true });
    return saveProgramChange(ctx, current, 'status', { status }, tx);
  });
}

/** Deletes go to the trash first; the status is remembered so a restore puts the program back. */
export function moveProgramToTrash(ctx: RequestContext, programId: string) {
  return ctx.db.transaction(async (tx) => {
    const current = await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live', forUpdate: true });
    const values: ProgramValues = {
      status: 'deleted',
      // The live scope leaves only active or archived here.
      statusBeforeDelete: current.status as 'active' | 'archived',
      deletedAt: new Date(),
    };
    return saveProgramChange(ctx, current, 'delete', values, tx);
  });
}
