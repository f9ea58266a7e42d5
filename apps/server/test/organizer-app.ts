import { afterAll, beforeAll } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import { createTestApp, type Session, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The scene most route tests of a program's back office start from: a test app, one platform
 * (`acme`) and its administrator signed in to the back office, with `get` and `send` as someone.
 * Call it at the top of a test file: it registers its own beforeAll and afterAll.
 */
export function useOrganizerApp() {
  const scene = {} as {
    t: TestApp;
    acme: Awaited<ReturnType<typeof createPlatform>>;
    admin: Session;
  };
  beforeAll(async () => {
    scene.t = await createTestApp();
    scene.acme = await createPlatform(scene.t.database.db);
    const boss = await createUser(scene.t.database.db, scene.acme.id, { roleKeys: ['platform_admin'] });
    scene.admin = await scene.t.signIn(scene.acme.host, boss.email, TEST_PASSWORD, 'admin');
  });
  afterAll(() => scene.t.close());
  return {
    get t() {
      return scene.t;
    },
    get acme() {
      return scene.acme;
    },
    get admin() {
      return scene.admin;
    },
    get: (url: string, as: Session = scene.admin) =>
      scene.t.request(scene.acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } }),
    send: (method: Method, url: string, payload?: object, as: Session = scene.admin) =>
      scene.t.send(scene.acme.host, { method, url, ...(payload && { payload }) }, as),
  };
}
