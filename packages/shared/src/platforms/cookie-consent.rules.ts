/** SPEC §3 cookie consent record: whether the visitor lets the platform measure their visits. */
export interface CookieConsent {
  analyze: boolean;
}

export const COOKIE_CONSENT_COOKIE = 'wiin_cookie_consent';
/** A choice is asked again after 13 months (CNIL guidance on consent lifetime). */
export const COOKIE_CONSENT_MONTHS = 13;

/**
 * The record as stored: JSON, URI-encoded so the value holds only characters a cookie may carry
 * (quotes and commas may not appear raw in a cookie value).
 */
export function serializeCookieConsent(consent: CookieConsent): string {
  return encodeURIComponent(JSON.stringify({ analyze: consent.analyze }));
}

/** The visitor's choice from a stored value, raw or URI-encoded JSON; anything else is no choice. */
export function parseCookieConsent(value: string | undefined | null): CookieConsent | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { analyze } = parsed as { analyze?: unknown };
  return typeof analyze === 'boolean' ? { analyze } : null;
}

/** The consent cookie's value in a `Cookie` header or `document.cookie` string, if there is one. */
export function readCookieConsent(cookieHeader: string): CookieConsent | null {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== COOKIE_CONSENT_COOKIE) continue;
    return parseCookieConsent(pair.slice(index + 1).trim());
  }
  return null;
}

/** What to assign to `document.cookie`: the whole site, 13 months, sent on top-level navigations only. */
export function cookieConsentAssignment(consent: CookieConsent, options: { now: Date; isSecure: boolean }): string {
  const expires = new Date(options.now);
  expires.setUTCMonth(expires.getUTCMonth() + COOKIE_CONSENT_MONTHS);
  const attributes = [
    `path=/`,
    `expires=${expires.toUTCString()}`,
    'SameSite=Lax',
    ...(options.isSecure ? ['Secure'] : []),
  ];
  return [`${COOKIE_CONSENT_COOKIE}=${serializeCookieConsent(consent)}`, ...attributes].join('; ');
}
