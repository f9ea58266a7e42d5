import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

interface Page {
  items: { id: string; slug: string; status: string; title: string; createdAt: string }[];
  metadata: { total: number; totalFiltred: number; limit: number; after: string | null; before: string | null };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db);
  const admin = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
  // Four programs share one creation instant, so pages must break ties on the id.
  const sameInstant = new Date('2024-01-01T00:00:00Z');
  for (let i = 0; i < 4; i++) await createProgram(db, acme.id, { slug: `tie-${i}`, createdAt: sameInstant });
  for (let i = 0; i < 8; i++) await createProgram(db, acme.id, { slug: `active-${i}` });
  for (let i = 0; i < 3; i++) await createProgram(db, acme.id, { slug: `archived-${i}`, status: 'archived' });
  for (let i = 0; i < 2; i++) await createProgram(db, acme.id, { slug: `deleted-${i}`, status: 'deleted' });
  await createProgram(db, acme.id, {
    slug: 'green-energy',
    titles: { fr: 'Énergie verte', en: 'Hydrogen Valley' },
    status: 'archived',
  });
  // Another platform's programs never show.
  await createProgram(db, (await createPlatform(db)).id, { slug: 'active-elsewhere' });
});
afterAll(() => t.close());

async function list(query: string): Promise<Page> {
  const res = await t.request(acme.host, {
    method: 'GET',
    url: `/api/user.programs${query}`,
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/user.programs', () => {
  it('answers 10 programs of all live ones, newest first, with the bucket total', async () => {
    const page = await list('');
    expect(page.items).toHaveLength(10);
    expect(page.items.every((p) => p.status !== 'deleted')).toBe(true);
    expect(page.metadata).toEqual({
      total: 16,
      totalFiltred: 16,
      limit: 10,
      after: page.items[9]?.id,
      before: null,
    });
    expect(page.items[0]?.slug).toBe('green-energy');
  });

  it('merges active and archived programs into one newest-first order', async () => {
    const { items } = await list('?limit=100');
    const created = items.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    // Archived programs were created after the active ones, and one of them after everything else.
    expect(items.slice(0, 4).map((p) => p.status)).toEqual(['archived', 'archived', 'archived', 'archived']);
    expect(items.slice(4).every((p) => p.status === 'active')).toBe(true);
  });

  it('counts each status bucket on its own', async () => {
    expect((await list('?status=active')).metadata.total).toBe(12);
    expect((await list('?status=archived')).metadata.total).toBe(4);
    const trash = await list('?status=deleted');
    expect(trash.metadata.total).toBe(2);
    expect(trash.items.map((p) => p.slug).sort()).toEqual(['deleted-0', 'deleted-1']);
  });

  it('pages forward with `after` and back with `before`, without duplicates or gaps', async () => {
    const everything = (await list('?limit=100')).items.map((p) => p.id);
    expect(everything).toHaveLength(16);

    const forward: string[] = [];
    const cursors: (string | null)[] = [];
    let page = await list('?limit=3');
    for (;;) {
      forward.push(...page.items.map((p) => p.id));
      cursors.push(page.metadata.before);
      if (!page.metadata.after) break;
      page = await list(`?limit=3&after=${page.metadata.after}`);
    }
    expect(forward).toEqual(everything);
    expect(cursors[0]).toBeNull();
    expect(cursors.slice(1).every(Boolean)).toBe(true);
    expect(page.items).toHaveLength(1);

    const backward: string[][] = [];
    while (page.metadata.before) {
      page = await list(`?limit=3&before=${page.metadata.before}`);
      backward.unshift(page.items.map((p) => p.id));
    }
    expect([...backward.flat(), everything[15]]).toEqual(everything);
    expect(page.metadata.before).toBeNull();
    expect(page.items[0]?.id).toBe(everything[0]);
  });

  it('searches slugs and titles in every language, case-insensitively, with the filtered total', async () => {
    for (const search of ['HYDROGEN', 'énergie', 'green-ener']) {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(page.items.map((p) => p.slug)).toEqual(['green-energy']);
      expect(page.metadata).toMatchObject({ total: 16, totalFiltred: 1 });
    }
    const ties = await list('?search=tie-&limit=2');
    expect(ties.metadata).toMatchObject({ totalFiltred: 4 });
    const rest = await list(`?search=tie-&limit=2&after=${ties.metadata.after}`);
    expect(rest.items.map((p) => p.slug).sort()).not.toEqual(ties.items.map((p) => p.slug).sort());
    expect(rest.metadata.after).toBeNull();
    // `%` and `_` are literal characters, not wildcards.
    expect((await list('?search=%25')).metadata.totalFiltred).toBe(0);
  });

  it('resolves titles in the asked language', async () => {
    const page = await list('?search=green&lang=en');
    expect(page.items[0]?.title).toBe('Hydrogen Valley');
  });

  it('answers 400 validation_failed for a limit over 100, an unknown cursor, or both cursors', async () => {
    const bad = async (query: string) => {
      const res = await t.request(acme.host, {
        method: 'GET',
        url: `/api/user.programs${query}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    };
    await bad('?limit=101');
    await bad('?status=draft');
    await bad('?after=00000000-0000-4000-8000-000000000000');
    const { items } = await list('?limit=2');
    await bad(`?after=${items[0]?.id}&before=${items[1]?.id}`);
  });
});

describe('list totals (PERFORMANCE G5)', () => {
  it('are not recounted on every page, and are counted again after a change through the API', async () => {
    const platform = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
    const as = await t.signIn(platform.host, owner.email, TEST_PASSWORD, 'admin');
    const total = async () =>
      (
        await t.request(platform.host, {
          method: 'GET',
          url: '/api/user.programs?status=active',
          headers: { authorization: `Bearer ${as.accessToken}` },
        })
      ).json().metadata.total;
    await createProgram(t.database.db, platform.id);
    expect(await total()).toBe(1);
    // Written behind the API's back: the kept totals do not see it...
    await createProgram(t.database.db, platform.id);
    expect(await total()).toBe(1);
    // ...a change through the API makes the next list count again.
    const created = await t.send(
      platform.host,
      {
        method: 'POST',
        url: '/api/user.programs',
        payload: { slug: 'counted-again', titles: { fr: 'Compté' }, defaultLang: 'fr', supportedLangs: ['fr'] },
      },
      as,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(await total()).toBe(3);
  });
});
