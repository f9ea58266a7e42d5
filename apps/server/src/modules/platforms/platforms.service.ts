import { buildPagination, LOCALE_ISO, LOCALE_NAMES, type Locale, type PageQuery } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { availableLocales } from '@opencall/shared/i18n';
import type { LocaleEntry, Platform, Theme } from '@opencall/shared/platforms';
import type { RequestContext } from '../../context';
import * as platformsRepository from './platforms.repository';

/** The caller's own platform; any other id answers 404, exactly as a missing one would. */
export function getPlatformDetails(ctx: RequestContext, platformId: string): Platform {
  if (platformId !== ctx.platform.id) throw new AppError('not_found', { details: { entity: 'platform' } });
  return ctx.platform;
}

export async function getTheme(ctx: RequestContext, platformId: string, reference: string): Promise<Theme> {
  const platform = getPlatformDetails(ctx, platformId);
  const theme = await platformsRepository.findTheme(ctx.db, platform.id, reference);
  if (!theme) throw new AppError('not_found', { details: { entity: 'theme' } });
  return theme;
}

/** The platform's languages with their native names, searchable and paged like every list. */
export function listLocales(
  ctx: RequestContext,
  query: PageQuery,
): { data: LocaleEntry[]; pagination: ReturnType<typeof buildPagination> } {
  const all = availableLocales(ctx.platform.supportedLangs).map((code) => ({
    code,
    iso: LOCALE_ISO[code],
    name: LOCALE_NAMES[code],
  }));
  const needle = query.search?.toLowerCase();
  const filtered = needle
    ? all.filter((entry) => entry.code.includes(needle) || entry.name.toLowerCase().includes(needle))
    : all;
  const data = filtered.slice((query.page - 1) * query.perPage, query.page * query.perPage);
  return {
    data,
    pagination: buildPagination({
      page: query.page,
      perPage: query.perPage,
      total: all.length,
      totalFiltred: filtered.length,
      lastId: data.at(-1)?.code ?? null,
    }),
  };
}

/** A language the platform offers, or `locale_not_supported`. */
export function chooseLocale(ctx: RequestContext, locale: Locale): Locale {
  if (!availableLocales(ctx.platform.supportedLangs).includes(locale)) {
    throw new AppError('locale_not_supported', {
      details: { supported: availableLocales(ctx.platform.supportedLangs) },
    });
  }
  return locale;
}
