import { type CookieConsent, cookieConsentAssignment, readCookieConsent } from '@opencall/shared/platforms';
import { useRef, useState } from 'react';

/**
 * SPEC §3 cookie consent: the visitor's choice from the `wiin_cookie_consent` cookie. The banner shows
 * until they choose, and again when they open the cookie settings.
 */
export function useCookieConsent() {
  const [consent, setConsent] = useState<CookieConsent | null>(() => readCookieConsent(document.cookie));
  const [isReopened, setIsReopened] = useState(false);
  /** The footer's "cookie settings" button, where focus returns after a choice made from it. */
  const settingsRef = useRef<HTMLButtonElement>(null);

  function choose(analyze: boolean) {
    const next = { analyze };
    const isSecure = window.location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves
    document.cookie = cookieConsentAssignment(next, { now: new Date(), isSecure });
    setConsent(next);
    setIsReopened(false);
    // Focus stays with the visitor: back on the link that reopened the banner, else on the page.
    (isReopened ? settingsRef.current : document.getElementById('main-content'))?.focus({ preventScroll: true });
  }

  return {
    consent,
    isBannerOpen: consent === null || isReopened,
    isReopened,
    choose,
    reopen: () => setIsReopened(true),
    settingsRef,
  };
}
