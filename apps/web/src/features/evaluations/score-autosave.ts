import { juryWorkApi, type ScoreSheet, type ScoreValues } from '@opencall/shared/evaluations';
import { callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { SaveFn } from '../portal';

/** What the autosave keeps of a sheet on the device and sends: the values and the comment. */
export interface SheetDraft {
  values: ScoreValues;
  comment: string;
}

/** The one key a sheet's draft goes under in the autosave (it has no steps). */
export const SHEET_STEP = 'sheet';

/** The device's copy of a juror's sheet, apart from any application's own draft. */
export const sheetDraftId = (sessionId: string, applicationId: string) => `score:${sessionId}:${applicationId}`;

/**
 * The autosave's link to the API for a draft sheet: a stale version is a conflict, a 401 waits
 * for a sign-in, a refusal (the session closed, a value out of range) is final, anything else is retried.
 */
export function saveDraftSheetFor(sessionId: string, applicationId: string): SaveFn<ScoreSheet> {
  return async (_step, draft, version) => {
    const { values, comment } = draft as unknown as SheetDraft;
    try {
      const result = await callApi(juryWorkApi.save, {
        params: { sessionId, applicationId },
        body: { values, comment, final: false, version },
      });
      return { kind: 'saved', application: result.data };
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'offline' };
      if (error.code === 'version_conflict') {
        const current = (error.details as { current?: ScoreSheet } | null)?.current;
        if (current) return { kind: 'conflict', current };
      }
      if (error.status === 401) return { kind: 'signedOut' };
      if (error.status >= 500 || error.status === 429) return { kind: 'offline' };
      return { kind: 'refused', message: error.message };
    }
  };
}
