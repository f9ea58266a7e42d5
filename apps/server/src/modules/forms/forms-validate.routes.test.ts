import type { Field } from '@opencall/shared/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestForm, createTestProgram } from '../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let program: Awaited<ReturnType<typeof createTestProgram>>;
let session: Session;

const FIELDS: Field[] = [
  { reference: 'name', type: 'text', title: 'Nom', required: true },
  { reference: 'email', type: 'email', title: 'Courriel', required: true },
  { reference: 'age', type: 'number', title: 'Âge', rules: { minValue: 18 } },
  { reference: 'student', type: 'yes-no', title: 'Étudiant ?' },
  {
    reference: 'school',
    type: 'text',
    title: 'École',
    required: true,
    condition: { reference: 'student', operator: 'equals', value: 'yes' },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  program = await createTestProgram(t.database.db, acme.id);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

async function validate(formId: string, answers: Record<string, unknown>, as: Session = session) {
  return t.send(
    acme.host,
    { method: 'POST', url: `/api/user.programs/${program.id}/forms/${formId}/validate`, payload: { answers } },
    as,
  );
}

async function issuesOf(formId: string, answers: Record<string, unknown>) {
  const res = await validate(formId, answers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.issues as { reference: string; rule: string; params?: object }[];
}

describe('POST /api/user.programs/:programId/forms/:formId/validate', () => {
  it('answers no issues for valid answers', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    const answers = { name: 'Ada', email: 'ada@example.org', age: 36, student: 'no' };
    expect(await issuesOf(form.id, answers)).toEqual([]);
  });

  it('reports required answers left empty, by reference and rule code', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    expect(await issuesOf(form.id, { name: '  ' })).toEqual([
      { reference: 'name', rule: 'required' },
      { reference: 'email', rule: 'required' },
    ]);
  });

  it('refuses an address on a banned disposable-mail domain', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    expect(await issuesOf(form.id, { name: 'Ada', email: 'ada@mailinator.com' })).toEqual([
      { reference: 'email', rule: 'email' },
    ]);
  });

  it('refuses a number that is not one, and one under the minimum with its bound', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    const base = { name: 'Ada', email: 'ada@example.org' };
    expect(await issuesOf(form.id, { ...base, age: 'twelve' })).toEqual([{ reference: 'age', rule: 'number' }]);
    expect(await issuesOf(form.id, { ...base, age: '12' })).toEqual([
      { reference: 'age', rule: 'w-min-value', params: { min: 18 } },
    ]);
  });

  it('does not require a field its condition hides, and requires it once shown', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    const base = { name: 'Ada', email: 'ada@example.org' };
    expect(await issuesOf(form.id, { ...base, student: 'no' })).toEqual([]);
    expect(await issuesOf(form.id, { ...base, student: 'yes' })).toEqual([{ reference: 'school', rule: 'required' }]);
  });

  it('validates a 200-field form', async () => {
    const fields: Field[] = Array.from({ length: 200 }, (_, i) => ({
      reference: `q${i}`,
      type: i % 2 ? 'email' : 'number',
      required: true,
    }));
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields });
    const answers = Object.fromEntries(fields.map((f, i) => [f.reference, i % 2 ? `p${i}@example.org` : i]));
    expect(await issuesOf(form.id, answers)).toEqual([]);
    expect(await issuesOf(form.id, {})).toHaveLength(200);
  });

  it('answers 400 validation_failed without an answers object, and 403 to an applicant', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { fields: FIELDS });
    const res = await t.send(
      acme.host,
      { method: 'POST', url: `/api/user.programs/${program.id}/forms/${form.id}/validate`, payload: { lang: 'en' } },
      session,
    );
    expect(res.json().error.code).toBe('validation_failed');

    const applicant = await createUser(t.database.db, acme.id);
    const as = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
    expect((await validate(form.id, {}, as)).statusCode).toBe(403);
  });

  it('answers 404 for a form in the trash or of another platform', async () => {
    const trashed = await createTestForm(t.database.db, acme.id, program.id, { deleted: true });
    expect((await validate(trashed.id, {})).statusCode).toBe(404);
    const globex = await createPlatform(t.database.db);
    const theirs = await createTestForm(
      t.database.db,
      globex.id,
      (await createTestProgram(t.database.db, globex.id)).id,
    );
    expect((await validate(theirs.id, {})).statusCode).toBe(404);
  });
});
