import { ApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';
import type { TFunction } from '../../lib/translator';

/** Form field names the program forms show errors under. */
export type ProgramFormField =
  | 'title'
  | 'slug'
  | 'defaultLang'
  | 'supportedLangs'
  | 'openingAt'
  | 'closingAt'
  | 'timezone';

const FIELD_OF: Record<string, ProgramFormField> = {
  titles: 'title',
  slug: 'slug',
  defaultLang: 'defaultLang',
  supportedLangs: 'supportedLangs',
  openingAt: 'openingAt',
  closingAt: 'closingAt',
  timezone: 'timezone',
};

/**
 * A refused save as messages under the fields (slug_taken on the slug, validation details on
 * theirs) plus a general message for what no field shows.
 */
export function programFormErrors(
  error: unknown,
  t: TFunction,
): { fields: Partial<Record<ProgramFormField, string>>; general: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, general: apiErrorMessage(error, t) };
  if (error.code === 'slug_taken') return { fields: { slug: apiErrorMessage(error, t) }, general: null };
  const details = Array.isArray(error.details) ? error.details : error.details ? [error.details] : [];
  const fields: Partial<Record<ProgramFormField, string>> = {};
  for (const detail of details as { field?: unknown; path?: unknown; reason?: unknown }[]) {
    const name =
      typeof detail.field === 'string' ? detail.field : Array.isArray(detail.path) ? String(detail.path[0]) : '';
    const field = FIELD_OF[name];
    if (!field) continue;
    const reason = typeof detail.reason === 'string' ? detail.reason : 'invalid';
    fields[field] = t(`programs:errors.${reason}`, { defaultValue: t('programs:errors.invalid') });
  }
  return { fields, general: Object.keys(fields).length ? null : apiErrorMessage(error, t) };
}
