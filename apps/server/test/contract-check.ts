import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { App } from '../src/http/app-types';

// Issue 12: the API tests' answers are checked against the served OpenAPI document. Every test app
// (test-app.ts) records what its operations answered; when it closes, each answer's status must be
// declared for its operation, its content type among the declared media types, and a JSON body must
// validate against the declared schema. Schemas are compiled once per schema, on first use.

export interface RecordedAnswer {
  method: string;
  /** The route as registered (`/api/user.programs/:programId`), whatever the concrete URL was. */
  route: string;
  status: number;
  contentType: string | undefined;
  /** The body as sent, when it was text (a stream is not read). */
  body: string | null;
}

interface MediaType {
  schema?: Record<string, unknown>;
}
interface DocumentResponse {
  content?: Record<string, MediaType>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentResponse> }>>;
  components?: Record<string, unknown>;
}

/** `/api/x/:id` → `/api/x/{id}`, as @fastify/swagger writes paths. */
export function documentPathOf(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('binary', true);
const compiled = new Map<string, ValidateFunction>();

/**
 * OpenAPI 3.0's `nullable` means something to ajv only beside a `type`; without one the schema allows anything.
 * Its exclusive bounds are flags beside `minimum`/`maximum` (JSON Schema draft 4); ajv reads draft 7's numbers.
 */
function forAjv(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAjv);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => key !== 'nullable' || 'type' in value);
  const schema: Record<string, unknown> = Object.fromEntries(entries.map(([key, child]) => [key, forAjv(child)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag]) schema[flag] = schema[bound];
    else delete schema[flag];
    if (schema[flag] !== undefined) delete schema[bound];
  }
  return schema;
}

const componentIds = new Map<string, string>();

/** The document's components as one ajv schema, added once: each named schema is compiled once. */
function componentsId(components: unknown): string {
  const key = JSON.stringify(components ?? {});
  let id = componentIds.get(key);
  if (!id) {
    id = `openapi-components-${componentIds.size}`;
    ajv.addSchema(forAjv({ components: components ?? {} }) as Record<string, unknown>, id);
    componentIds.set(key, id);
  }
  return id;
}

function validatorFor(schema: Record<string, unknown>, components: unknown): ValidateFunction {
  const id = componentsId(components);
  const key = `${id} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    // Local references (`#/components/schemas/FormField`) point into the components added above.
    const pointed = JSON.parse(JSON.stringify(forAjv(schema)).replaceAll('"#/components/', `"${id}#/components/`));
    validate = ajv.compile(pointed);
    compiled.set(key, validate);
  }
  return validate;
}

function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}

function matchesMediaType(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

/** What is wrong with one answer, or null; each message names the operation and the status. */
export function checkAnswer(doc: OpenApiDocument, answer: RecordedAnswer): string | null {
  // Fastify answers HEAD for every GET route: the GET operation's answer, without its body.
  const method = answer.method === 'HEAD' ? 'GET' : answer.method;
  if (answer.method === 'HEAD') answer = { ...answer, body: null };
  const operation = `${method} ${documentPathOf(answer.route)}`;
  const op = doc.paths[documentPathOf(answer.route)]?.[method.toLowerCase()];
  if (!op) return `${operation}: answered ${answer.status}, but the document has no such operation`;
  const declared = op.responses[String(answer.status)];
  if (!declared) return `${operation}: answered ${answer.status}, a status the document does not declare`;
  const actualType = mediaTypeOf(answer.contentType);
  const declaredTypes = Object.keys(declared.content ?? {});
  if (declaredTypes.length === 0) {
    return answer.body ? `${operation} ${answer.status}: answered a body where the document declares none` : null;
  }
  const mediaType = actualType && declaredTypes.find((type) => matchesMediaType(type, actualType));
  if (!mediaType) {
    return `${operation} ${answer.status}: answered ${actualType ?? 'no content type'}, the document declares ${declaredTypes.join(', ')}`;
  }
  const schema = declared.content?.[mediaType]?.schema;
  if (mediaType !== 'application/json' || !schema || answer.body === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${operation} ${answer.status}: the body is not JSON`;
  }
  const validate = validatorFor(schema, doc.components);
  if (validate(body)) return null;
  const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
  return `${operation} ${answer.status}: the body does not match the document's schema (${problems})`;
}

/** Every distinct problem of the recorded answers. */
export function checkAnswers(doc: OpenApiDocument, answers: readonly RecordedAnswer[]): string[] {
  const problems = new Set<string>();
  for (const answer of answers) {
    const problem = checkAnswer(doc, answer);
    if (problem) problems.add(problem);
  }
  return [...problems];
}

/** The answer's text as the client reads it: compression (http/compression.ts) runs before this hook. */
function bodyText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

/** Records every answer of the app's documented operations; call before `app.ready()`. */
export function recordAnswers(app: App): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.endpoint) {
      const contentType = reply.getHeader('content-type');
      answers.push({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: bodyText(payload, reply.getHeader('content-encoding')),
      });
    }
    return payload;
  });
  return answers;
}
