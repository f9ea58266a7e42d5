import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { publish, TEST_SPF, type TestDomain, useSenderEmailApp } from '../../../test/sender-email-scene';
import { emailSendingDomains } from '../../db/schema';
import { seedDemoSenderEmail } from './sender-email.seed';

const { scene, acme, globex } = useSenderEmailApp();
const DEFAULT = '/api/sender-email/default';
const DOMAINS = '/api/sender-email/domains';

const uniqueDomain = () => `mail-${randomBytes(4).toString('hex')}.example.org`;

const expectIssues = (res: { statusCode: number; body: string }, issues: { field: string; reason: string }[]) => {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = JSON.parse(res.body);
  expect(error.code).toBe('validation_failed');
  expect(error.details).toEqual(issues);
};

async function addDomain(domain = uniqueDomain(), localPart?: string): Promise<TestDomain & Record<string, unknown>> {
  const res = await acme.send('POST', DOMAINS, { domain, ...(localPart && { localPart }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('GET and PUT /api/sender-email/default', () => {
  it('starts with the installation’s sender', async () => {
    const res = await globex.get(DEFAULT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      senderName: '',
      replyTo: '',
      domainId: null,
      from: 'OpenCall <no-reply@opencall.test>',
    });
  });

  it('saves a sender name and reply-to (trimmed), and clears them', async () => {
    const saved = await acme.send('PUT', DEFAULT, {
      senderName: '  Bourses Jeunes Talents ',
      replyTo: ' contact@acme.example.org ',
      domainId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      senderName: 'Bourses Jeunes Talents',
      replyTo: 'contact@acme.example.org',
      domainId: null,
      from: 'Bourses Jeunes Talents <no-reply@opencall.test>',
    };
    expect(saved.json().data).toEqual(expected);
    expect((await acme.get(DEFAULT)).json().data).toEqual(expected);
    // Another platform's settings are its own.
    expect((await globex.get(DEFAULT)).json().data.senderName).toBe('');

    const cleared = await acme.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: null });
    expect(cleared.json().data).toEqual({
      senderName: '',
      replyTo: '',
      domainId: null,
      from: 'OpenCall <no-reply@opencall.test>',
    });
  });

  it('refuses a name on two lines or too long, a bad reply-to and an unknown domain, field by field', async () => {
    await acme.send('PUT', DEFAULT, { senderName: 'Kept', replyTo: '', domainId: null });
    expectIssues(
      await acme.send('PUT', DEFAULT, {
        senderName: 'Evil\r\nBcc: victim@example.org',
        replyTo: 'not an address',
        domainId: '00000000-0000-4000-8000-000000000000',
      }),
      [
        { field: 'senderName', reason: 'line_break' },
        { field: 'replyTo', reason: 'invalid_email' },
        { field: 'domainId', reason: 'unknown' },
      ],
    );
    expectIssues(await acme.send('PUT', DEFAULT, { senderName: 'a'.repeat(101), replyTo: '', domainId: null }), [
      { field: 'senderName', reason: 'too_long' },
    ]);
    const shape = await acme.send('PUT', DEFAULT, { senderName: 'x', replyTo: '', domainId: 'nope' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.code).toBe('validation_failed');
    expect((await acme.get(DEFAULT)).json().data.senderName).toBe('Kept');
  });

  it('sends only from a verified domain of the platform', async () => {
    const pending = await addDomain();
    expectIssues(await acme.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: pending.id }), [
      { field: 'domainId', reason: 'not_verified' },
    ]);
    // Another platform's domain, even verified, is unknown here.
    publish(scene.dns, pending);
    expect((await acme.send('POST', `${DOMAINS}/${pending.id}/check`)).json().data.status).toBe('verified');
    expectIssues(await globex.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: pending.id }), [
      { field: 'domainId', reason: 'unknown' },
    ]);
    const chosen = await acme.send('PUT', DEFAULT, { senderName: 'Acme', replyTo: '', domainId: pending.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({ domainId: pending.id, from: `Acme <no-reply@${pending.domain}>` });
    await acme.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: null });
  });
});

