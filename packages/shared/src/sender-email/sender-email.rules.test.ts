import { describe, expect, it } from 'vitest';
import {
  dkimSelectorFor,
  domainNameProblem,
  isLocalPartValid,
  isReplyToValid,
  matchesDkim,
  matchesDmarc,
  matchesSpf,
  senderNameProblem,
  sendingDomainRecords,
} from './sender-email.rules';

describe('sender name and reply-to', () => {
  it('keeps a sender name to one line of 100 characters', () => {
    expect(senderNameProblem('Bourses Jeunes Talents')).toBeNull();
    expect(senderNameProblem('')).toBeNull();
    expect(senderNameProblem('a'.repeat(100))).toBeNull();
    expect(senderNameProblem('a'.repeat(101))).toBe('too_long');
    expect(senderNameProblem('Evil\r\nBcc: x@example.org')).toBe('line_break');
    expect(senderNameProblem('Evil\nname')).toBe('line_break');
  });

  it('takes an address or nothing as reply-to', () => {
    expect(isReplyToValid('')).toBe(true);
    expect(isReplyToValid('contact@example.org')).toBe(true);
    expect(isReplyToValid('not an address')).toBe(false);
    expect(isReplyToValid('a@b@example.org')).toBe(false);
  });
});

describe('domain names', () => {
  it('takes lowercase host names of two labels or more', () => {
    expect(domainNameProblem('example.org')).toBeNull();
    expect(domainNameProblem('mail.bourses-2026.example.org')).toBeNull();
    expect(domainNameProblem('Example.org')).toBe('not_lowercase');
    expect(domainNameProblem('localhost')).toBe('no_dot');
    expect(domainNameProblem('192.168.1.10')).toBe('ip_address');
    expect(domainNameProblem('10.0.0.example1')).toBeNull();
    expect(domainNameProblem('example.123')).toBe('ip_address');
    expect(domainNameProblem('::1')).toBe('ip_address');
    expect(domainNameProblem('-bad.example.org')).toBe('invalid');
    expect(domainNameProblem('a..b')).toBe('invalid');
    expect(domainNameProblem('exa mple.org')).toBe('invalid');
    expect(domainNameProblem('')).toBe('invalid');
  });

  it('takes simple local parts', () => {
    expect(isLocalPartValid('no-reply')).toBe(true);
    expect(isLocalPartValid('appels.2026')).toBe(true);
    expect(isLocalPartValid('a')).toBe(true);
    expect(isLocalPartValid('.a')).toBe(false);
    expect(isLocalPartValid('a..b')).toBe(false);
    expect(isLocalPartValid('A')).toBe(false);
    expect(isLocalPartValid('a@b')).toBe(false);
    expect(isLocalPartValid('')).toBe(false);
  });

  it('names the DKIM selector after the month', () => {
    expect(dkimSelectorFor(new Date('2026-11-26T12:00:00Z'))).toBe('opencall202611');
    expect(dkimSelectorFor(new Date('2027-01-01T00:00:00Z'))).toBe('opencall202701');
  });
});

describe('DNS records', () => {
  const domain = { domain: 'example.org', dkimSelector: 'opencall202611', dkimPublicKey: 'MIIBIjANBgkq' };
  const [dkim, spf, dmarc] = sendingDomainRecords(domain, ['include:_spf.mail.example.net']);

  it('lists the three records to publish', () => {
    expect(dkim).toEqual({
      kind: 'dkim',
      type: 'TXT',
      name: 'opencall202611._domainkey.example.org',
      value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkq',
    });
    expect(spf).toMatchObject({ name: 'example.org', value: 'v=spf1 include:_spf.mail.example.net ~all' });
    expect(dmarc).toMatchObject({ name: '_dmarc.example.org', value: 'v=DMARC1; p=none' });
  });

  it('matches the published records as DNS returns them', () => {
    expect(matchesDkim([dkim?.value ?? ''], 'MIIBIjANBgkq')).toBe(true);
    expect(matchesDkim(['v=DKIM1;k=rsa; p=MIIBIj ANBgkq'], 'MIIBIjANBgkq')).toBe(true);
    expect(matchesDkim(['v=DKIM1; k=rsa; p=OTHER'], 'MIIBIjANBgkq')).toBe(false);
    expect(matchesDkim([], 'MIIBIjANBgkq')).toBe(false);
    const include = ['include:_spf.mail.example.net'];
    expect(matchesSpf(['v=spf1 mx include:_spf.mail.example.net -all'], include)).toBe(true);
    expect(matchesSpf(['google-site-verification=x', 'v=spf1 +include:_SPF.mail.example.net ~all'], include)).toBe(
      true,
    );
    expect(matchesSpf(['v=spf1 mx ~all'], include)).toBe(false);
    // Two SPF records are a permanent error for receivers.
    expect(matchesSpf(['v=spf1 include:_spf.mail.example.net ~all', 'v=spf1 a ~all'], include)).toBe(false);
    expect(matchesDmarc(['v=DMARC1; p=reject; rua=mailto:d@example.org'])).toBe(true);
    expect(matchesDmarc(['v=DMARC1'])).toBe(false);
    expect(matchesDmarc([])).toBe(false);
  });
});
