/** A failed API call: the server's code, translated message and details, plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Errors thrown by startSession when the token worked but the profile did not come back. */
export class AuthFailedError extends Error {
  constructor(cause: unknown) {
    super('Authentification failed', { cause });
    this.name = 'AuthFailedError';
  }
}
