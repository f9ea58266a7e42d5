import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { isProgramScopedUrl } from '@opencall/shared/auth';
import { ERROR_CODES, type ErrorCode, statusOf } from '@opencall/shared/errors';
import { apiSchemas, type Endpoint, UNSAFE_METHODS } from '@opencall/shared/http';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type $ZodType, toJSONSchema } from 'zod/v4/core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract a route was registered from (`registerEndpoint`): what the API document says of it. */
    endpoint?: Endpoint;
  }
}

/** The one shape of every error answer, referenced by every operation's error responses. */
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const ERROR_BODY_COMPONENT = {
  type: 'object',
  description: 'Every refusal: a code of the catalogue, its message in the caller\u2019s language, and details',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_CODES) },
        message: { type: 'string' },
        details: { description: 'null, or what the refusal adds (the fields in error, a limit, a wait)' },
      },
      required: ['code', 'message', 'details'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
};

/**
 * Every code an operation can answer: what `registerEndpoint`, Fastify and the error handler refuse for
 * any call of its kind (tenant, CSRF, body parsing, access, blank ids, outage), and its contract's own.
 */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(['validation_failed', 'internal_error', 'service_unavailable']);
  const unsafe = UNSAFE_METHODS.includes(endpoint.method);
  const tenant = endpoint.tenant !== false;
  if (tenant) codes.add('platform_not_found');
  // Fastify reads a body on these methods whatever the contract: too large, of another type, empty JSON.
  if (unsafe) for (const code of ['payload_too_large', 'unsupported_media_type'] as const) codes.add(code);
  if (unsafe || endpoint.schema.body) codes.add('request_body_required');
  if (tenant && unsafe) for (const code of ['csrf_token_missing', 'csrf_token_invalid'] as const) codes.add(code);
  if (tenant && endpoint.access !== 'public') {
    for (const code of ['authentication_required', 'account_access_revoked'] as const) codes.add(code);
    if (endpoint.access !== 'authenticated') codes.add('account_not_confirmed');
    if (typeof endpoint.access === 'object') codes.add('missing_permissions');
  }
  // A path id may name nothing (or something of another platform, which reads the same).
  if (Object.keys(endpoint.schema.params?.shape ?? {}).length > 0) {
    codes.add('item_id_required');
    codes.add('not_found');
  }
  if (isProgramScopedUrl(endpoint.url)) codes.add('not_found');
  for (const code of endpoint.errors ?? []) codes.add(code);
  return [...codes];
}

/** `{ 401: ['authentication_required'], … }`: the codes of an operation by the status they answer with. */
export function errorStatusesOf(endpoint: Endpoint): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const RETRY_AFTER = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' } };

function errorResponse(status: number, codes: readonly ErrorCode[]) {
  return {
    description: `Refused: ${codes.join(', ')}`,
    content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
    ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
  };
}

function successResponse(status: number, json: unknown, endpoint: Endpoint) {
  if (status === 304) return { type: 'null', description: 'Not modified: the client holds this version' };
  if (status >= 300 && status < 400) {
    return {
      type: 'null',
      description: 'Redirect',
      headers: { location: { type: 'string', description: 'Where to' } },
    };
  }
  if (!endpoint.produces) return json;
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    description: status === 206 ? 'Part of the file (a satisfiable Range)' : 'The file',
    content: Object.fromEntries(endpoint.produces.map((mediaType) => [mediaType, binary])),
  };
}

function multipartBody(fields: $ZodType) {
  const { $schema: _dialect, ...json } = toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' }) as {
    $schema?: string;
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...json,
    properties: { ...json.properties, file: { type: 'string', format: 'binary', description: 'Sent last' } },
    required: [...(json.required ?? []), 'file'],
  };
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
const zodTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemas }) as Transform;
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }) as TransformObject;

/** A route's operation as its contract states it: success and error answers, real media types, security. */
const transform: Transform = (input) => {
  const { schema, url } = zodTransform(input) as { schema: Record<string, unknown>; url: string };
  const endpoint = input.route.config?.endpoint;
  if (!endpoint || schema.hide) return { schema, url };
  const response: Record<string, unknown> = {};
  for (const [status, json] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    response[status] = successResponse(Number(status), json, endpoint);
  }
  for (const [status, codes] of errorStatusesOf(endpoint)) response[status] = errorResponse(status, codes);
  const bearer = endpoint.tenant !== false && endpoint.access !== 'public';
  const csrf = endpoint.tenant !== false && UNSAFE_METHODS.includes(endpoint.method);
  const requirement = { ...(bearer && { bearer: [] }), ...(csrf && { csrf: [] }) };
  return {
    url,
    schema: {
      ...schema,
      response,
      ...(Object.keys(requirement).length > 0 && { security: [requirement] }),
      ...(endpoint.multipart && { body: multipartBody(endpoint.multipart), consumes: ['multipart/form-data'] }),
    },
  };
};

/**
 * OpenAPI 3.0: `nullable` adds null to the type, not to an `enum`; the generator collapses a nullable
 * enum to `{ type, nullable, enum }`, which would refuse the null the API answers. Null joins the list.
 */
function withNullInNullableEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullInNullableEnums);
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withNullInNullableEnums(child);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** The named schemas (recursive ones such as FormField) and the error envelope, so every `$ref` resolves. */
const transformObject: TransformObject = (input) => {
  const document = withNullInNullableEnums(zodTransformObject(input)) as {
    components?: { schemas?: Record<string, unknown> };
  };
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY_COMPONENT },
    },
  } as ReturnType<TransformObject>;
};

/** @fastify/swagger's options: the document served at `/api/docs/json`. */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'OpenCall API', version: '1.0.0' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      },
    },
  },
  transform,
  transformObject,
};
