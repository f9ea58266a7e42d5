import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 12: the document at /api/docs/json is what integrators and outside tools read. It must be a
// valid OpenAPI document whose every reference resolves, declare each operation's error answers, and
// say what a download really is.

interface Response {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createPlatform(t.database.db);
  const res = await t.request(acme.host, { method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3 for an outside validator', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no dangling reference: each $ref names a component the document holds', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return !name || !(name in doc.components.schemas);
    });
    expect([...new Set(dangling)]).toEqual([]);
    // The recursive form field is one named component (it was a `schema0` the document lacked).
    expect(doc.components.schemas).toHaveProperty('FormField');
    expect(JSON.stringify(doc)).not.toContain('schema0');
  });

  it('declares error answers on every operation, each in the one error envelope', () => {
    for (const [name, op] of operations()) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(
        errors.map(([status]) => status),
        name,
      ).toEqual(expect.arrayContaining(['400', '500', '503']));
      for (const [status, response] of errors) {
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  it('derives the refusals from the contract: access, CSRF, tenant, ids, and the use case’s own codes', () => {
    const saveForm = doc.paths['/api/user.programs/{programId}/forms/{formId}']?.put;
    expect(saveForm).toBeDefined();
    const statuses = Object.keys(saveForm?.responses ?? {});
    expect(statuses).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '415', '503']));
    expect(saveForm?.responses['403']?.description).toMatch(/csrf_token_missing/);
    expect(saveForm?.responses['403']?.description).toMatch(/missing_permissions/);
    expect(saveForm?.responses['409']?.description).toMatch(/version_conflict/);
    expect(saveForm?.responses['503']?.headers).toHaveProperty('retry-after');
    expect(saveForm?.security).toEqual([{ bearer: [], csrf: [] }]);

    const health = doc.paths['/api/health']?.get;
    // Answered before any platform is known, to anyone: no tenant, access or CSRF refusal.
    expect(Object.keys(health?.responses ?? {})).not.toEqual(expect.arrayContaining(['401']));
    expect(Object.keys(health?.responses ?? {})).not.toContain('403');
    expect(health?.security).toBeUndefined();

    const login = doc.paths['/api/auth/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['401', '429']));
    expect(login?.responses['429']?.headers).toHaveProperty('retry-after');
  });

  it('states the real media types of downloads, streams and uploads', () => {
    const binaryIn = (op: Operation | undefined, status = '200') =>
      Object.fromEntries(
        Object.entries(op?.responses[status]?.content ?? {}).map(([type, media]) => [type, media.schema]),
      );
    const binary = { type: 'string', format: 'binary' };
    expect(binaryIn(doc.paths['/api/user.programs/{programId}/responses/attachments']?.get)).toEqual({
      'application/zip': binary,
    });
    expect(binaryIn(doc.paths['/api/user.programs/{programId}/responses/export']?.get)).toEqual({
      'text/csv': binary,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
    });
    expect(binaryIn(doc.paths['/api/portal/me/responses/{responseId}/pdf']?.get)).toEqual({
      'application/pdf': binary,
    });
    const stream = doc.paths['/api/files/stream/{encodedKey}']?.get;
    expect(Object.keys(binaryIn(stream))).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'video/mp4']),
    );
    expect(Object.keys(binaryIn(stream, '206'))).toContain('image/webp');
    expect(stream?.responses['304']?.content).toBeUndefined();
    expect(stream?.responses['416']).toBeDefined();

    const upload = doc.paths['/api/files']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(form.properties.file).toEqual(expect.objectContaining(binary));
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['visibility', 'class', 'file']));
    expect(form.required).toContain('file');

    const google = doc.paths['/api/auth/google/start']?.get;
    expect(google?.responses['302']?.headers).toHaveProperty('location');
    expect(google?.responses['302']?.content).toBeUndefined();

    // Nothing else answers a file: every other success is JSON.
    for (const [name, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 300 || !response.content) continue;
        const types = Object.keys(response.content);
        const binaryTypes = types.filter((type) => type !== 'application/json');
        if (binaryTypes.length > 0) {
          for (const type of types) expect(response.content[type]?.schema, `${name} ${status} ${type}`).toEqual(binary);
        }
      }
    }
  });
});
