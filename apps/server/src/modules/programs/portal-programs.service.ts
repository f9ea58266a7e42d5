import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { type PortalProgram, withPublicConfigDefaults } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import * as categoriesRepository from './categories.repository';
import * as programsRepository from './programs.repository';
import { pickText, resolveLang } from './programs.service';

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
    categories: categories.map((category) => ({
      id: category.id,
      title: text(category.titles),
      steps: category.steps.map((step) => ({ id: step.id, type: step.type, title: text(step.titles) })),
    })),
  };
}
