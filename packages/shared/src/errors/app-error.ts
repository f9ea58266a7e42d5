import { type ErrorCode, statusOf } from './error-codes';

/** The one error class: a catalogue code, optional details for the client, and the cause for the logs. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: { details?: unknown; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf(code);
    this.details = options.details ?? null;
  }
}
