import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createStoredFile } from '../../../test/file-factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { emailOutbox, messageBatches, messages, notifications, users } from '../../db/schema';
import type { JobDeps } from '../../jobs';
import { messageFanOutJob } from './message-fan-out.job';

let t: TestApp;
let sink: SmtpSink;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
  const boss = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  adminId = boss.id;
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const post = (url: string, payload: object, as: Session = admin) =>
  t.send(acme.host, { method: 'POST', url, payload }, as);
const messagesUrl = (programId: string) => `/api/user.programs/${programId}/messages`;

/** An applicant of acme with a chosen language, and their application to the program. */
async function applicant(programId: string, firstname: string, locale: string | null, status = 'submitted' as const) {
  const user = await createUser(t.database.db, acme.id, { firstname, lastname: `${firstname}son` });
  if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  const application = await createApplication(t.database.db, acme.id, programId, { applicantId: user.id, status });
  let session: Session | undefined;
  return {
    user,
    application,
    session: async () => {
      session ??= await t.signIn(acme.host, user.email, TEST_PASSWORD);
      return session;
    },
  };
}

const newProgram = () =>
  createProgram(t.database.db, acme.id, {
    titles: { fr: 'Prix Vert', en: 'Green Prize' },
    supportedLangs: ['fr', 'en'],
  });

const delivered = (to: string) => sink.messages.filter((message) => message.to.includes(to));

async function waitForBatch(programId: string, batchId: string, status: string) {
  let batch: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        const res = await get(`${messagesUrl(programId)}/${batchId}`);
        batch = res.json().data;
        return batch.status;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(status);
  return batch;
}

/** The fan-out job run again by hand, as a retry after a crash would run it. */
async function runFanOutAgain(batchId: string, recipients: unknown, isLastAttempt = false) {
  const deps = {
    db: t.database.db,
    queue: t.app.deps.services.queue,
    log: () => {},
    realtime: { emitToUser: () => {} },
  } as unknown as JobDeps;
  await messageFanOutJob.handle({ batchId, platformId: acme.id, origin: 'http://acme.example', recipients }, deps, {
    attempt: 2,
    isLastAttempt,
  });
}

