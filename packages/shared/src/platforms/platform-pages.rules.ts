import type { Locale } from '../common';
import { isBlankRichText } from '../programs/publish-check.rules';
import type { PlatformPageContents } from './platform-pages.schemas';

/** The platform's own pages (SPEC §2 public routes of the same names; `cookies` is privacy/policies/cookies). */
export const PLATFORM_PAGE_KINDS = [
  'legal-notices',
  'accessibilities',
  'terms-of-use',
  'privacy-policy',
  'cookies',
] as const;

/** Characters of html per language, after sanitising. */
export const MAX_PLATFORM_PAGE_LENGTH = 100_000;

/**
 * The text a visitor reads: in `lang` when written, else in the platform's first language that has
 * text (in the platform's order). Languages the platform no longer offers are never shown.
 */
export function pickPlatformPageContent(
  contents: PlatformPageContents,
  lang: Locale,
  platformLangs: readonly Locale[],
): { lang: Locale; content: string } | null {
  const candidates = platformLangs.includes(lang) ? [lang, ...platformLangs] : platformLangs;
  const found = candidates.find((candidate) => !isBlankRichText(contents[candidate]));
  return found ? { lang: found, content: contents[found] ?? '' } : null;
}
