import { findPasswordLengthProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@opencall/shared/auth';
import { ApiError, AuthFailedError } from './api-error';
import type { TFunction } from './translator';

/** The message to show for a failed call: the catalogue's text for its code, else the server's own. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof AuthFailedError) return t('auth:session.authFailed');
  if (error instanceof ApiError) return t(`errors:${error.code}`, { defaultValue: error.message });
  return t('errors:internal_error');
}

/** The form field a server error is about (`details.field`), with its reason code when given. */
export function fieldOfApiError(error: unknown): { field: string; reason: string | null } | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const { field, reason } = error.details as { field?: unknown; reason?: unknown };
  if (typeof field !== 'string') return null;
  return { field, reason: typeof reason === 'string' ? reason : null };
}

/** Text for a password reason code (length rules here, the common-password rule from the server). */
export function passwordProblemMessage(reason: string, t: TFunction): string {
  return t(`auth:password.${reason}`, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    defaultValue: t('errors:password_rejected'),
  });
}

/** The SPEC §5 required rule, then the length rules a page can check as the user types. */
export function passwordRule(t: TFunction) {
  return (value: string) => {
    if (!value) return t('auth:validation.required');
    const problem = findPasswordLengthProblem(value);
    return problem ? passwordProblemMessage(problem, t) : null;
  };
}

export function requiredRule(t: TFunction) {
  return (value: string) => (value.trim() ? null : t('auth:validation.required'));
}

/** A server error about one field, as the message to show under that field. */
export function fieldErrorOf(error: unknown, t: TFunction): { field: string; message: string } | null {
  const found = fieldOfApiError(error);
  if (!found) return null;
  const message =
    found.field === 'password' && found.reason ? passwordProblemMessage(found.reason, t) : apiErrorMessage(error, t);
  return { field: found.field, message };
}

/** A link token the server refused, whatever the reason: malformed, used, expired or unknown. */
export function linkErrorMessage(error: unknown, t: TFunction): string {
  const isLinkProblem =
    error === null ||
    (error instanceof ApiError && ['link_invalid_or_expired', 'validation_failed'].includes(error.code));
  return isLinkProblem ? t('errors:link_invalid_or_expired') : apiErrorMessage(error, t);
}

/** Shows a refused call under the field its code is about (`codeFields`), else as the form's own error. */
export function showApiError<F extends string>(
  error: unknown,
  t: TFunction,
  codeFields: Partial<Record<string, F>>,
  show: { field: (name: F, message: string) => void; form: (message: string) => void },
): void {
  const field = error instanceof ApiError ? codeFields[error.code] : undefined;
  if (field) show.field(field, apiErrorMessage(error, t));
  else show.form(apiErrorMessage(error, t));
}
