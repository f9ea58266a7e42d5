import type { ErrorBody } from './error-body.schemas';

/** The check `ErrorBodySchema` makes, by hand: the web app's first load carries no validation library. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' && 'details' in error;
}
