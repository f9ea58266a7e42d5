import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { emailsTo, waitForEmail } from '../../../test/outbox';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import * as outbox from '../../adapters/mailer/outbox.repository';

let t: TestApp;
let sink: SmtpSink;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let acmeAdmin: Session;
let globexAdmin: Session;
let manager: Session;
/** The acme log's rows, oldest first. */
const acmeIds: string[] = [];
let globexId: string;

const email = (to: string, subject: string, template = 'password_reset') => ({
  to,
  template,
  locale: 'fr',
  subject,
  text: `Bonjour, ${subject}`,
  html: `<p>Bonjour, <strong>${subject}</strong></p>`,
});

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  const db = t.database.db;
  acme = await createPlatform(db);
  globex = await createPlatform(db);
  const admin = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
  acmeAdmin = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
  const other = await createUser(db, globex.id, { roleKeys: ['platform_admin'] });
  globexAdmin = await t.signIn(globex.host, other.email, TEST_PASSWORD, 'admin');
  const programManager = await createUser(db, acme.id, { roleKeys: ['program_manager'] });
  manager = await t.signIn(acme.host, programManager.email, TEST_PASSWORD, 'admin');

  // A log with every state: rows written as the job would leave them, without the SMTP round trip.
  const add = async (to: string, subject: string, template?: string) => {
    const id = await outbox.insertQueued(db, acme.id, email(to, subject, template));
    acmeIds.push(id);
    return id;
  };
  await outbox.markDelivered(db, await add('anna@example.org', 'Réinitialisez votre mot de passe'), 'sent');
  await outbox.markDelivered(db, await add('bruno@example.org', 'Votre code de vote', 'vote_code'), 'stored');
  await outbox.markBounced(
    db,
    await add('ghost@example.org', 'Invitation au jury', 'jury_invitation'),
    '550 No such user',
  );
  await outbox.recordFailure(
    db,
    await add('carla@example.org', 'Invitation au jury', 'jury_invitation'),
    '421 down',
    true,
  );
  await add('dora@example.org', 'Votre décision');
  globexId = await outbox.insertQueued(db, globex.id, email('anna@example.org', 'Globex only', 'globex_template'));
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const list = (query = '', session = acmeAdmin, host = acme.host) => t.get(host, `/api/email-logs${query}`, { session });
const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe('GET /api/email-logs', () => {
  it('lists the platform’s e-mails newest first, without their bodies and without another platform’s', async () => {
    const res = await list('?perPage=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual(acmeIds.toReversed());
    expect(body.pagination).toMatchObject({ total: 5, totalFiltred: 5, lastId: acmeIds[0] });
    expect(body.data.find((row: { to: string }) => row.to === 'ghost@example.org')).toEqual({
      id: acmeIds[2],
      to: 'ghost@example.org',
      template: 'jury_invitation',
      locale: 'fr',
      subject: 'Invitation au jury',
      status: 'bounced',
      error: '550 No such user',
      attempts: 0,
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(body.data[4]).toMatchObject({ status: 'sent', sentAt: expect.any(String), error: null });
    expect(body.data[0]).not.toHaveProperty('html');
    expect(ids((await list('?perPage=100', globexAdmin, globex.host)).json())).toEqual([globexId]);
  });

  it('searches the recipient and the subject, and filters by status, template and days', async () => {
    expect(ids((await list('?search=ANNA@')).json())).toEqual([acmeIds[0]]);
    expect(ids((await list(`?search=${encodeURIComponent('jury')}`)).json())).toEqual([acmeIds[3], acmeIds[2]]);
    // LIKE wildcards are taken literally.
    expect((await list('?search=%25')).json().data).toEqual([]);
    const bounced = (await list('?status=bounced')).json();
    expect(ids(bounced)).toEqual([acmeIds[2]]);
    expect(bounced.pagination).toMatchObject({ total: 5, totalFiltred: 1 });
    expect(ids((await list('?status=failed&template=jury_invitation')).json())).toEqual([acmeIds[3]]);
    expect(ids((await list('?template=vote_code')).json())).toEqual([acmeIds[1]]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).json().data).toHaveLength(5);
    expect((await list(`?from=${tomorrow}`)).json().data).toEqual([]);
    expect((await list(`?to=${yesterday}`)).json().data).toEqual([]);
    expect((await list('?status=delivered')).statusCode).toBe(400);
    expect((await list('?from=2026-13-01')).statusCode).toBe(400);
  });

  it('pages by keyset: following lastId walks every e-mail once', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const body = (await list(`?perPage=2${after ? `&after=${after}` : ''}`)).json();
      seen.push(...ids(body));
      if (body.data.length < 2) break;
      after = body.pagination.lastId;
    }
    expect(seen).toEqual(acmeIds.toReversed());
    // A cursor the platform does not have (another platform's e-mail included) is refused.
    expect((await list(`?after=${globexId}`)).statusCode).toBe(400);
  });

  it('is for the platform’s administrators only', async () => {
    expect((await list('', manager)).statusCode).toBe(403);
    expect((await t.get(acme.host, '/api/email-logs')).statusCode).toBe(401);
    expect((await list('', globexAdmin)).statusCode).toBe(401);
  });

  it('names the templates the log holds, for the filter', async () => {
    const res = await t.get(acme.host, '/api/email-logs/templates', { session: acmeAdmin });
    expect(res.json().data).toEqual(['jury_invitation', 'password_reset', 'vote_code']);
  });
});

