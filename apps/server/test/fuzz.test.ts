import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as outbox from '../src/adapters/mailer/outbox.repository';
import { queryRows } from '../src/db/client';
import { criteria, emailSendingDomains, evaluationSessions, sessionJurors } from '../src/db/schema';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from './factories';
import { type FakeGeocoder, startFakeGeocoder } from './fake-geocoder';
import { createTestForm } from './form-factories';
import { createTestApp, type Session, type TestApp } from './test-app';

// Issue 11 §6: every documented operation, walked from the served OpenAPI document (so endpoints added
// later are fuzzed without touching this file), receives malformed, oversized and hostile values as
// path params, query and body, from a signed-in platform and super admin (authorisation must not hide
// a crash). No answer may be a 5xx, and no request may change data: one value of each request is
// always invalid, so a request that gets through validation and writes is a bug too.

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body: JsonSchema | null;
}

/** Sent as written: already percent-encoded (invalid UTF-8, a raw `%`). */
class Raw {
  constructor(readonly encoded: string) {}
}

const NUL = '\u0000';
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'undefined',
    'NaN',
    '1e400',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '00000000-0000-0000-0000-00000000000',
    '00000000-0000-4000-8000-000000000000',
    '00000000-0000-4000-8000-0000000000000',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '0000-00-00',
    '2020-13-45',
    '2020-02-30',
    '99999-01-01',
    '2020-01-01T25:61:00Z',
    '\uD800',
    '\uDFFF',
    '\u202Eevil',
    '\uFEFF',
    '\u200B',
    'e\u0301\u0301\u0301',
    '👩‍👩‍👧‍👦',
    '\uFFFF',
    `a${NUL}b`,
    NUL,
    '<script>alert(1)</script>',
    '{"$ne":null}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}${NUL}${s}`),
  fc.constantFrom(1_000, 70_000, 300_000).map((n) => 'x'.repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, true, false, null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;
const hostileQueryValue = fc.oneof(
  hostileString,
  fc.array(hostileString, { minLength: 2, maxLength: 3 }),
  fc.constantFrom(new Raw('%FF'), new Raw('%C0%AF'), new Raw('%ED%A0%80'), new Raw('%'), new Raw('%00')),
);
/** One value a correct server must refuse, whatever the field. */
const poison = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `${s}${NUL}`),
  fc.constant(new Raw('%00')),
);

function encode(value: unknown): string {
  if (value instanceof Raw) return value.encoded;
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send its replacement, as a browser would.
    return encodeURIComponent(Buffer.from(text).toString());
  }
}

function readOperations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []) as Parameter[],
        body: content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

type Field = { in: 'path' | 'query'; name: string } | { in: 'body'; name: string };

function fieldsOf(op: Operation): Field[] {
  return [
    ...op.params.map((p) => ({ in: p.in, name: p.name }) as Field),
    ...Object.keys(op.body?.properties ?? {}).map((name) => ({ in: 'body', name }) as Field),
  ];
}

interface Fuzzed {
  url: string;
  payload: unknown;
}

/** A real id or slug of the fuzzer's platform, so that a request can reach past the first lookup. */
class Real {
  constructor(readonly value: string) {}
}

/**
 * A request for `op`: each field hostile or a real id. An unsafe call that could change a row (a real id
 * in it, or a body) gets one poisoned field, which a correct server refuses before writing anything.
 */
function requestFor(op: Operation, realIds: string[]): fc.Arbitrary<Fuzzed> {
  const fields = fieldsOf(op);
  const real = fc.constantFrom(...realIds.map((id) => new Real(id)));
  const pathValue = fc.oneof(real, hostileString, poison);
  // Mostly left out, so that one hostile value at a time reaches past the others' validation.
  const queryValue = fc.option(fc.oneof(real, hostileQueryValue), { nil: undefined, freq: 2 });
  const bodyValue = fc.oneof(real, hostileValue);
  const unsafe = op.method !== 'GET';
  return fc
    .record({
      values: fc.tuple(
        ...fields.map((field) => (field.in === 'path' ? pathValue : field.in === 'query' ? queryValue : bodyValue)),
      ),
      poisoned: fc.nat({ max: Math.max(fields.length - 1, 0) }),
      poisonValue: poison,
      extraQuery: fc.option(fc.tuple(hostileString, hostileQueryValue), { nil: undefined }),
      wholeBody: fc.option(hostileValue, { nil: undefined, freq: 4 }),
    })
    .map(({ values, poisoned, poisonValue, extraQuery, wholeBody }) => {
      const mayWrite = unsafe && (op.body !== null || values.some((value) => value instanceof Real));
      let path = op.path;
      const query: string[] = [];
      const body: Record<string, unknown> = {};
      for (const [index, field] of fields.entries()) {
        let value = mayWrite && index === poisoned ? poisonValue : values[index];
        if (value instanceof Real) value = value.value;
        if (field.in === 'body' && value instanceof Raw) value = NUL;
        if (value === undefined && field.in === 'query') continue;
        if (field.in === 'path') path = path.replace(`{${field.name}}`, encode(value));
        else if (field.in === 'query') {
          for (const item of Array.isArray(value) ? value : [value]) query.push(`${field.name}=${encode(item)}`);
        } else body[field.name] = value;
      }
      if (extraQuery) query.push(`${encode(extraQuery[0])}=${encode(extraQuery[1])}`);
      // A whole-body replacement would drop a poison put in the body.
      const keepBody = mayWrite && fields[poisoned]?.in === 'body';
      const payload = op.body ? (wholeBody !== undefined && !keepBody ? wholeBody : body) : undefined;
      return { url: query.length > 0 ? `${path}?${query.join('&')}` : path, payload };
    });
}

