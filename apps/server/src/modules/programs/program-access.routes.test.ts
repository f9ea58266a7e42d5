import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { tags } from '../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let applicant: Session;

interface Ids {
  programId: string;
  categoryId: string;
  tagId: string;
  trashedId: string;
}
type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

/** Every route of the module that takes an id, in an order where each call still finds its target. */
function idRoutes({ programId, categoryId, tagId, trashedId }: Ids): Call[] {
  const program = `/api/user.programs/${programId}`;
  return [
    ['GET', `${program}?lang=en`],
    ['PUT', program, { visibility: 'private' }],
    ['PUT', `${program}/status`, { status: 'archived' }],
    ['POST', `${program}/publish`],
    ['POST', `${program}/unpublish`],
    ['GET', `${program}/logs`],
    ['GET', `${program}/categories`],
    ['PUT', `${program}/categories/order`, { ids: [categoryId] }],
    ['POST', `${program}/categories`, { titles: { fr: 'Nouvelle' } }],
    ['PUT', `${program}/categories/${categoryId}`, { titles: { fr: 'Renommée' } }],
    ['DELETE', `${program}/categories/${categoryId}`],
    ['GET', `${program}/tags`],
    ['POST', `${program}/tags`, { name: 'New' }],
    ['PUT', `${program}/tags/${tagId}`, { name: 'Renamed' }],
    ['DELETE', `${program}/tags/${tagId}`],
    ['DELETE', program],
    ['POST', `/api/trash/programs/${trashedId}/restore`],
    // The program the previous call moved to the trash.
    ['DELETE', `/api/trash/programs/${programId}`],
  ];
}

const collectionRoutes: Call[] = [
  ['GET', '/api/user.programs'],
  ['POST', '/api/user.programs', { slug: 'x', titles: { fr: 'X' }, defaultLang: 'fr', supportedLangs: ['fr'] }],
  ['GET', '/api/trash/programs'],
];

async function fixtures(platformId: string): Promise<Ids> {
  const db = t.database.db;
  const program = await createProgram(db, platformId);
  const category = await createCategory(db, platformId, program.id);
  const trashed = await createProgram(db, platformId, { status: 'deleted' });
  const [tag] = await db.insert(tags).values({ platformId, programId: program.id, name: 'Theirs' }).returning();
  if (!tag) throw new Error('tag insert failed');
  return { programId: program.id, categoryId: category.id, tagId: tag.id, trashedId: trashed.id };
}

function call(session: Session | undefined, [method, url, payload]: Call) {
  return method === 'GET'
    ? t.request(acme.host, {
        method,
        url,
        headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
      })
    : t.send(acme.host, { method, url, ...(payload && { payload }) }, session);
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const db = t.database.db;
  const adminUser = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
  const applicantUser = await createUser(db, acme.id, { roleKeys: ['applicant'] });
  admin = await t.signIn(acme.host, adminUser.email, TEST_PASSWORD, 'admin');
  applicant = await t.signIn(acme.host, applicantUser.email, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('programs routes access', () => {
  it('answers 401 authentication_required to anonymous callers on every route', async () => {
    const ids = await fixtures(acme.id);
    for (const route of [...collectionRoutes, ...idRoutes(ids)]) {
      const res = await call(undefined, route);
      expect(res.statusCode, `${route[0]} ${route[1]}`).toBe(401);
    }
  });

  it('answers 403 missing_permissions to an applicant on every route, and lists no program to them', async () => {
    const ids = await fixtures(acme.id);
    // Issue 11 §5: the list is everyone's, narrowed to the programs one holds a role on.
    const list = await call(applicant, ['GET', '/api/user.programs']);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: [], metadata: { total: 0 } });
    for (const route of [...collectionRoutes.slice(1), ...idRoutes(ids)]) {
      const res = await call(applicant, route);
      expect(res.statusCode, `${route[0]} ${route[1]}`).toBe(403);
      expect(res.json().error.code).toBe('missing_permissions');
    }
  });

  it('answers 200 to a platform administrator on every route', async () => {
    const ids = await fixtures(acme.id);
    const okBody = { slug: 'access-ok', titles: { fr: 'X' }, defaultLang: 'fr', supportedLangs: ['fr'] };
    const routes: Call[] = [
      ['GET', '/api/user.programs'],
      ['POST', '/api/user.programs', okBody],
      ['GET', '/api/trash/programs'],
      ...idRoutes(ids),
    ];
    for (const route of routes) {
      const res = await call(admin, route);
      expect(res.statusCode, `${route[0]} ${route[1]}: ${res.body}`).toBe(200);
    }
  });

  it('answers 404 for the ids of another platform, exactly as for missing ones, and changes nothing there', async () => {
    const globex = await createPlatform(t.database.db);
    const theirs = await fixtures(globex.id);
    const mine = await fixtures(acme.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = { programId: missing, categoryId: missing, tagId: missing, trashedId: missing };
    for (const ids of [theirs, unknown]) {
      for (const route of idRoutes(ids)) {
        const res = await call(admin, route);
        expect(res.statusCode, `${route[0]} ${route[1]}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    // Their category and tag under one of our programs are not found either.
    const mixed = idRoutes({ ...mine, categoryId: theirs.categoryId, tagId: theirs.tagId }).filter(
      ([, url]) => url.includes(theirs.categoryId) || url.includes(theirs.tagId),
    );
    expect(mixed).toHaveLength(4);
    for (const route of mixed) expect((await call(admin, route)).statusCode, route[1]).toBe(404);
    expect((await call(admin, ['DELETE', `/api/trash/programs/${theirs.trashedId}`])).statusCode).toBe(404);

    const db = t.database.db;
    const program = await db.query.programs.findFirst({ where: (p, { eq }) => eq(p.id, theirs.programId) });
    expect(program).toMatchObject({ status: 'active', visibility: 'public', publishedAt: null });
    expect(await db.query.categories.findFirst({ where: (c, { eq }) => eq(c.id, theirs.categoryId) })).toBeDefined();
    expect(await db.query.tags.findFirst({ where: (x, { eq }) => eq(x.id, theirs.tagId) })).toMatchObject({
      name: 'Theirs',
    });
    expect(await db.query.programs.findFirst({ where: (p, { eq }) => eq(p.id, theirs.trashedId) })).toMatchObject({
      status: 'deleted',
    });
  });
});