describe('messages to many applications', () => {
  it('e-mails each applicant once, in their language, with the merge fields filled, and counts progress', async () => {
    const program = await newProgram();
    const people = [
      await applicant(program.id, 'Ada', 'en'),
      await applicant(program.id, 'Bea', 'fr'),
      await applicant(program.id, 'Cid', null),
    ];
    const file = await createStoredFile(t.database.db, t.app.deps.services.storage, acme.id, {
      ownerId: adminId,
      name: 'reglement.pdf',
    });
    const body = {
      subject: '{{programTitle}}: {{reference}}',
      body: '<p>Hello {{firstname}} {{lastname}}, status {{status}}. <a href="https://x.test">x</a></p><script>alert(1)</script>',
      attachments: [file.id],
      recipients: { ids: people.map((person) => person.application.id) },
    };
    const res = await post(messagesUrl(program.id), body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      status: 'sending',
      total: 3,
      attachments: [{ id: file.id, name: 'reglement.pdf' }],
    });
    expect(created.body).not.toContain('<script');

    const done = await waitForBatch(program.id, created.id, 'sent');
    expect(done).toMatchObject({ total: 3, sent: 3, failed: 0 });
    for (const person of people) {
      const mail = await sink.waitFor((message) => message.to.includes(person.user.email));
      expect(mail.subject).not.toContain('{{');
      expect(mail.html).not.toContain('{{');
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('reglement.pdf');
      expect(mail.html).toContain(`${person.user.firstname} ${person.user.firstname}son`);
      expect(mail.text).toContain(`/applications/${program.slug}/apply?responseId=${person.application.id}`);
    }
    const [ada, bea, cid] = people.map((person) => delivered(person.user.email)[0]);
    expect(ada?.subject).toBe(`Green Prize: ${people[0]?.application.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(ada?.html).toContain('status Submitted');
    expect(ada?.html).toContain('Open my application and reply');
    expect(bea?.subject.startsWith('Prix Vert: ')).toBe(true);
    expect(bea?.html).toContain('status Déposée');
    // No language chosen: the program's own (French).
    expect(cid?.html).toContain('Ouvrir ma candidature');
    // The link goes to the platform's configured domain, never a request header's.
    expect(ada?.text).toContain(`http://${acme.host}/en/applications/`);

    const list = await get(`${messagesUrl(program.id)}?perPage=10`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((batch: { id: string }) => batch.id)).toEqual([created.id]);
    expect(list.json().pagination).toMatchObject({ total: 1, totalFiltred: 1 });

    // A retried fan-out (a crash after the e-mails were queued) writes and sends nothing more.
    await runFanOutAgain(created.id, body.recipients);
    await t.app.deps.services.queue.send(
      messageFanOutJob,
      { batchId: created.id, platformId: acme.id, origin: 'http://x', recipients: body.recipients },
      { id: created.id },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const person of people) expect(delivered(person.user.email)).toHaveLength(1);
    const rows = await t.database.db.select().from(messages).where(eq(messages.batchId, created.id));
    expect(rows).toHaveLength(3);
    // Each applicant's bell holds the message once, linking to their application.
    for (const person of people) {
      const bell = await get('/api/notifications', await person.session());
      const lines = bell.json().data.filter((line: { event: string }) => line.event === 'message_received');
      expect(lines, person.user.firstname).toHaveLength(1);
      expect(lines[0].link).toBe(`/applications/${program.slug}/apply?responseId=${person.application.id}`);
    }
  });

  it('sends to every application of a filter across pages, minus the exceptions', async () => {
    const program = await newProgram();
    const submitted = [];
    for (const name of ['Dan', 'Eve', 'Fay', 'Gus']) submitted.push(await applicant(program.id, name, 'fr'));
    const draft = await applicant(program.id, 'Hal', 'fr', 'draft' as 'submitted');
    const except = submitted[3];
    const res = await post(messagesUrl(program.id), {
      subject: 'Bonjour {{firstname}}',
      body: '<p>Votre dossier {{reference}}</p>',
      recipients: { all: true, filter: { status: ['submitted'] }, except: [except?.application.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(3);
    await waitForBatch(program.id, res.json().data.id, 'sent');
    for (const person of submitted.slice(0, 3)) {
      expect(delivered(person.user.email)).toHaveLength(1);
      expect(delivered(person.user.email)[0]?.subject).toBe(`Bonjour ${person.user.firstname}`);
    }
    expect(delivered(except?.user.email ?? '')).toHaveLength(0);
    expect(delivered(draft.user.email)).toHaveLength(0);
  });

  it('shows a batch whose sending was given up as done with what went out, not as sending for ever', async () => {
    const program = await newProgram();
    const person = await applicant(program.id, 'Zoe', 'fr');
    const later = await post(messagesUrl(program.id), {
      subject: 'Plus tard',
      body: '<p>Rendez-vous</p>',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      recipients: { ids: [person.application.id] },
    });
    const batchId = later.json().data.id;
    // The last attempt of its job fails (here: a selection it cannot read).
    await expect(runFanOutAgain(batchId, { nonsense: true }, true)).rejects.toThrow();
    const batch = await get(`${messagesUrl(program.id)}/${batchId}`);
    expect(batch.json().data).toMatchObject({ status: 'sent', total: 0 });
    expect(delivered(person.user.email)).toHaveLength(0);
  });

  it('keeps a scheduled message until its time, and a cancelled one for ever', async () => {
    const program = await newProgram();
    const person = await applicant(program.id, 'Ivy', 'fr');
    const later = await post(messagesUrl(program.id), {
      subject: 'Plus tard',
      body: '<p>Rendez-vous</p>',
      scheduledAt: new Date(Date.now() + 3_000).toISOString(),
      recipients: { ids: [person.application.id] },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({ status: 'scheduled', total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(delivered(person.user.email)).toHaveLength(0);
    await waitForBatch(program.id, later.json().data.id, 'sent');
    expect(delivered(person.user.email)).toHaveLength(1);

    const cancelled = await post(messagesUrl(program.id), {
      subject: 'Jamais',
      body: '<p>Annulé</p>',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      recipients: { ids: [person.application.id] },
    });
    const batchId = cancelled.json().data.id;
    const cancel = await post(`${messagesUrl(program.id)}/${batchId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    const again = await post(`${messagesUrl(program.id)}/${batchId}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('message_not_cancellable');
    // Its job, should it run, finds it cancelled and sends nothing.
    await runFanOutAgain(batchId, { ids: [person.application.id] });
    expect(delivered(person.user.email)).toHaveLength(1);
    const rows = await t.database.db.select().from(messages).where(eq(messages.batchId, batchId));
    expect(rows).toHaveLength(0);
  });

  it('refuses another program’s application and another platform’s or person’s file, recording nothing', async () => {
    const program = await newProgram();
    const other = await newProgram();
    const mine = await applicant(program.id, 'Jo', 'fr');
    const stranger = await applicant(other.id, 'Kim', 'fr');
    const before = await t.database.db.select().from(messageBatches);
    const mixed = await post(messagesUrl(program.id), {
      subject: 'S',
      body: '<p>B</p>',
      recipients: { ids: [mine.application.id, stranger.application.id] },
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().error.details).toEqual([{ field: 'recipients.ids', reason: 'unknown' }]);
    const storage = t.app.deps.services.storage;
    const foreignFile = await createStoredFile(t.database.db, storage, globex.id, { ownerId: adminId });
    const othersFile = await createStoredFile(t.database.db, storage, acme.id, { ownerId: mine.user.id });
    for (const fileId of [foreignFile.id, othersFile.id]) {
      const res = await post(messagesUrl(program.id), {
        subject: 'S',
        body: '<p>B</p>',
        attachments: [fileId],
        recipients: { ids: [mine.application.id] },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'attachments', reason: 'unknown' }]);
    }
    const empty = await post(messagesUrl(program.id), {
      subject: 'S',
      body: '<p> </p>',
      recipients: { ids: [mine.application.id] },
    });
    expect(empty.statusCode).toBe(400);
    expect(await t.database.db.select().from(messageBatches)).toHaveLength(before.length);
    // Another program's batch is not found through this one.
    const sent = await post(messagesUrl(other.id), {
      subject: 'S',
      body: '<p>B</p>',
      recipients: { ids: [stranger.application.id] },
    });
    expect((await get(`${messagesUrl(program.id)}/${sent.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('an application’s thread', () => {
  it('goes both ways: the organizer writes, the applicant reads and replies, each side is notified', async () => {
    const program = await newProgram();
    const person = await applicant(program.id, 'Lea', 'en');
    const neighbour = await applicant(program.id, 'Max', 'fr');
    const threadUrl = `/api/user.programs/${program.id}/applications/${person.application.id}/messages`;
    const file = await createStoredFile(t.database.db, t.app.deps.services.storage, acme.id, {
      ownerId: adminId,
      name: 'model.pdf',
    });
    const wrote = await post(threadUrl, {
      subject: 'A missing page',
      body: '<p>Dear {{firstname}}, one page is missing.</p>',
      attachments: [file.id],
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    expect(wrote.json().data).toMatchObject({ side: 'organizer', subject: 'A missing page', mine: true });
    const mail = await sink.waitFor((message) => message.to.includes(person.user.email));
    expect(mail.html).toContain('Dear Lea, one page is missing.');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(told.map((row) => row.event)).toEqual(['message_received']);

    const portalUrl = `/api/portal/me/responses/${person.application.id}/messages`;
    const mine = await get(portalUrl, await person.session());
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject([
      { side: 'organizer', body: '<p>Dear Lea, one page is missing.</p>', mine: false },
    ]);
    // The attachment opens to the thread's applicant (a signed link), to nobody else.
    expect(mine.json().data[0].attachments).toMatchObject([{ id: file.id, name: 'model.pdf' }]);
    const link = `/api/files/link/${encodeURIComponent(file.key)}`;
    expect((await get(link, await person.session())).statusCode).toBe(200);
    expect((await get(link, await neighbour.session())).statusCode).toBe(404);
    // Nobody else reads or writes it.
    expect((await get(portalUrl, await neighbour.session())).statusCode).toBe(404);
    expect((await post(portalUrl, { body: '<p>Hi</p>' }, await neighbour.session())).statusCode).toBe(404);

    const replied = await post(portalUrl, { body: '<p>Here it is.</p>' }, await person.session());
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ side: 'applicant', subject: 'Re: A missing page', mine: true });
    const organizerTold = await t.database.db.select().from(notifications).where(eq(notifications.userId, adminId));
    expect(organizerTold.some((row) => row.link.endsWith(`/responses/${person.application.id}`))).toBe(true);

    const seen = await get(threadUrl);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.map((message: { side: string }) => message.side)).toEqual(['organizer', 'applicant']);
    // Another program's URL does not reach this application.
    const other = await newProgram();
    expect(
      (await get(`/api/user.programs/${other.id}/applications/${person.application.id}/messages`)).statusCode,
    ).toBe(404);
    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.user.email));
    expect(outbox).toHaveLength(1);
  });
});
