import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** Connections answered "421 unavailable" while refusing. */
  refusals: number;
  /** While true, every connection is refused as by a server that is down for maintenance. */
  refuse(on: boolean): void;
  /** Answers "550 no such user" to RCPT TO for that address (a permanent refusal, as for a bounce). */
  refuseRecipient(address: string): void;
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'));
  return match?.[1];
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

// RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=); whitespace between two of them is dropped.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Collects the decoded text/plain and text/html bodies, walking nested multiparts. */
function collectBodies(part: MimePart, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\n/, '')), out);
    }
  } else if (/^text\/html/i.test(type)) out.html = decodeBody(part);
  else if (/^text\/plain/i.test(type)) out.text = decodeBody(part);
}

function parseMessage(raw: string, to: string[]): SinkMessage {
  const root = splitPart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  return { to, subject: decodeHeader(root.headers.get('subject') ?? ''), ...bodies, raw };
}

/** A local SMTP server that accepts everything and keeps what it receives (or refuses all, on demand), for tests. */
export async function startSmtpSink(options: { refuse?: boolean } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<(message: SinkMessage) => void>();
  let refusing = options.refuse ?? false;
  let refusals = 0;
  const unknownRecipients = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refusals++;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (!unknownRecipients.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error(`No such user: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const message = parseMessage(Buffer.concat(chunks).toString('utf8'), to);
        messages.push(message);
        for (const notify of waiters) notify(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refusals() {
      return refusals;
    },
    refuse(on) {
      refusing = on;
    },
    refuseRecipient(address) {
      unknownRecipients.add(address.toLowerCase());
    },
    waitFor(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP sink: no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = (message: SinkMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server that takes the connection and never says a word: a send hangs until the process dies. */
export async function startSilentSmtp(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
