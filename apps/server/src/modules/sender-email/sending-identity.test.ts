import { describe, expect, it } from 'vitest';
import { verifyDkim } from '../../../test/dkim-verify';
import { createUser } from '../../../test/factories';
import { publish, type TestDomain, useSenderEmailApp } from '../../../test/sender-email-scene';
import type { SinkMessage } from '../../../test/smtp-sink';

// admin/sender-email end to end: what the platform sets is what the real SMTP sink receives.

const { scene, acme } = useSenderEmailApp();
const DEFAULT = '/api/sender-email/default';
const DOMAINS = '/api/sender-email/domains';

/** A mail of the platform: a password reset for a new member, as received by the sink. */
async function platformMail(): Promise<SinkMessage> {
  const member = await createUser(scene.t.database.db, scene.acme.id);
  const res = await scene.t.send(scene.acme.host, {
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { email: member.email },
    remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return scene.sink.waitFor((message) => message.to.includes(member.email), 15_000);
}

function header(raw: string, name: string): string | undefined {
  const head = raw.replace(/\r\n/g, '\n').split('\n\n')[0] ?? '';
  const line = head
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function verifiedDomain(localPart: string): Promise<TestDomain & { dkimSelector: string; address: string }> {
  const name = `mail-${Math.random().toString(36).slice(2, 8)}.example.org`;
  const added = await acme.send('POST', DOMAINS, { domain: name, localPart });
  expect(added.statusCode, added.body).toBe(200);
  const domain = added.json().data;
  publish(scene.dns, domain);
  const checked = await acme.send('POST', `${DOMAINS}/${domain.id}/check`);
  expect(checked.json().data.status).toBe('verified');
  return domain;
}

describe('the platform’s e-mails as sent', () => {
  it('come from the installation’s address until the platform sets a sender', async () => {
    const message = await platformMail();
    expect(header(message.raw, 'From')).toBe('OpenCall <no-reply@opencall.test>');
    expect(header(message.raw, 'Reply-To')).toBeUndefined();
    expect(header(message.raw, 'DKIM-Signature')).toBeUndefined();
  });

  it('carry the platform’s sender name and reply-to from the installation’s address without a domain', async () => {
    await acme.send('PUT', DEFAULT, {
      senderName: 'Bourses Acme',
      replyTo: 'contact@acme.example.org',
      domainId: null,
    });
    const message = await platformMail();
    expect(header(message.raw, 'From')).toBe('Bourses Acme <no-reply@opencall.test>');
    expect(header(message.raw, 'Reply-To')).toBe('contact@acme.example.org');
    expect(header(message.raw, 'DKIM-Signature')).toBeUndefined();
  });

  it('go out from the verified domain, signed with its DKIM key as published', async () => {
    const domain = await verifiedDomain('appels');
    await acme.send('PUT', DEFAULT, {
      senderName: 'Bourses Acme',
      replyTo: 'contact@acme.example.org',
      domainId: domain.id,
    });
    const message = await platformMail();
    expect(header(message.raw, 'From')).toBe(`Bourses Acme <appels@${domain.domain}>`);
    expect(header(message.raw, 'Reply-To')).toBe('contact@acme.example.org');
    // A receiver's check: the key at the DKIM record's name verifies the signature of this message.
    const dkim = domain.records.find((record) => record.kind === 'dkim');
    const publicKey = dkim?.value.match(/p=([A-Za-z0-9+/=]+)/)?.[1] ?? '';
    const result = verifyDkim(message.raw, publicKey);
    expect(result).toEqual({
      domain: domain.domain,
      selector: domain.dkimSelector,
      bodyHashMatches: true,
      signatureValid: true,
    });
    expect(`${result.selector}._domainkey.${result.domain}`).toBe(dkim?.name);
    // Another key does not verify it.
    const other = await verifiedDomain('other');
    const otherKey = other.records[0]?.value.match(/p=([A-Za-z0-9+/=]+)/)?.[1] ?? '';
    expect(verifyDkim(message.raw, otherKey).signatureValid).toBe(false);
  });

  it('fall back to the installation’s address when the domain stops being verified', async () => {
    const domain = await verifiedDomain('no-reply');
    await acme.send('PUT', DEFAULT, { senderName: 'Bourses Acme', replyTo: '', domainId: domain.id });
    scene.dns.txt.delete(domain.domain);
    expect((await acme.send('POST', `${DOMAINS}/${domain.id}/check`)).json().data.status).toBe('failed');
    const message = await platformMail();
    expect(header(message.raw, 'From')).toBe('Bourses Acme <no-reply@opencall.test>');
    expect(header(message.raw, 'DKIM-Signature')).toBeUndefined();
    await acme.send('PUT', DEFAULT, { senderName: '', replyTo: '', domainId: null });
  });
});