describe('GET /api/email-logs/:emailId', () => {
  it('answers one e-mail with its text and HTML', async () => {
    const res = await t.get(acme.host, `/api/email-logs/${acmeIds[0]}`, { session: acmeAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: acmeIds[0],
      to: 'anna@example.org',
      status: 'sent',
      text: 'Bonjour, Réinitialisez votre mot de passe',
      html: '<p>Bonjour, <strong>Réinitialisez votre mot de passe</strong></p>',
    });
  });

  it('answers 404 for another platform’s e-mail or an unknown one', async () => {
    const other = await t.get(acme.host, `/api/email-logs/${globexId}`, { session: acmeAdmin });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    const unknown = await t.get(acme.host, '/api/email-logs/00000000-0000-4000-8000-000000000000', {
      session: acmeAdmin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/email-logs/:emailId/resend', () => {
  const resend = (id: string, session = acmeAdmin) =>
    t.send(acme.host, { method: 'POST', url: `/api/email-logs/${id}/resend` }, session);

  it('queues a copy through the job queue: a new entry of the log, delivered, the original untouched', async () => {
    const res = await resend(acmeIds[2] as string);
    expect(res.statusCode).toBe(200);
    const copy = res.json().data;
    expect(copy).toMatchObject({ to: 'ghost@example.org', template: 'jury_invitation', subject: 'Invitation au jury' });
    expect(copy.id).not.toBe(acmeIds[2]);
    expect(['queued', 'sent']).toContain(copy.status);
    const sent = await waitForEmail(t.database.db, 'ghost@example.org', 'jury_invitation');
    expect(sent).toMatchObject({ id: copy.id, status: 'sent', attempts: 1, html: expect.stringContaining('<strong>') });
    const received = await sink.waitFor((message) => message.to.includes('ghost@example.org'));
    expect(received.subject).toBe('Invitation au jury');
    const rows = await emailsTo(t.database.db, 'ghost@example.org');
    expect(rows.map((row) => row.status).sort()).toEqual(['bounced', 'sent']);
    // The new entry heads the log.
    expect(ids((await list('?perPage=1')).json())).toEqual([copy.id]);
  });

  it('answers 404 for another platform’s e-mail and queues nothing', async () => {
    const res = await resend(globexId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(await emailsTo(t.database.db, 'anna@example.org')).toHaveLength(2);
    expect((await resend(acmeIds[0] as string, manager)).statusCode).toBe(403);
  });
});
