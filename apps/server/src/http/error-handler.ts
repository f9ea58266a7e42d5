import { AppError, type ErrorCode } from '@opencall/shared/errors';
import type { ErrorBody } from '@opencall/shared/http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../i18n/translator';
import type { App } from './app-types';

// Fastify's own refusals, in the words of our catalogue.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_body_required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
};

export function errorBody(request: FastifyRequest, code: ErrorCode, details: unknown = null): ErrorBody {
  return { error: { code, message: translate(request.locale, `errors:${code}`), details } };
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      in: error.validationContext ?? 'request',
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    return new AppError('validation_failed', { details, cause: error });
  }
  if (error.statusCode === 429) return new AppError('rate_limited', { cause: error });
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  return new AppError('internal_error', { cause: error });
}

/** One place turns any failure into `{ error: { code, message, details } }`; only 5xx are logged as errors. */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, 'request refused');
    // Database errors carry SQL and parameters in their message: never send anything but our code.
    return reply.status(appError.status).send(errorBody(request, appError.code, appError.details));
  });
}
