import { afterAll, beforeAll } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import { type FakeDns, startFakeDns } from './fake-dns';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, type Session, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the sending-domain tests ask DNS for (SPF_MECHANISMS of their app). */
export const TEST_SPF = 'include:_spf.opencall.test';

/**
 * The sender-email tests' scene: an app whose DNS is a local fake and whose mail goes to a local
 * SMTP sink, two platforms (`acme`, `globex`) and each one's administrator signed in.
 */
export function useSenderEmailApp() {
  const scene = {} as {
    t: TestApp;
    dns: FakeDns;
    sink: SmtpSink;
    acme: Awaited<ReturnType<typeof createPlatform>>;
    globex: Awaited<ReturnType<typeof createPlatform>>;
    admin: Session;
    globexAdmin: Session;
  };
  beforeAll(async () => {
    scene.dns = await startFakeDns();
    scene.sink = await startSmtpSink();
    scene.t = await createTestApp({
      DNS_SERVERS: scene.dns.server,
      SMTP_URL: scene.sink.url,
      SPF_MECHANISMS: TEST_SPF,
      MAIL_FROM: 'OpenCall <no-reply@opencall.test>',
    });
    const db = scene.t.database.db;
    scene.acme = await createPlatform(db);
    scene.globex = await createPlatform(db);
    const boss = await createUser(db, scene.acme.id, { roleKeys: ['platform_admin'] });
    const other = await createUser(db, scene.globex.id, { roleKeys: ['platform_admin'] });
    scene.admin = await scene.t.signIn(scene.acme.host, boss.email, TEST_PASSWORD, 'admin');
    scene.globexAdmin = await scene.t.signIn(scene.globex.host, other.email, TEST_PASSWORD, 'admin');
  });
  afterAll(async () => {
    await scene.t.close();
    await scene.dns.close();
    await scene.sink.close();
  });
  const as = (host: () => string, session: () => Session) => ({
    get: (url: string) =>
      scene.t.request(host(), { method: 'GET', url, headers: { authorization: `Bearer ${session().accessToken}` } }),
    send: (method: Method, url: string, payload?: object) =>
      scene.t.send(host(), { method, url, ...(payload && { payload }) }, session()),
  });
  return {
    scene,
    acme: as(
      () => scene.acme.host,
      () => scene.admin,
    ),
    globex: as(
      () => scene.globex.host,
      () => scene.globexAdmin,
    ),
  };
}

export interface TestDomain {
  id: string;
  domain: string;
  records: { kind: 'dkim' | 'spf' | 'dmarc'; name: string; value: string }[];
}

/** Publishes the domain's records in the fake DNS (all three, or the kinds given). */
export function publish(dns: FakeDns, domain: TestDomain, kinds: readonly string[] = ['dkim', 'spf', 'dmarc']) {
  for (const record of domain.records) if (kinds.includes(record.kind)) dns.txt.set(record.name, [record.value]);
}
