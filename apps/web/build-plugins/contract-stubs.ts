import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** The shared contracts: `packages/shared/src/<area>/<name>.api.ts`. */
const CONTRACT = /[\\/]packages[\\/]shared[\\/]src[\\/][\w-]+[\\/][\w-]+\.api\.ts$/;

/** What the web app reads of an endpoint (`lib/api-client.ts`): method, path, path parameters, body or not. */
interface EndpointStub {
  method: string;
  url: string;
  schema: { params?: { shape: Record<string, true> }; body?: true };
}

function isEndpoint(value: unknown): value is { method: string; url: string; schema: Record<string, unknown> } {
  const candidate = value as { method?: unknown; url?: unknown; schema?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.method === 'string' &&
    typeof candidate.url === 'string' &&
    typeof candidate.schema === 'object' &&
    candidate.schema !== null
  );
}

function stubOf(endpoint: { method: string; url: string; schema: Record<string, unknown> }): EndpointStub {
  const params = (endpoint.schema.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  return {
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      ...(params && { params: { shape: Object.fromEntries(Object.keys(params).map((key) => [key, true])) } }),
      ...(endpoint.schema.body !== undefined && { body: true }),
    },
  };
}

/**
 * The module the web app gets for a contract whose every export is a map of endpoints: those maps as
 * plain data. `undefined` when the module exports anything else (a schema, a function): it is kept whole.
 */
export function contractStubSource(exports: Record<string, unknown>): string | undefined {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null) return undefined;
    const entries = Object.entries(value);
    if (entries.length === 0 || !entries.every(([, endpoint]) => isEndpoint(endpoint))) return undefined;
    const stubs = Object.fromEntries(entries.map(([key, endpoint]) => [key, stubOf(endpoint as never)]));
    lines.push(`export const ${name} = ${JSON.stringify(stubs)};`);
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : undefined;
}

/**
 * The endpoint contracts are zod schemas the server validates with; the browser only needs each
 * endpoint's method and path to call it. Built for the browser, a contract module becomes that data,
 * so the first load carries no schema library (forms that validate import their schemas in their own
 * lazy chunks). Type checking and the unit tests still read the real modules.
 */
export function contractStubs(): Plugin {
  return {
    name: 'opencall-contract-stubs',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CONTRACT.test(id)) return null;
      const exports = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      return contractStubSource(exports) ?? null;
    },
  };
}
