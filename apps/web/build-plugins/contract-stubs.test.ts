import { fillPath } from '@opencall/shared/http';
import { describe, expect, it } from 'vitest';
import { contractStubSource } from './contract-stubs';

/** Evaluates a stub module's source the way the browser would, as an ES module. */
async function load(source: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('contract stubs for the browser', () => {
  it('keeps what the web app calls with: method, path, path parameters and whether a body goes', async () => {
    const contracts = await import('@opencall/shared/auth');
    const source = contractStubSource({ authApi: contracts.authApi });
    expect(source).toBeDefined();
    type Stub = { method: string; url: string; schema: { params?: { shape: object }; body?: unknown } };
    const { authApi } = (await load(source as string)) as { authApi: Record<string, Stub> };
    for (const [name, endpoint] of Object.entries(contracts.authApi)) {
      const stub = authApi[name] as Stub;
      expect(stub.method).toBe(endpoint.method);
      expect(stub.url).toBe(endpoint.url);
      const schema = endpoint.schema as { params?: { shape: object }; body?: unknown };
      expect(Object.keys(stub.schema.params?.shape ?? {})).toEqual(Object.keys(schema.params?.shape ?? {}));
      expect('body' in stub.schema).toBe(schema.body !== undefined);
    }
    expect(source).not.toContain('zod');
  });

  it('names the path parameters of a contract with parameters, so ids are checked before a call', async () => {
    const { platformsApi } = await import('@opencall/shared/platforms');
    const { platformsApi: stub } = (await load(contractStubSource({ platformsApi }) as string)) as {
      platformsApi: typeof platformsApi;
    };
    expect(Object.keys(stub.details.schema.params?.shape ?? {})).toEqual(['platformId']);
    expect(fillPath(stub.details.url, { platformId: 'p1' })).toBe('/api/platforms/p1/details');
  });

  it('keeps a module whole when it exports anything but endpoint maps (a schema, a function)', async () => {
    const files = await import('@opencall/shared/files');
    expect(contractStubSource({ filesApi: files.filesApi, fileLocation: files.fileLocation })).toBeUndefined();
    expect(contractStubSource({ ApplicantRequestSchema: {} })).toBeUndefined();
    expect(contractStubSource({ REQUEST_TYPES: ['a', 'b'] })).toBeUndefined();
  });
});
