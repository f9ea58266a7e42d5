import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import { availableLocales } from '@opencall/shared/i18n';
import {
  MAX_PLATFORM_PAGE_LENGTH,
  type PlatformPage,
  type PlatformPageContents,
  type PlatformPageKind,
  type PortalPlatformPage,
  pickPlatformPageContent,
} from '@opencall/shared/platforms';
import { isBlankRichText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import * as platformPagesRepository from './platform-pages.repository';
import { getPlatformDetails } from './platforms.service';

/** The page in the visitor's language (else the platform's first with text); a page never written reads empty. */
export async function getPortalPlatformPage(
  ctx: RequestContext,
  platformId: string,
  kind: PlatformPageKind,
  lang: Locale | undefined,
): Promise<PortalPlatformPage> {
  const platform = getPlatformDetails(ctx, platformId);
  const row = await platformPagesRepository.find(ctx.db, platform.id, kind);
  const picked =
    row && pickPlatformPageContent(row.contents, lang ?? ctx.locale, availableLocales(platform.supportedLangs));
  return {
    kind,
    lang: picked?.lang ?? null,
    content: picked?.content ?? '',
    updatedAt: picked ? (row?.updatedAt.toISOString() ?? null) : null,
  };
}

export async function getPlatformPage(
  ctx: RequestContext,
  platformId: string,
  kind: PlatformPageKind,
): Promise<PlatformPage> {
  const platform = getPlatformDetails(ctx, platformId);
  const row = await platformPagesRepository.find(ctx.db, platform.id, kind);
  return { kind, contents: row?.contents ?? {}, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/**
 * Replaces the page's texts. Each language must be one the platform offers; the html keeps only the
 * rich-text allow-list and must still fit the limit once sanitised. Blank languages are not stored.
 */
export async function updatePlatformPage(
  ctx: RequestContext,
  platformId: string,
  kind: PlatformPageKind,
  contents: PlatformPageContents,
): Promise<PlatformPage> {
  const platform = getPlatformDetails(ctx, platformId);
  const offered = availableLocales(platform.supportedLangs);
  const issues: { field: string; reason: string }[] = [];
  const clean: Record<string, string> = {};
  for (const [lang, html] of Object.entries(contents) as [Locale, string][]) {
    if (!offered.includes(lang)) {
      issues.push({ field: `contents.${lang}`, reason: 'not_supported_by_platform' });
      continue;
    }
    const sanitized = sanitizeRichText(html);
    if (sanitized.length > MAX_PLATFORM_PAGE_LENGTH) issues.push({ field: `contents.${lang}`, reason: 'too_long' });
    else if (!isBlankRichText(sanitized)) clean[lang] = sanitized;
  }
  if (issues.length) throw new AppError('validation_failed', { details: issues });
  const row = await platformPagesRepository.upsert(ctx.db, platform.id, kind, clean);
  return { kind, contents: row.contents, updatedAt: row.updatedAt.toISOString() };
}
