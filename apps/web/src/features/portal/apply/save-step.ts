import { type MyApplication, portalApplicationsApi } from '@opencall/shared/applications';
import { callApi } from '../../../lib/api-client';
import { type RefusedField, type SaveFn, saveFailure } from './autosave';

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
      return saveFailure<MyApplication>(error, (failure) => {
        // A refusal naming a field (a file that cannot be used) is shown on that field.
        const field = failure.details as RefusedField | null;
        return failure.code === 'invalid_file_reference' && field?.stepId && field.reference ? field : undefined;
      });
    }
  };
}
