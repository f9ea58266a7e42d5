import { createSocket, type RemoteInfo } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDns {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  server: string;
  /** TXT records by lowercase name (each record one string; long ones go out in 255-byte chunks). */
  txt: Map<string, string[]>;
  /** Questions asked so far (`name TYPE`). */
  questions: string[];
  close(): Promise<void>;
}

const TYPE_TXT = 16;
const RCODE_NXDOMAIN = 3;

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  for (;;) {
    const length = message[at];
    if (length === undefined) throw new Error('truncated question');
    if (length === 0) return { name: labels.join('.'), end: at + 1 };
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
}

/** One TXT record's RDATA: character-strings of at most 255 bytes each. */
function txtData(record: string): Buffer {
  const bytes = Buffer.from(record, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(parts);
}

function answer(query: Buffer, txt: Map<string, string[]>, questions: string[]): Buffer {
  const id = query.readUInt16BE(0);
  const flags = query.readUInt16BE(2);
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  questions.push(`${name} ${type === TYPE_TXT ? 'TXT' : type}`);
  const records = txt.get(name.toLowerCase());
  const answers = records && type === TYPE_TXT ? records : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  // QR, the query's opcode and RD, AA and RA; NXDOMAIN for an unknown name (NOERROR, no answer, for another type).
  header.writeUInt16BE(0x8000 | (flags & 0x7900) | 0x0400 | 0x0080 | (records ? 0 : RCODE_NXDOMAIN), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const body = answers.map((record) => {
    const data = txtData(record);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the question's name
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, question, ...body]);
}

/** A DNS server on 127.0.0.1 (UDP) answering TXT questions from a map, NXDOMAIN for any other name. */
export async function startFakeDns(records: Record<string, string[]> = {}): Promise<FakeDns> {
  const txt = new Map(Object.entries(records).map(([name, values]) => [name.toLowerCase(), values]));
  const questions: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    try {
      socket.send(answer(query, txt, questions), peer.port, peer.address);
    } catch {
      // A malformed question gets no answer, as from a real server that drops it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    txt,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/**
 * An HTTP door to the fake DNS for tests in another process (the browser journeys): `POST /` with
 * `{ name, values }` publishes TXT records at that name (no values: removes them).
 */
export async function startFakeDnsControl(dns: FakeDns): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { name, values } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          name: string;
          values?: string[];
        };
        if (values?.length) dns.txt.set(name.toLowerCase(), values);
        else dns.txt.delete(name.toLowerCase());
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
