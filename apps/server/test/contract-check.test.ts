import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, type OpenApiDocument, type RecordedAnswer } from './contract-check';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import { createTestApp, type TestApp } from './test-app';

// The contract test itself: what the API tests' answers are checked with must catch an answer the
// document does not declare, and must let the real answers through.

let t: TestApp;
let doc: OpenApiDocument;
let acme: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

const answer = (overrides: Partial<RecordedAnswer>): RecordedAnswer => ({
  method: 'GET',
  route: '/api/health',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: '{"status":"ok"}',
  ...overrides,
});

describe('the contract check of the API tests', () => {
  it('records real answers, errors included, and finds them as the document says', async () => {
    const before = t.answers.length;
    await t.get(acme.host, '/api/portal/domain-info');
    await t.get(acme.host, '/api/profile');
    await t.get('nowhere.example', '/api/portal/domain-info');
    await t.send(acme.host, { method: 'POST', url: '/api/auth/login', payload: { email: 'x@y.z', password: 'nope' } });
    const user = await createUser(t.database.db, acme.id);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    await t.get(acme.host, '/api/profile', { session });
    const recorded = t.answers.slice(before);
    expect(recorded.map((a) => `${a.method} ${a.route} ${a.status}`)).toEqual(
      expect.arrayContaining([
        'GET /api/portal/domain-info 200',
        'GET /api/profile 401',
        'GET /api/portal/domain-info 404',
        'POST /api/auth/login 401',
        'GET /api/profile 200',
      ]),
    );
    expect(checkAnswers(doc, recorded)).toEqual([]);
  });

  it('names the operation and the status of an answer whose status is not declared', () => {
    expect(checkAnswer(doc, answer({ status: 418 }))).toBe(
      'GET /api/health: answered 418, a status the document does not declare',
    );
    // The health check answers before any platform is known: a tenant refusal is no answer of it.
    expect(checkAnswer(doc, answer({ status: 401, body: '{}' }))).toMatch(/^GET \/api\/health: answered 401/);
    expect(checkAnswer(doc, answer({ route: '/api/nothing/:id' }))).toMatch(/no such operation/);
  });

  it('refuses a content type the operation does not declare', () => {
    const zip = answer({ route: '/api/user.programs/:programId/responses/attachments', body: null });
    expect(checkAnswer(doc, { ...zip, contentType: 'application/zip' })).toBeNull();
    expect(checkAnswer(doc, zip)).toBe(
      'GET /api/user.programs/{programId}/responses/attachments 200: answered application/json, the document declares application/zip',
    );
  });

  it('refuses a JSON body that does not match the declared schema, success or error', () => {
    const info = answer({ route: '/api/portal/domain-info' });
    expect(checkAnswer(doc, { ...info, body: '{"data":{}}' })).toMatch(
      /^GET \/api\/portal\/domain-info 200: the body does not match the document's schema/,
    );
    const refusal = { ...info, status: 404 };
    expect(
      checkAnswer(doc, {
        ...refusal,
        body: '{"error":{"code":"platform_not_found","message":"Inconnue","details":{"host":"x"}}}',
      }),
    ).toBeNull();
    expect(checkAnswer(doc, { ...refusal, body: '{"message":"Not found"}' })).toMatch(/^GET .* 404: the body does not/);
    expect(checkAnswer(doc, { ...refusal, body: '{"error":{"code":"teapot","message":"","details":null}}' })).toMatch(
      /404: the body does not match/,
    );
  });

  it('reads OpenAPI 3.0’s exclusive bounds: a saved criterion matches, a step of 0 does not', () => {
    const criteria = answer({ route: '/api/user.programs/:programId/evaluation-sessions/:sessionId/criteria' });
    const criterion = { id: 'q', position: 0, kind: 'score', labels: {}, descriptions: {}, group: {} };
    const scored = { ...criterion, weight: 1, required: true, min: 0, max: 10, step: 0.5 };
    expect(checkAnswer(doc, { ...criteria, body: JSON.stringify({ data: [scored] }) })).toBeNull();
    expect(checkAnswer(doc, { ...criteria, body: JSON.stringify({ data: [{ ...scored, step: 0 }] }) })).toMatch(
      /200: the body does not match the document's schema/,
    );
  });

  it('fails the test file when a test app closes after an undeclared answer', async () => {
    const other = await createTestApp();
    await other.get(acme.host, '/api/health');
    other.answers.push(answer({ status: 418 }));
    await expect(other.close()).rejects.toThrow(
      'GET /api/health: answered 418, a status the document does not declare',
    );
  });
});
