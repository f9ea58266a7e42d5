import { createHash, createPublicKey, verify } from 'node:crypto';

// A DKIM check as a receiver makes it (RFC 6376, relaxed/relaxed, rsa-sha256): the body hash, then
// the signature over the signed headers, against the public key the domain publishes.

export interface DkimResult {
  domain: string;
  selector: string;
  bodyHashMatches: boolean;
  signatureValid: boolean;
}

function splitHeaders(raw: string): { headers: string[]; body: string } {
  const message = raw.replace(/\r?\n/g, '\r\n');
  const end = message.indexOf('\r\n\r\n');
  const head = message.slice(0, end);
  const headers: string[] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1] += `\r\n${line}`;
    else headers.push(line);
  }
  return { headers, body: message.slice(end + 4) };
}

function relaxedHeader(header: string): string {
  const colon = header.indexOf(':');
  const name = header.slice(0, colon).trim().toLowerCase();
  const value = header
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

function tags(value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of value.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0) map.set(part.slice(0, equals).trim(), part.slice(equals + 1).replace(/\s+/g, ''));
  }
  return map;
}

/** Verifies the message's DKIM-Signature against a base64 SPKI public key (the DKIM record's `p=`). */
export function verifyDkim(raw: string, publicKeyBase64: string): DkimResult {
  const { headers, body } = splitHeaders(raw);
  const signatureHeader = headers.find((header) => /^dkim-signature:/i.test(header));
  if (!signatureHeader) throw new Error('no DKIM-Signature header');
  const signature = tags(signatureHeader.slice(signatureHeader.indexOf(':') + 1));
  if (signature.get('a') !== 'rsa-sha256' || signature.get('c') !== 'relaxed/relaxed') {
    throw new Error(`unexpected DKIM algorithm ${signature.get('a')} ${signature.get('c')}`);
  }
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  // Each signed name takes the last unused instance of that header, bottom up.
  const remaining = headers.filter((header) => header !== signatureHeader);
  const signed: string[] = [];
  for (const name of (signature.get('h') ?? '').split(':')) {
    const index = remaining.findLastIndex((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    if (index === -1) continue;
    signed.push(`${relaxedHeader(remaining[index] ?? '')}\r\n`);
    remaining.splice(index, 1);
  }
  const unsigned = relaxedHeader(signatureHeader).replace(/(^|;)(\s*b=)[^;]*/, '$1$2');
  const data = signed.join('') + unsigned;
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return {
    domain: signature.get('d') ?? '',
    selector: signature.get('s') ?? '',
    bodyHashMatches: bodyHash === signature.get('bh'),
    signatureValid: verify('sha256', Buffer.from(data), key, Buffer.from(signature.get('b') ?? '', 'base64')),
  };
}
