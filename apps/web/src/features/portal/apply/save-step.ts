import { type MyApplication, portalApplicationsApi } from '@opencall/shared/applications';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { RefusedField, SaveFn } from './autosave';

/**
 * Autosave's link to the API: a stale version is a conflict, a 401 (the client could not renew the
 * session) waits for a sign-in, a refusal is final (one naming a field, a file that cannot be used,
 * is shown on that field), anything else is retried.
 */
export function saveStepFor(responseId: string): SaveFn {
  return async (stepId, answers, version) => {
    try {
      const result = await callApi(portalApplicationsApi.saveAnswers, {
        params: { responseId },
        body: { stepId, answers, version },
      });
      return { kind: 'saved', application: result.data };
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'offline' };
      if (error.code === 'version_conflict') {
        const current = (error.details as { current?: MyApplication } | null)?.current;
        if (current) return { kind: 'conflict', current };
      }
      if (error.status === 401) return { kind: 'signedOut' };
      if (error.status >= 500 || error.status === 429) return { kind: 'offline' };
      if (error.code === 'invalid_file_reference') {
        const field = error.details as RefusedField | null;
        if (field?.stepId && field.reference) return { kind: 'refused', message: error.message, field };
      }
      return { kind: 'refused', message: error.message };
    }
  };
}
