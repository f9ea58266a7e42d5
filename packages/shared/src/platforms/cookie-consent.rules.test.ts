import { describe, expect, it } from 'vitest';
import {
  cookieConsentAssignment,
  parseCookieConsent,
  readCookieConsent,
  serializeCookieConsent,
} from './cookie-consent.rules';

describe('serializeCookieConsent / parseCookieConsent', () => {
  it('round-trips both choices as JSON with a boolean analyze', () => {
    for (const analyze of [true, false]) {
      const stored = serializeCookieConsent({ analyze });
      expect(decodeURIComponent(stored)).toBe(`{"analyze":${analyze}}`);
      expect(stored).not.toMatch(/[",;\s]/);
      expect(parseCookieConsent(stored)).toEqual({ analyze });
    }
  });

  it('reads a record stored as raw JSON too', () => {
    expect(parseCookieConsent('{"analyze":true}')).toEqual({ analyze: true });
  });

  it('keeps only analyze from a record holding more', () => {
    expect(parseCookieConsent('{"analyze":false,"ads":true}')).toEqual({ analyze: false });
  });

  it('reads an invalid or missing value as no choice', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'yes',
      '%E0%A4%A',
      '{"analyze":"true"}',
      '{}',
      '[true]',
      'null',
      '{"analyze":1}',
    ])
      expect(parseCookieConsent(bad), String(bad)).toBeNull();
  });
});

describe('readCookieConsent', () => {
  it('finds the record among other cookies', () => {
    const header = `locale=fr; wiin_cookie_consent=${serializeCookieConsent({ analyze: false })}; other=1`;
    expect(readCookieConsent(header)).toEqual({ analyze: false });
  });

  it('answers no choice without the cookie, or with a cookie whose name only ends the same way', () => {
    expect(readCookieConsent('locale=fr')).toBeNull();
    expect(readCookieConsent('')).toBeNull();
    expect(readCookieConsent('x_wiin_cookie_consent={"analyze":true}')).toBeNull();
  });
});

describe('cookieConsentAssignment', () => {
  it('stores the choice for the whole site, 13 months, SameSite=Lax, Secure on https only', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    const plain = cookieConsentAssignment({ analyze: true }, { now, isSecure: false });
    expect(plain.split('; ')).toEqual([
      `wiin_cookie_consent=${serializeCookieConsent({ analyze: true })}`,
      'path=/',
      `expires=${new Date('2027-03-03T10:00:00Z').toUTCString()}`,
      'SameSite=Lax',
    ]);
    expect(cookieConsentAssignment({ analyze: true }, { now, isSecure: true })).toMatch(/; Secure$/);
  });
});
