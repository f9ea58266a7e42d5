import { afterAll, beforeAll } from 'vitest';
import { seedDemoBilling } from '../src/modules/billing';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from './factories';
import { createTestApp, type Session, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A company's billing information that passes the SPEC §5 rules. */
export const ACME_BILLING = {
  type: 'company',
  companyName: 'Acme SAS',
  taxId: 'FR12345678901',
  email: 'billing@acme.example',
  address: { line1: '1 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'FR' },
} as const;

/**
 * The billing tests' scene: the demo's plans and promo code, a billed platform in trial (`acme`, with
 * a program) and one the installation does not bill (`globex`); acme's administrator, an applicant
 * of acme and the installation's operator (a super admin) are signed in. `env` is read when the app
 * starts (after the caller's own beforeAll, e.g. a fake Stripe's address).
 */
export function useBillingApp(env: () => Record<string, string> = () => ({})) {
  const scene = {} as {
    t: TestApp;
    acme: Awaited<ReturnType<typeof createPlatform>>;
    globex: Awaited<ReturnType<typeof createPlatform>>;
    programId: string;
    admin: Session;
    applicant: Session;
    operator: Session;
    globexAdmin: Session;
  };
  beforeAll(async () => {
    scene.t = await createTestApp(env());
    const db = scene.t.database.db;
    scene.acme = await createPlatform(db);
    scene.globex = await createPlatform(db);
    await db.transaction((tx) => seedDemoBilling(tx, scene.acme.id, new Date()));
    scene.programId = (await createProgram(db, scene.acme.id)).id;
    const boss = await createUser(db, scene.acme.id, { roleKeys: ['platform_admin'] });
    const applicant = await createUser(db, scene.acme.id, { roleKeys: ['applicant'] });
    const operator = await createUser(db, scene.acme.id, { superAdmin: true });
    const other = await createUser(db, scene.globex.id, { roleKeys: ['platform_admin'] });
    scene.admin = await scene.t.signIn(scene.acme.host, boss.email, TEST_PASSWORD, 'admin');
    scene.applicant = await scene.t.signIn(scene.acme.host, applicant.email, TEST_PASSWORD, 'public');
    scene.operator = await scene.t.signIn(scene.acme.host, operator.email, TEST_PASSWORD, 'admin');
    scene.globexAdmin = await scene.t.signIn(scene.globex.host, other.email, TEST_PASSWORD, 'admin');
  });
  afterAll(async () => {
    await scene.t?.close();
  });
  const as = (host: () => string, session: () => Session) => ({
    get: (url: string) =>
      scene.t.request(host(), { method: 'GET', url, headers: { authorization: `Bearer ${session().accessToken}` } }),
    send: (method: Method, url: string, payload?: object) =>
      scene.t.send(host(), { method, url, ...(payload && { payload }) }, session()),
  });
  const acmeHost = () => scene.acme.host;
  return {
    scene,
    admin: as(acmeHost, () => scene.admin),
    applicant: as(acmeHost, () => scene.applicant),
    operator: as(acmeHost, () => scene.operator),
    globex: as(
      () => scene.globex.host,
      () => scene.globexAdmin,
    ),
  };
}
