import type { PortalCategory, PortalProgramCard, PortalProgramListQuery } from '@opencall/shared/applications';
import { type Locale, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type PortalProgram,
  pickText,
  resolveLang,
  withFeatureDefaults,
  withPublicConfigDefaults,
} from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import * as categoriesRepository from './categories.repository';
import * as portalRepository from './portal-programs.repository';
import type { ProgramRow } from './programs.repository';
import * as programsRepository from './programs.repository';

const notFound = () => new AppError('not_found', { details: { entity: 'program' } });

/**
 * The portal's view of a program: only published programs outside the trash, of the caller's own
 * platform. Anything else — unpublished, deleted, another platform's — answers the same 404.
 * A private program is not listed on the portal but opens from its link.
 */
export async function getPortalProgram(
  ctx: RequestContext,
  platformId: string,
  slug: string,
  requested: Locale | undefined,
): Promise<PortalProgram> {
  if (platformId !== ctx.platform.id) throw notFound();
  const row = await programsRepository.getBySlug(ctx.db, ctx.platform.id, slug);
  if (row.status === 'deleted' || !row.publishedAt) throw notFound();
  const lang = resolveLang(requested ?? ctx.locale, row.defaultLang, row.supportedLangs);
  const text = (texts: Record<string, string>) => pickText(texts, lang, row.defaultLang);
  const categories = await categoriesRepository.list(ctx.db, ctx.platform.id, row.id);
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.titles),
    description: text(row.descriptions),
    lang,
    defaultLang: row.defaultLang as Locale,
    supportedLangs: row.supportedLangs as Locale[],
    status: row.status,
    openingAt: row.openingAt?.toISOString() ?? null,
    closingAt: row.closingAt?.toISOString() ?? null,
    timezone: row.timezone,
    publicConfig: withPublicConfigDefaults(row.publicConfig),
    applicantPdf: withFeatureDefaults(row.features).applicantPdf,
    categories: categories.map((category) => ({
      id: category.id,
      title: text(category.titles),
      steps: category.steps.map((step) => ({ id: step.id, type: step.type, title: text(step.titles) })),
    })),
  };
}

function card(row: ProgramRow, requested: Locale): PortalProgramCard {
  const lang = resolveLang(requested, row.defaultLang, row.supportedLangs);
  const config = withPublicConfigDefaults(row.publicConfig);
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.titles, lang, row.defaultLang),
    status: row.status === 'archived' ? 'archived' : 'active',
    openingAt: row.openingAt?.toISOString() ?? null,
    closingAt: row.closingAt?.toISOString() ?? null,
    timezone: row.timezone,
    coverImageUrl: config.coverImageUrl,
    accentColor: config.accentColor,
  };
}

/** The portal's programs list: published public programs, newest publication first. */
export async function listPortalPrograms(ctx: RequestContext, platformId: string, query: PortalProgramListQuery) {
  if (platformId !== ctx.platform.id) throw notFound();
  const now = new Date();
  const filters = { search: query.search, phase: query.phase, now };
  const [rows, totals] = await Promise.all([
    portalRepository.listPublished(ctx.db, ctx.platform.id, { ...filters, take: query.perPage, afterId: query.after }),
    portalRepository.countPublished(ctx.db, ctx.platform.id, filters),
  ]);
  return toListPage(
    rows.map((row) => card(row, query.lang ?? ctx.locale)),
    query,
    totals,
  );
}

/** A category of a published program with what its steps need to render for an applicant. */
export async function getPortalCategory(
  ctx: RequestContext,
  platformId: string,
  programId: string,
  categoryId: string,
  requested: Locale | undefined,
): Promise<PortalCategory> {
  if (platformId !== ctx.platform.id) throw notFound();
  const program = await programsRepository.find(ctx.db, ctx.platform.id, programId);
  if (!program || program.status === 'deleted' || !program.publishedAt) throw notFound();
  const category = (await categoriesRepository.list(ctx.db, ctx.platform.id, program.id)).find(
    (candidate) => candidate.id === categoryId,
  );
  if (!category) throw new AppError('not_found', { details: { entity: 'category' } });
  const lang = resolveLang(requested ?? ctx.locale, program.defaultLang, program.supportedLangs);
  const text = (texts: Record<string, string>) => pickText(texts, lang, program.defaultLang);
  return {
    id: category.id,
    title: text(category.titles),
    steps: category.steps.map((step) => ({
      id: step.id,
      type: step.type,
      title: text(step.titles),
      config:
        step.type === 'form'
          ? { form_id: step.config.form_id }
          : step.type === 'textarea'
            ? { content: step.config.content }
            : {},
    })),
  };
}
