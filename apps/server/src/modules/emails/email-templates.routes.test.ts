import { randomUUID } from 'node:crypto';
import { PROGRAM_EMAIL_TEMPLATES } from '@opencall/shared/emails';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestForm } from '../../../test/form-factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema';

// Issue 15 `transactionnals`: a program's versions of its e-mails, through the API and a real SMTP server.

let sink: SmtpSink;
let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminEmail: string;
let otherAdmin: Session;
let applicant: Session;
let applicantEmail: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Acme <no-reply@acme.test>' });
  const db = t.database.db;
  acme = await createPlatform(db, { name: 'Acme Awards', supportedLangs: ['fr', 'en'] });
  globex = await createPlatform(db, { name: 'Globex' });
  const boss = await createUser(db, acme.id, { roleKeys: ['platform_admin'], firstname: 'Olga' });
  adminEmail = boss.email;
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
  const other = await createUser(db, globex.id, { roleKeys: ['platform_admin'] });
  otherAdmin = await t.signIn(globex.host, other.email, TEST_PASSWORD, 'admin');
  const person = await createUser(db, acme.id, { firstname: 'Alice', lastname: 'Martin' });
  applicantEmail = person.email;
  applicant = await t.signIn(acme.host, person.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as: Session = admin, host = acme.host) =>
  t.send(host, { method, url, ...(payload && { payload }) }, as);
const templatesOf = (programId: string) => `/api/user.programs/${programId}/email-templates`;
const oneOf = (programId: string, template = 'submission_receipt', locale = 'fr') =>
  `${templatesOf(programId)}/${template}/${locale}`;

/** A published open program: one category whose form asks the project's title. */
async function openProgram() {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, {
    publishedAt: new Date(),
    features: { multipleApplications: true },
    closingAt: new Date(Date.now() + 10 * 86_400_000),
  });
  const form = await createTestForm(db, acme.id, program.id, {
    fields: [{ reference: 'project_title', type: 'text', title: 'Titre du projet', required: true }],
  });
  const steps = [{ id: 'dossier', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }];
  const category = await createCategory(db, acme.id, program.id, { steps, titles: { fr: 'Court métrage' } });
  return { program, category };
}

