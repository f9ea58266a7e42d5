import * as z from 'zod/mini';

/** The longest sender name a platform may set. */
export const SENDER_NAME_MAX_LENGTH = 100;
/** The local part a new sending domain sends from when none is given (`no-reply@example.org`). */
export const DEFAULT_LOCAL_PART = 'no-reply';

export type SenderNameProblem = 'too_long' | 'line_break';

/** A sender name goes into a `From:` header: one line, 100 characters at most (after trimming). */
export function senderNameProblem(name: string): SenderNameProblem | null {
  if (/[\r\n\u2028\u2029]/.test(name)) return 'line_break';
  if (name.trim().length > SENDER_NAME_MAX_LENGTH) return 'too_long';
  return null;
}

const EmailCheck = z.email();

/** A reply-to is empty (none) or one e-mail address. */
export function isReplyToValid(replyTo: string): boolean {
  const value = replyTo.trim();
  return value === '' || (value.length <= 254 && EmailCheck.safeParse(value).success);
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type DomainNameProblem = 'invalid' | 'not_lowercase' | 'ip_address' | 'no_dot';

/**
 * A sending domain: a lowercase host name of two labels or more (`example.org`, `mail.example.org`),
 * never an IP address (its last label holds a letter).
 */
export function domainNameProblem(domain: string): DomainNameProblem | null {
  if (domain !== domain.toLowerCase()) return 'not_lowercase';
  if (domain.length === 0 || domain.length > 253) return 'invalid';
  if (/^[0-9.]+$/.test(domain) || domain.includes(':')) return 'ip_address';
  const labels = domain.split('.');
  if (labels.length < 2) return 'no_dot';
  if (!labels.every((label) => LABEL.test(label))) return 'invalid';
  if (!/[a-z]/.test(labels[labels.length - 1] ?? '')) return 'ip_address';
  return null;
}

/** The part before the @ of the address a platform sends from at its domain: `appels`, `no-reply`, `info.calls`. */
export function isLocalPartValid(localPart: string): boolean {
  return /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/.test(localPart) && !localPart.includes('..');
}

/** The DKIM selector of a key made in that month: `opencall202611`. */
export function dkimSelectorFor(date: Date): string {
  return `opencall${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export type DnsRecordKind = 'dkim' | 'spf' | 'dmarc';

export interface DnsRecord {
  kind: DnsRecordKind;
  type: 'TXT';
  /** The full name to publish the record at. */
  name: string;
  value: string;
}

/** The three TXT records a platform publishes so its domain's mail is signed, authorised and has a policy. */
export function sendingDomainRecords(
  domain: { domain: string; dkimSelector: string; dkimPublicKey: string },
  spfMechanisms: readonly string[],
): DnsRecord[] {
  return [
    {
      kind: 'dkim',
      type: 'TXT',
      name: `${domain.dkimSelector}._domainkey.${domain.domain}`,
      value: `v=DKIM1; k=rsa; p=${domain.dkimPublicKey}`,
    },
    { kind: 'spf', type: 'TXT', name: domain.domain, value: `v=spf1 ${spfMechanisms.join(' ')} ~all` },
    { kind: 'dmarc', type: 'TXT', name: `_dmarc.${domain.domain}`, value: 'v=DMARC1; p=none' },
  ];
}

/** A TXT record's tags (`v=DKIM1; k=rsa; p=…`), names lowercased, values without spaces. */
function tagsOf(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    tags.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).replace(/\s+/g, ''));
  }
  return tags;
}

/** Some TXT record at the selector is a DKIM key with exactly our public key. */
export function matchesDkim(records: readonly string[], publicKey: string): boolean {
  return records.some((record) => {
    const tags = tagsOf(record);
    const version = tags.get('v');
    return (version === undefined || version.toUpperCase() === 'DKIM1') && tags.get('p') === publicKey;
  });
}

/** The domain's one SPF record names every mechanism that authorises this installation's server. */
export function matchesSpf(records: readonly string[], spfMechanisms: readonly string[]): boolean {
  const spf = records.filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  if (spf.length !== 1) return false;
  const terms = new Set(
    (spf[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((term) => term.replace(/^\+/, '').toLowerCase()),
  );
  return spfMechanisms.every((mechanism) => terms.has(mechanism.toLowerCase()));
}

/** A DMARC policy is published (any policy). */
export function matchesDmarc(records: readonly string[]): boolean {
  return records.some((record) => {
    const tags = tagsOf(record);
    return tags.get('v')?.toUpperCase() === 'DMARC1' && tags.has('p');
  });
}
