import { ApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';
import type { TFunction } from '../../lib/translator';

/**
 * A refused save as messages under its fields (`{ field, reason }` details from the service, or a
 * schema's `{ path }`) and a general message for what no field shows.
 */
export function senderFormErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction,
): { fields: Partial<Record<F, string>>; general: string | null } {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') {
    return { fields: {}, general: apiErrorMessage(error, t) };
  }
  const details = Array.isArray(error.details) ? error.details : error.details ? [error.details] : [];
  const found: Partial<Record<F, string>> = {};
  for (const detail of details as { field?: unknown; path?: unknown; reason?: unknown }[]) {
    const name = typeof detail.field === 'string' ? detail.field : typeof detail.path === 'string' ? detail.path : '';
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    const reason = typeof detail.reason === 'string' ? detail.reason : 'invalid';
    found[field] = t(`senderEmail:errors.${reason}`, { defaultValue: t('senderEmail:errors.invalid') });
  }
  return { fields: found, general: Object.keys(found).length ? null : apiErrorMessage(error, t) };
}