describe('POST /api/sender-email/domains', () => {
  it('adds a domain with a new DKIM key and the three records to publish, never the private key', async () => {
    const name = uniqueDomain();
    const res = await acme.send('POST', DOMAINS, { domain: name, localPart: 'appels' });
    expect(res.statusCode, res.body).toBe(200);
    const domain = res.json().data;
    const now = new Date();
    const selector = `opencall${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(domain).toMatchObject({
      domain: name,
      localPart: 'appels',
      address: `appels@${name}`,
      dkimSelector: selector,
      status: 'pending',
      checks: { dkim: false, spf: false, dmarc: false },
      checkedAt: null,
      verifiedAt: null,
    });
    const [dkim, spf, dmarc] = domain.records;
    expect(dkim).toMatchObject({ kind: 'dkim', type: 'TXT', name: `${selector}._domainkey.${name}` });
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[A-Za-z0-9+/]+=*$/);
    expect(spf).toEqual({ kind: 'spf', type: 'TXT', name, value: `v=spf1 ${TEST_SPF} ~all` });
    expect(dmarc).toEqual({ kind: 'dmarc', type: 'TXT', name: `_dmarc.${name}`, value: 'v=DMARC1; p=none' });
    expect(res.body).not.toMatch(/PRIVATE|dkimPrivateKey/);
    // At rest the private key is sealed, not a readable PEM.
    const [row] = await scene.t.database.db
      .select()
      .from(emailSendingDomains)
      .where(eq(emailSendingDomains.id, domain.id));
    expect(row?.dkimPrivateKey).not.toContain('PRIVATE KEY');
    expect(row?.dkimPrivateKey.split('.')).toHaveLength(3);
  });

  it('sends from no-reply by default', async () => {
    const domain = await addDomain();
    expect(domain.address).toBe(`no-reply@${domain.domain}`);
  });

  it('refuses what is not a lowercase host name, a bad local part and a domain the platform has', async () => {
    const cases: [string, string][] = [
      ['192.168.1.10', 'ip_address'],
      ['Example.org', 'not_lowercase'],
      ['localhost', 'no_dot'],
      ['exa mple.org', 'invalid'],
      ['', 'invalid'],
    ];
    for (const [domain, reason] of cases) {
      expectIssues(await acme.send('POST', DOMAINS, { domain }), [{ field: 'domain', reason }]);
    }
    expectIssues(await acme.send('POST', DOMAINS, { domain: uniqueDomain(), localPart: 'a@b' }), [
      { field: 'localPart', reason: 'invalid' },
    ]);
    const known = await addDomain();
    expectIssues(await acme.send('POST', DOMAINS, { domain: known.domain }), [{ field: 'domain', reason: 'taken' }]);
    // Another platform may prove the same name on its own.
    expect((await globex.send('POST', DOMAINS, { domain: known.domain })).statusCode).toBe(200);
  });
});

describe('GET /api/sender-email/domains', () => {
  it('lists the platform’s domains only, oldest first', async () => {
    const first = await addDomain();
    const second = await addDomain();
    const res = await acme.get(DOMAINS);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((domain: { id: string }) => domain.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const globexIds = (await globex.get(DOMAINS)).json().data.map((domain: { id: string }) => domain.id);
    expect(globexIds).not.toContain(first.id);
    expect(res.body).not.toMatch(/PRIVATE/);
  });
});

describe('POST /api/sender-email/domains/:domainId/check', () => {
  it('finds nothing published: failed, each record false', async () => {
    const domain = await addDomain();
    const res = await acme.send('POST', `${DOMAINS}/${domain.id}/check`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      checks: { dkim: false, spf: false, dmarc: false },
      verifiedAt: null,
    });
    expect(res.json().data.checkedAt).not.toBeNull();
    // The three names were asked of the configured DNS server.
    for (const record of domain.records) expect(scene.dns.questions).toContain(`${record.name} TXT`);
  });

  it('verifies once DKIM and SPF are published; DMARC is reported, not required', async () => {
    const domain = await addDomain();
    publish(scene.dns, domain, ['dkim']);
    const dkimOnly = (await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data;
    expect(dkimOnly).toMatchObject({ status: 'failed', checks: { dkim: true, spf: false, dmarc: false } });

    // The SPF record as a domain would really have it: its own mechanisms around ours.
    scene.dns.txt.set(domain.domain, ['google-site-verification=abc', `v=spf1 mx ${TEST_SPF} -all`]);
    const verified = (await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data;
    expect(verified).toMatchObject({ status: 'verified', checks: { dkim: true, spf: true, dmarc: false } });
    expect(verified.verifiedAt).toBe(verified.checkedAt);

    publish(scene.dns, domain, ['dmarc']);
    const all = (await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data;
    expect(all).toMatchObject({ status: 'verified', checks: { dkim: true, spf: true, dmarc: true } });
    expect((await acme.get(DOMAINS)).json().data.find((d: { id: string }) => d.id === domain.id)).toEqual(all);
  });

  it('fails again when a record disappears, keeping when it was last verified', async () => {
    const domain = await addDomain();
    publish(scene.dns, domain);
    const verified = (await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data;
    expect(verified.status).toBe('verified');
    scene.dns.txt.set(domain.records[0]?.name ?? '', ['v=DKIM1; k=rsa; p=ANOTHERKEY']);
    const failed = (await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', checks: { dkim: false, spf: true, dmarc: true } });
    expect(failed.verifiedAt).toBe(verified.verifiedAt);
  });
});

describe('DELETE /api/sender-email/domains/:domainId', () => {
  it('deletes the domain and stops the platform sending from it', async () => {
    const domain = await addDomain();
    publish(scene.dns, domain);
    await acme.send('POST', `${DOMAINS}/${domain.id}/check`);
    await acme.send('PUT', DEFAULT, { senderName: 'Acme', replyTo: '', domainId: domain.id });
    const res = await acme.send('DELETE', `${DOMAINS}/${domain.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: domain.id });
    expect((await acme.get(DEFAULT)).json().data).toMatchObject({
      domainId: null,
      from: 'Acme <no-reply@opencall.test>',
    });
    expect((await acme.get(DOMAINS)).json().data.map((d: { id: string }) => d.id)).not.toContain(domain.id);
    const again = await acme.send('DELETE', `${DOMAINS}/${domain.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
    await acme.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: null });
  });
});

describe('platform isolation and access', () => {
  it('answers 404 for another platform’s domain, and changes nothing', async () => {
    const domain = await addDomain();
    for (const res of [
      await globex.send('DELETE', `${DOMAINS}/${domain.id}`),
      await globex.send('POST', `${DOMAINS}/${domain.id}/check`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const kept = (await acme.get(DOMAINS)).json().data.find((d: { id: string }) => d.id === domain.id);
    expect(kept).toMatchObject({ status: 'pending', checkedAt: null });
  });

  it('is for the platform’s administrators only', async () => {
    const manager = await createUser(scene.t.database.db, scene.acme.id, { roleKeys: ['program_manager'] });
    const session = await scene.t.signIn(scene.acme.host, manager.email, TEST_PASSWORD, 'admin');
    const res = await scene.t.send(
      scene.acme.host,
      { method: 'POST', url: DOMAINS, payload: { domain: 'x.org' } },
      session,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('missing_permissions');
  });
});

describe('the demo seed', () => {
  it('gives the platform a sender name, a reply-to and one domain waiting for its records', async () => {
    const db = scene.t.database.db;
    const demo = await createPlatform(db);
    const admin = await createUser(db, demo.id, { roleKeys: ['platform_admin'] });
    await db.transaction((tx) => seedDemoSenderEmail(tx, demo.id, new Date('2026-11-26T10:00:00Z')));
    const session = await scene.t.signIn(demo.host, admin.email, TEST_PASSWORD, 'admin');
    const get = (url: string) => scene.t.get(demo.host, url, { session });
    expect((await get(DEFAULT)).json().data).toMatchObject({
      senderName: 'OpenCall Démo – Bourses Jeunes Talents',
      replyTo: 'contact@demo.localhost',
      domainId: null,
    });
    const [domain, ...others] = (await get(DOMAINS)).json().data;
    expect(others).toEqual([]);
    expect(domain).toMatchObject({
      domain: 'bourses-jeunes-talents.example',
      address: 'appels@bourses-jeunes-talents.example',
      dkimSelector: 'opencall202611',
      status: 'pending',
    });
    expect(domain.records).toHaveLength(3);
  });
});