// Tables whose rows a refused request must leave as they were (sessions and throttles may move).
const WATCHED_TABLES = [
  'platforms',
  'platform_pages',
  'themes',
  'users',
  'platform_memberships',
  'roles',
  'user_roles',
  'programs',
  'categories',
  'forms',
  'tags',
  'applications',
  'application_team_members',
  'application_comments',
  'application_tags',
  'applicant_requests',
  'files',
  'evaluation_sessions',
  'criteria',
  'session_jurors',
  'session_assignments',
  'session_conflicts',
  'evaluation_sheets',
  'evaluation_sheet_versions',
  'email_sender_settings',
  'email_sending_domains',
  'email_outbox',
  'message_batches',
  'messages',
];

async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const [row] = await queryRows<{ digest: string | null; count: string | number }>(
      t.database.db,
      sql.raw(`select count(*) as count, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    result[table] = `${row?.count}:${row?.digest}`;
  }
  return result;
}

let t: TestApp;
let geocoder: FakeGeocoder;
let host: string;
let session: Session;
let realIds: string[];
let operations: Operation[];

beforeAll(async () => {
  // The address search asks an outside geocoder: a local one answers, so its outage is not the fuzzer's.
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ GEO_ADDRESS_URL: geocoder.url, GEO_CITIES_URL: geocoder.url });
  const db = t.database.db;
  const platform = await createPlatform(db);
  host = platform.host;
  const admin = await createUser(db, platform.id, { roleKeys: ['platform_admin'], superAdmin: true });
  const program = await createProgram(db, platform.id, { publishedAt: new Date() });
  const form = await createTestForm(db, platform.id, program.id);
  const category = await createCategory(db, platform.id, program.id, {
    steps: [{ type: 'form', config: { form_id: form.id } }],
  });
  const application = await createApplication(db, platform.id, program.id, {
    categoryId: category.id,
    applicantId: admin.id,
  });
  const [evaluation] = await db
    .insert(evaluationSessions)
    .values({ platformId: platform.id, programId: program.id, slug: 'jury-round', name: 'Jury', status: 'open' })
    .returning();
  if (!evaluation) throw new Error('session insert failed');
  await db.insert(criteria).values({
    id: 'quality',
    platformId: platform.id,
    sessionId: evaluation.id,
    position: 0,
    kind: 'score',
    labels: { fr: 'Qualité' },
    settings: { min: 0, max: 10, step: 1 },
  });
  // The admin sits on the open session's jury, terms accepted: the portal's session, its acceptance and
  // the scoring of its submitted application reach past their lookup, as do the organizers' assignments.
  await db
    .insert(sessionJurors)
    .values({ platformId: platform.id, sessionId: evaluation.id, userId: admin.id, acceptedAt: new Date() });
  const scored = await createApplication(db, platform.id, program.id, {
    categoryId: category.id,
    applicantId: (await createUser(db, platform.id)).id,
    status: 'submitted',
  });
  // An e-mail of the log, so that reading and resending it reach past their lookup.
  const emailId = await outbox.insertQueued(db, platform.id, {
    to: 'fuzz@example.org',
    template: 'password_reset',
    locale: 'fr',
    subject: 'Fuzz',
    text: 'Fuzz',
    html: '<p>Fuzz</p>',
  });
  await outbox.markDelivered(db, emailId, 'stored');
  // A sending domain, so that checking and deleting one reach past their lookup.
  const [sendingDomain] = await db
    .insert(emailSendingDomains)
    .values({
      platformId: platform.id,
      domain: 'fuzz.invalid',
      dkimSelector: 'opencall202601',
      dkimPrivateKey: 'not.a.key',
      dkimPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
    })
    .returning();
  realIds = [
    ...[platform.id, admin.id, program.id, program.slug, form.id, category.id, application.id, 'default'],
    ...[evaluation.id, evaluation.slug, 'quality', scored.id, emailId, sendingDomain?.id ?? 'default'],
  ];
  session = await t.signIn(host, admin.email, TEST_PASSWORD, 'admin');
  operations = readOperations(t.app.swagger() as unknown as Parameters<typeof readOperations>[0]);
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

/** A refusal in the catalogue's shape `{ error: { code, message, details } }`. */
function isCatalogueError(body: string): boolean {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string' && 'details' in error;
  } catch {
    return false;
  }
}

describe('fuzzing every documented operation', () => {
  it('answers no 5xx and changes no data, whatever the params, query and body', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      // A write without any input has nothing to fuzz (and logout, refresh would end the fuzzer's session);
      // a read without input still gets hostile extra query parameters.
      if (op.method !== 'GET' && fieldsOf(op).length === 0) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(op, realIds), async ({ url, payload }) => {
          const res = await t.send(
            host,
            {
              method: op.method as 'GET',
              url,
              ...(payload !== undefined && {
                payload: JSON.stringify(payload),
                headers: { 'content-type': 'application/json' },
              }),
            },
            session,
          );
          const refusedOutOfShape = res.statusCode >= 400 && !isCatalogueError(res.body);
          if (res.statusCode >= 500 || refusedOutOfShape) {
            failures.push(`${name} ${url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
          return true;
        }),
        { numRuns: 12, seed },
      );
    }
    expect(failures, `FUZZ_SEED=${seed}`).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  }, 120_000);
});
