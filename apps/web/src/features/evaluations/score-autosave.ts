import { type JuryNote, juryWorkApi, type ScoreSheet, type ScoreValues } from '@opencall/shared/evaluations';
import { callApi } from '../../lib/api-client';
import { type SaveFn, saveFailure } from '../portal';

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
      return saveFailure<ScoreSheet>(error);
    }
  };
}

/** The one key the notes' draft goes under, and the device's copy of them. */
export const NOTE_STEP = 'note';
export const noteDraftId = (sessionId: string, applicationId: string) => `note:${sessionId}:${applicationId}`;

/** The autosave's link to the API for the juror's private notes (same outcomes as the sheet's). */
export function saveNoteFor(sessionId: string, applicationId: string): SaveFn<JuryNote> {
  return async (_step, draft, version) => {
    try {
      const result = await callApi(juryWorkApi.saveNote, {
        params: { sessionId, applicationId },
        body: { text: String((draft as { text?: unknown }).text ?? ''), version },
      });
      return { kind: 'saved', application: result.data };
    } catch (error) {
      return saveFailure<JuryNote>(error);
    }
  };
}