/** The applicant starts, answers and submits an application; answers its id. */
async function submitApplication(programId: string, categoryId: string, title: string) {
  const id = randomUUID();
  const created = await call('POST', `/api/portal/programs/${programId}/applications`, { id, categoryId }, applicant);
  expect(created.statusCode, created.body).toBe(200);
  const saved = await call(
    'PUT',
    `/api/portal/me/responses/${id}/answers`,
    { stepId: 'dossier', answers: { project_title: title }, version: 1 },
    applicant,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await call('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 }, applicant);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return id;
}

const OVERRIDE = {
  subject: 'Reçu {{reference}} : {{answer:project_title}}',
  body: '<h2>Merci {{firstname}} {{lastname}}</h2><p>Projet <strong>{{answer:project_title}}</strong> ({{category}}), statut {{status}}, clôture {{deadline}}.</p><script>alert(1)</script>',
};

describe('the program’s e-mail templates', () => {
  it('lists the program’s e-mails and opens a default as editable rich text with its merge fields', async () => {
    const { program } = await openProgram();
    const list = await call('GET', templatesOf(program.id));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { template: string }) => row.template)).toEqual([...PROGRAM_EMAIL_TEMPLATES]);
    expect(list.json().data.every((row: { customised: string[] }) => row.customised.length === 0)).toBe(true);

    const one = await call('GET', oneOf(program.id));
    expect(one.statusCode, one.body).toBe(200);
    const detail = one.json().data;
    expect(detail).toMatchObject({ template: 'submission_receipt', locale: 'fr', customised: false, updatedAt: null });
    expect(detail.subject).toContain('{{programTitle}}');
    expect(detail.body).toMatch(/^<h2>/);
    expect(detail.body).toContain('{{reference}}');
    expect(detail.mergeFields).toContainEqual({ name: 'reference' });
    expect(detail.mergeFields).toContainEqual({ name: 'answer:project_title', label: 'Titre du projet' });
    // Account e-mails belong to the platform, not to a program.
    expect((await call('GET', oneOf(program.id, 'password_reset'))).statusCode).toBe(404);
  });

  it('refuses a merge field the template does not offer, a subject on two lines and an empty body', async () => {
    const { program } = await openProgram();
    const unknown = await call('PUT', oneOf(program.id), {
      subject: 'Hi {{code}}',
      body: '<p>{{answer:nope}} {{ x y }}</p>',
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'validation_failed',
      details: [
        { field: 'subject', reason: 'unknown_merge_field', name: 'code' },
        { field: 'body', reason: 'unknown_merge_field', name: 'answer:nope' },
        { field: 'body', reason: 'unknown_merge_field', name: 'x y' },
      ],
    });
    expect((await call('PUT', oneOf(program.id), { subject: 'a\nBcc: x@y', body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await call('PUT', oneOf(program.id), { subject: 'a'.repeat(201), body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await call('PUT', oneOf(program.id), { subject: 'a', body: 'x'.repeat(50_001) })).statusCode).toBe(400);
    expect((await call('PUT', oneOf(program.id), { subject: 'a', body: '<script>x</script>' })).statusCode).toBe(400);
    expect((await call('GET', oneOf(program.id))).json().data.customised).toBe(false);
  });

  it('sends the program’s version on a real submit, once, and the default again after a reset', async () => {
    const { program, category } = await openProgram();
    const saved = await call('PUT', oneOf(program.id), OVERRIDE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ customised: true, subject: OVERRIDE.subject });
    expect(saved.json().data.body).not.toContain('script');
    const listed = (await call('GET', templatesOf(program.id))).json().data;
    expect(listed.find((row: { template: string }) => row.template === 'submission_receipt').customised).toEqual([
      'fr',
    ]);

    const id = await submitApplication(program.id, category.id, 'Voile "solaire" & co');
    const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const mail = await sink.waitFor((m) => m.to.includes(applicantEmail) && m.subject.includes(reference));
    expect(mail.subject).toBe(`Reçu ${reference} : Voile "solaire" & co`);
    expect(mail.html).toContain('Merci Alice Martin');
    expect(mail.html).toContain('<strong>Voile &quot;solaire&quot; &amp; co</strong>');
    expect(mail.html).toContain('(Court métrage), statut déposée, clôture ');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(`/fr/applications/${program.slug}/apply?responseId=${id}`);
    expect(mail.text).toContain('Projet Voile "solaire" & co (Court métrage)');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('{{');
    // A retried submit is answered as it is: no second receipt.
    const retry = await call('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 }, applicant);
    expect(retry.statusCode).toBe(200);

    const reset = await call('DELETE', oneOf(program.id));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ customised: false });
    const again = await submitApplication(program.id, category.id, 'Deuxième');
    const plain = await sink.waitFor((m) => m.to.includes(applicantEmail) && m.text.includes(again));
    expect(plain.subject).toContain('Candidature déposée');
    expect(plain.subject).toContain('Acme Awards');
    expect(plain.text).toContain(again.replace(/-/g, '').slice(0, 8).toUpperCase());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.filter((m) => m.to.includes(applicantEmail) && m.subject.includes(reference))).toHaveLength(1);
  });

  it('previews with a real application (named, else the latest submitted) and sends a test to the caller', async () => {
    const { program, category } = await openProgram();
    const empty = await call('POST', `${oneOf(program.id)}/preview`, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data.applicationId).toBeNull();
    expect(empty.json().data.html).not.toContain('{{');

    const first = await submitApplication(program.id, category.id, 'Premier projet');
    const latest = await submitApplication(program.id, category.id, 'Dernier projet');
    const preview = await call('POST', `${oneOf(program.id)}/preview`, OVERRIDE);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.applicationId).toBe(latest);
    expect(preview.json().data.subject).toContain('Dernier projet');
    expect(preview.json().data.html).toContain('Merci Alice Martin');
    const named = await call('POST', `${oneOf(program.id)}/preview`, { ...OVERRIDE, applicationId: first });
    expect(named.json().data.subject).toContain('Premier projet');
    expect((await call('POST', `${oneOf(program.id)}/preview`, { applicationId: randomUUID() })).statusCode).toBe(404);

    const test = await call('POST', `${oneOf(program.id, 'submission_receipt', 'en')}/test`, {
      subject: 'Test {{answer:project_title}} for {{firstname}}',
      body: '<p>Hello {{firstname}}, project {{answer:project_title}}</p>',
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().data).toEqual({ to: adminEmail });
    const mail = await sink.waitFor((m) => m.to.includes(adminEmail) && m.subject.startsWith('Test '));
    expect(mail.subject).toBe('Test Dernier projet for Alice');
    expect(mail.html).toContain('lang="en"');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('{{');
  });

  it('keeps each program’s and each platform’s versions to themselves', async () => {
    const one = await openProgram();
    const two = await openProgram();
    expect((await call('PUT', oneOf(one.program.id), OVERRIDE)).statusCode).toBe(200);
    expect((await call('GET', oneOf(two.program.id))).json().data.customised).toBe(false);
    expect((await call('GET', oneOf(one.program.id, 'submission_receipt', 'en'))).json().data.customised).toBe(false);
    // Another platform's administrator reaches nothing of it, by id.
    for (const [method, url] of [
      ['GET', oneOf(one.program.id)],
      ['PUT', oneOf(one.program.id)],
      ['DELETE', oneOf(one.program.id)],
      ['POST', `${oneOf(one.program.id)}/preview`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : OVERRIDE,
        otherAdmin,
        globex.host,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', oneOf(one.program.id))).json().data).toMatchObject({
      customised: true,
      subject: OVERRIDE.subject,
    });
    // The other program still sends the default.
    await submitApplication(two.program.id, two.category.id, 'Isolé');
    const mail = await sink.waitFor(
      (m) => m.to.includes(applicantEmail) && m.subject.includes(String(two.program.titles.fr)),
    );
    expect(mail.subject).toContain('Candidature déposée');
  });

  it('fills, on a decision, the fields the sender does not give (the answers, the reference) from the application', async () => {
    const { program, category } = await openProgram();
    const id = await submitApplication(program.id, category.id, 'Projet décidé');
    const version = {
      subject: 'Décision {{reference}} — {{status}}',
      body: '<p>{{firstname}}, « {{answer:project_title}} » : {{status}}.</p>',
    };
    expect((await call('PUT', oneOf(program.id, 'decision_accepted'), version)).statusCode).toBe(200);
    await t.database.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, id));
    const released = await call('POST', `/api/user.programs/${program.id}/decisions/release`, { applicationIds: [id] });
    expect(released.statusCode, released.body).toBe(200);
    const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const mail = await sink.waitFor(
      (m) => m.to.includes(applicantEmail) && m.subject.startsWith(`Décision ${reference}`),
    );
    expect(mail.subject).toBe(`Décision ${reference} — acceptée`);
    expect(mail.text).toContain('Alice, « Projet décidé » : acceptée.');
  });
});
