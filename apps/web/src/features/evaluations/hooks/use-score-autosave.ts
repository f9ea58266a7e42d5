import type { ScoreSheet } from '@opencall/shared/evaluations';
import { useEffect, useRef, useState } from 'react';
import { keepPageWhileUnsent } from '../../../lib/session/session-store';
import { Autosave, type AutosaveState, readLocalDraft } from '../../portal';
import { SHEET_STEP, type SheetDraft, saveDraftSheetFor, sheetDraftId } from '../score-autosave';

/**
 * The juror's draft sheet, saved as the applicant's answers are: kept on the device at each change,
 * sent after a pause, retried when the network comes back, restored after a reload or a closed tab.
 * A final sheet is not autosaved (a change then needs a reason, sent by hand).
 */
export function useScoreAutosave(
  sessionId: string,
  applicationId: string,
  sheet: ScoreSheet,
  onSaved: (sheet: ScoreSheet) => void,
) {
  const [state, setState] = useState<AutosaveState<ScoreSheet>>({ status: 'saved', at: null });
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const draftId = sheetDraftId(sessionId, applicationId);
  const [autosave] = useState(
    () =>
      new Autosave<ScoreSheet>({
        draftId,
        version: sheet.version,
        save: saveDraftSheetFor(sessionId, applicationId),
        storage: window.localStorage,
        onState: setState,
        onSaved: (saved) => savedRef.current(saved),
        debounceMs: 600,
      }),
  );
  const editable = sheet.status !== 'final';

  useEffect(() => {
    const draft = readLocalDraft(window.localStorage, draftId);
    if (draft && editable) autosave.restore(draft);
    const online = () => void autosave.retry();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      autosave.dispose();
    };
  }, [autosave, draftId, editable]);

  useEffect(() => keepPageWhileUnsent(() => autosave.hasUnsaved), [autosave]);

  return {
    autosave,
    state,
    change: (draft: SheetDraft) => autosave.change(SHEET_STEP, draft as unknown as Record<string, unknown>),
  };
}

/** The sheet as this device last had it: values not yet sent replace the server's. */
export function withLocalSheet(sessionId: string, applicationId: string, sheet: ScoreSheet): SheetDraft {
  const draft =
    sheet.status === 'final' ? null : readLocalDraft(window.localStorage, sheetDraftId(sessionId, applicationId));
  const local = draft?.steps[SHEET_STEP] as SheetDraft | undefined;
  return local
    ? { values: local.values ?? {}, comment: local.comment ?? '' }
    : { values: sheet.values, comment: sheet.comment };
}
