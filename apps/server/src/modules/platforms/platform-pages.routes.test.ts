import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let manager: Session;
let globexAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db, { supportedLangs: ['fr', 'en', 'de'] });
  globex = await createPlatform(db, { supportedLangs: ['en'] });
  const signIn = async (platform: typeof acme, roleKeys: ('platform_admin' | 'program_manager')[]) => {
    const user = await createUser(db, platform.id, { roleKeys });
    return t.signIn(platform.host, user.email, TEST_PASSWORD, 'admin');
  };
  admin = await signIn(acme, ['platform_admin']);
  manager = await signIn(acme, ['program_manager']);
  globexAdmin = await signIn(globex, ['platform_admin']);
});
afterAll(() => t.close());

const pageUrl = (platformId: string, kind: string) => `/api/platforms/${platformId}/pages/${kind}`;
const portalUrl = (platformId: string, kind: string, lang?: string) =>
  `/api/portal/platforms/${platformId}/pages/${kind}${lang ? `?lang=${lang}` : ''}`;
const read = (url: string, session?: Session, host = acme.host) =>
  t.request(host, {
    method: 'GET',
    url,
    headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
  });
const write = (kind: string, contents: Record<string, string>, session = admin) =>
  t.send(acme.host, { method: 'PUT', url: pageUrl(acme.id, kind), payload: { contents } }, session);

describe('PUT /api/platforms/:platformId/pages/:kind', () => {
  it('saves the texts per language and answers them with the time of the change', async () => {
    const res = await write('terms-of-use', { fr: '<p>Conditions <strong>générales</strong></p>', en: '<p>Terms</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      kind: 'terms-of-use',
      contents: { fr: '<p>Conditions <strong>générales</strong></p>', en: '<p>Terms</p>' },
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await read(pageUrl(acme.id, 'terms-of-use'), admin);
    expect(again.json().data).toEqual(data);
  });

  it('replaces the whole page: a language left out or left blank is gone', async () => {
    await write('privacy-policy', { fr: '<p>Vie privée</p>', en: '<p>Privacy</p>' });
    const res = await write('privacy-policy', { fr: '<p>Données</p>', en: '<p><br></p>' });
    expect(res.json().data.contents).toEqual({ fr: '<p>Données</p>' });
  });

  it('removes scripts, event handlers and unsafe links before storing', async () => {
    const res = await write('legal-notices', {
      fr: '<p>Éditeur<script>alert(1)</script></p><img src=x onerror="alert(2)"><p onclick="x()"><a href="javascript:alert(3)">lien</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await read(pageUrl(acme.id, 'legal-notices'), admin)).json().data.contents.fr;
    expect(stored).toBe('<p>Éditeur</p><p><a>lien</a></p>');
    const shown = (await read(portalUrl(acme.id, 'legal-notices', 'fr'))).json().data.content;
    expect(shown).not.toMatch(/script|onerror|onclick|javascript/);
  });

  it('answers 400 validation_failed for a language the platform does not offer, and changes nothing', async () => {
    await write('accessibilities', { fr: '<p>Accessibilité</p>' });
    const res = await write('accessibilities', { fr: '<p>Changé</p>', nl: '<p>Toegankelijkheid</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'contents.nl', reason: 'not_supported_by_platform' }],
    });
    expect((await read(pageUrl(acme.id, 'accessibilities'), admin)).json().data.contents).toEqual({
      fr: '<p>Accessibilité</p>',
    });
  });

  it('answers 400 validation_failed for a text over 100 000 characters, an unknown kind or a malformed body', async () => {
    const long = await write('cookies', { fr: `<p>${'a'.repeat(100_000)}</p>` });
    const unknown = await write('about-us', { fr: '<p>x</p>' });
    const malformed = await t.send(
      acme.host,
      { method: 'PUT', url: pageUrl(acme.id, 'cookies'), payload: { contents: { fr: 42 } } },
      admin,
    );
    for (const res of [long, unknown, malformed]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers 403 missing_permissions without the platform administration permission, 401 signed out', async () => {
    const denied = await write('cookies', { fr: '<p>x</p>' }, manager);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('missing_permissions');
    expect((await read(pageUrl(acme.id, 'cookies'), manager)).statusCode).toBe(403);
    const anonymous = await t.send(acme.host, {
      method: 'PUT',
      url: pageUrl(acme.id, 'cookies'),
      payload: { contents: { fr: '<p>x</p>' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for another platform’s id, exactly as for a missing one, and writes nothing there', async () => {
    const foreign = await t.send(
      acme.host,
      { method: 'PUT', url: pageUrl(globex.id, 'cookies'), payload: { contents: { en: '<p>Hijacked</p>' } } },
      admin,
    );
    const missing = await t.send(
      acme.host,
      {
        method: 'PUT',
        url: pageUrl('00000000-0000-4000-8000-000000000000', 'cookies'),
        payload: { contents: { en: '<p>x</p>' } },
      },
      admin,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await read(pageUrl(globex.id, 'cookies'), admin)).statusCode).toBe(404);
    // Nothing was written there: globex's administrator still reads the default texts, in globex's only language.
    const globexPage = (await read(pageUrl(globex.id, 'cookies'), globexAdmin, globex.host)).json().data;
    expect(globexPage).toMatchObject({ kind: 'cookies', updatedAt: null });
    expect(Object.keys(globexPage.contents)).toEqual(['en']);
    expect(globexPage.contents.en).not.toContain('Hijacked');
  });
});

describe('GET /api/portal/platforms/:platformId/pages/:kind', () => {
  it('answers the page in the asked language to anyone', async () => {
    await write('terms-of-use', { fr: '<p>Conditions</p>', en: '<p>Terms</p>' });
    const res = await read(portalUrl(acme.id, 'terms-of-use', 'en'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'terms-of-use', lang: 'en', content: '<p>Terms</p>' });
    expect(res.json().data.updatedAt).toEqual(expect.any(String));
  });

  it('falls back to the platform’s first language with text, and reads the locale header without lang', async () => {
    await write('privacy-policy', { en: '<p>Privacy</p>', de: '<p>Datenschutz</p>' });
    const fallback = (await read(portalUrl(acme.id, 'privacy-policy', 'fr'))).json().data;
    expect(fallback).toMatchObject({ lang: 'en', content: '<p>Privacy</p>' });
    const byHeader = await t.request(acme.host, {
      method: 'GET',
      url: portalUrl(acme.id, 'privacy-policy'),
      headers: { 'x-locale': 'de' },
    });
    expect(byHeader.json().data).toMatchObject({ lang: 'de', content: '<p>Datenschutz</p>' });
  });

  it('answers the default text of a page never written, named after the platform, with no date', async () => {
    const res = await read(portalUrl(globex.id, 'accessibilities'), undefined, globex.host);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ kind: 'accessibilities', lang: 'en', updatedAt: null });
    expect(page.content).toContain(`${globex.name} is committed to making the website ${globex.host} accessible`);
    // A language the platform does not offer reads the platform's first one.
    const german = (await read(portalUrl(globex.id, 'accessibilities', 'de'), undefined, globex.host)).json().data;
    expect(german).toMatchObject({ lang: 'en', content: page.content });
  });

  it('answers 404 for another platform’s id and 400 for an unknown kind', async () => {
    expect((await read(portalUrl(globex.id, 'terms-of-use'))).statusCode).toBe(404);
    const unknown = await read(portalUrl(acme.id, 'about-us'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('validation_failed');
  });
});
