import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { sanitizeRichText } from '@opencall/shared/forms';
import { availableLocales } from '@opencall/shared/i18n';
import {
  MAX_PLATFORM_PAGE_LENGTH,
  type Platform,
  type PlatformPage,
  type PlatformPageContents,
  type PlatformPageKind,
  type PortalPlatformPage,
  pickPlatformPageContent,
} from '@opencall/shared/platforms';
import { isBlankRichText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { defaultLegalPage } from './legal-defaults';
import * as platformPagesRepository from './platform-pages.repository';
import * as platformsRepository from './platforms.repository';
import { getPlatformDetails } from './platforms.service';

/** Whether the platform ever wrote the page: a row with text in at least one language. */
const isWritten = (
  row: platformPagesRepository.PlatformPageRow | undefined,
): row is platformPagesRepository.PlatformPageRow =>
  row !== undefined && Object.values(row.contents).some((html) => !isBlankRichText(html));

/** The default text of the page in each language the platform offers, filled with its name and contact. */
async function defaultContents(
  ctx: RequestContext,
  platform: Platform,
  kind: PlatformPageKind,
  langs: readonly Locale[],
) {
  const contact = await platformsRepository.findContact(ctx.db, platform.id);
  const facts = { name: platform.name, domain: platform.domainToUse, ...contact };
  return Object.fromEntries(langs.map((lang) => [lang, defaultLegalPage(kind, lang, facts)])) as PlatformPageContents;
}

/**
 * The page in the visitor's language (else the platform's first with text). A page the platform never
 * wrote answers its default text in that language, filled with the platform's name and contact.
 */
export async function getPortalPlatformPage(
  ctx: RequestContext,
  platformId: string,
  kind: PlatformPageKind,
  lang: Locale | undefined,
): Promise<PortalPlatformPage> {
  const platform = getPlatformDetails(ctx, platformId);
  const row = await platformPagesRepository.find(ctx.db, platform.id, kind);
  const langs = availableLocales(platform.supportedLangs);
  const wanted = lang ?? ctx.locale;
  if (!isWritten(row)) {
    const shown = langs.includes(wanted) ? wanted : (langs[0] ?? wanted);
    const contents = await defaultContents(ctx, platform, kind, [shown]);
    return { kind, lang: shown, content: contents[shown] ?? '', updatedAt: null };
  }
  const picked = pickPlatformPageContent(row.contents, wanted, langs);
  return {
    kind,
    lang: picked?.lang ?? null,
    content: picked?.content ?? '',
    updatedAt: picked ? row.updatedAt.toISOString() : null,
  };
}

export async function getPlatformPage(
  ctx: RequestContext,
  platformId: string,
  kind: PlatformPageKind,
): Promise<PlatformPage> {
  const platform = getPlatformDetails(ctx, platformId);
  const row = await platformPagesRepository.find(ctx.db, platform.id, kind);
  if (isWritten(row)) return { kind, contents: row.contents, updatedAt: row.updatedAt.toISOString() };
  // Never written: the editor starts from the default texts; saving them (edited or not) makes them the platform's.
  const contents = await defaultContents(ctx, platform, kind, availableLocales(platform.supportedLangs));
  return { kind, contents, updatedAt: null };
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
