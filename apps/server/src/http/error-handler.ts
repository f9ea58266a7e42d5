import { AppError, type ErrorCode } from '@opencall/shared/errors';
import type { ErrorBody } from '@opencall/shared/http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../i18n/translator';
import type { App } from './app-types';
import { classifyDatabaseError } from './database-errors';

// Fastify's own refusals, in the words of our catalogue.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_body_required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_ERR_BAD_URL: 'validation_failed',
  FST_ERR_MAX_PARAM_LENGTH: 'validation_failed',
  // Only QUERY requires a Content-Type, and no route of ours answers QUERY: whatever the URL, none is there.
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'route_not_found',
};

// Any other refusal Fastify (or a plugin) makes, by its status: a client error stays a client error.
const BY_STATUS: Record<number, ErrorCode> = {
  404: 'route_not_found',
  405: 'route_not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
};

/** How long a client should wait before trying again when the database is away. */
export const RETRY_AFTER_SECONDS = 5;

function retryAfterSecondsOf(details: unknown): number | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

export function errorBody(request: FastifyRequest, code: ErrorCode, details: unknown = null): ErrorBody {
  return { error: { code, message: translate(request.locale, `errors:${code}`), details } };
}

/** The not-found handler's answer (`http/spa.ts`), for refusals that never reach it. */
export function routeNotFound(request: FastifyRequest, cause?: unknown): AppError {
  return new AppError('route_not_found', {
    details: { method: request.method, path: request.url.split('?')[0] ?? '' },
    cause,
  });
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      in: error.validationContext ?? 'request',
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    return new AppError('validation_failed', { details, cause: error });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === 'route_not_found') return routeNotFound(request, error);
  if (mapped) return new AppError(mapped, { cause: error });
  const database = classifyDatabaseError(error);
  if (database === 'unavailable') return new AppError('service_unavailable', { cause: error });
  if (database === 'bad_value') return new AppError('validation_failed', { cause: error });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const byStatus = BY_STATUS[status];
  if (byStatus === 'route_not_found') return routeNotFound(request, error);
  if (status >= 400 && status < 500) return new AppError(byStatus ?? 'validation_failed', { cause: error });
  return new AppError('internal_error', { cause: error });
}

/**
 * One place turns any failure into `{ error: { code, message, details } }`; only 5xx are logged as
 * errors. Nothing of an unknown error reaches the client: database errors carry SQL and parameters.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error as FastifyError, request);
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  // A value only the database refused slipped past a contract: answered 400, but worth a look.
  else if (appError.cause && classifyDatabaseError(appError.cause) === 'bad_value') {
    request.log.warn({ err: error }, 'database refused a value');
  } else request.log.info({ code: appError.code }, 'request refused');
  // A stream that failed after its headers left cannot be answered any more: the connection is cut
  // (the client sees a failed download, never a clean end of a truncated file).
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  // Whoever must wait is told so in the standard header too: an outage, or a limit that names its wait.
  const retryAfter =
    appError.code === 'service_unavailable' ? RETRY_AFTER_SECONDS : retryAfterSecondsOf(appError.details);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply.status(appError.status).send(errorBody(request, appError.code, appError.details));
}

export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    sendError(error, request, reply),
  );
}
