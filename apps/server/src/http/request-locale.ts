import { DEFAULT_LOCALE, isLocale, type Locale } from '@opencall/shared/common';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@opencall/shared/http';
import { parseAcceptLanguage } from '@opencall/shared/i18n';
import type { FastifyRequest } from 'fastify';

/** The language a caller reads: the locale header, the locale cookie, Accept-Language, then French. */
export function readRequestLocale(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  for (const language of parseAcceptLanguage(request.headers['accept-language'])) {
    const twoLetters = language.slice(0, 2).toLowerCase();
    if (isLocale(twoLetters)) return twoLetters;
  }
  return DEFAULT_LOCALE;
}
