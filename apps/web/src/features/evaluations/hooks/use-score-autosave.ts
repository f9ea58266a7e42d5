import type { JuryNote, ScoreSheet } from '@opencall/shared/evaluations';
import { useEffect, useRef, useState } from 'react';
import { keepPageWhileUnsent } from '../../../lib/session/session-store';
import { Autosave, type AutosaveState, readLocalDraft, type Saved, type SaveFn } from '../../portal';
import {
  NOTE_STEP,
  noteDraftId,
  SHEET_STEP,
  type SheetDraft,
  saveDraftSheetFor,
  saveNoteFor,
  sheetDraftId,
} from '../score-autosave';

/**
 * A juror's document saved as the applicant's answers are: kept on the device at each change, sent
 * after a pause, retried when the network comes back, restored after a reload or a closed tab.
 */
function useAutosavedDocument<D extends Saved>(options: {
  draftId: string;
  version: number;
  save: SaveFn<D>;
  /** A document that may no longer change is not restored from the device. */
  editable: boolean;
  onSaved: (saved: D) => void;
}) {
  const { draftId, editable } = options;
  const [state, setState] = useState<AutosaveState<D>>({ status: 'saved', at: null });
  const savedRef = useRef(options.onSaved);
  savedRef.current = options.onSaved;
  const [autosave] = useState(
    () =>
      new Autosave<D>({
        draftId,
        version: options.version,
        save: options.save,
        storage: window.localStorage,
        onState: setState,
        onSaved: (saved) => savedRef.current(saved),
        debounceMs: 600,
      }),
  );

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
  return { autosave, state };
}

/** The juror's draft sheet, autosaved; a final sheet is not (a change then needs a reason, sent by hand). */
export function useScoreAutosave(
  sessionId: string,
  applicationId: string,
  sheet: ScoreSheet,
  onSaved: (sheet: ScoreSheet) => void,
) {
  const { autosave, state } = useAutosavedDocument<ScoreSheet>({
    draftId: sheetDraftId(sessionId, applicationId),
    version: sheet.version,
    save: saveDraftSheetFor(sessionId, applicationId),
    editable: sheet.status !== 'final',
    onSaved,
  });
  return {
    autosave,
    state,
    change: (draft: SheetDraft) => autosave.change(SHEET_STEP, draft as unknown as Record<string, unknown>),
  };
}

/** The juror's private notes, autosaved as the sheet is. */
export function useNoteAutosave(
  sessionId: string,
  applicationId: string,
  note: JuryNote,
  onSaved: (note: JuryNote) => void,
) {
  const { autosave, state } = useAutosavedDocument<JuryNote>({
    draftId: noteDraftId(sessionId, applicationId),
    version: note.version,
    save: saveNoteFor(sessionId, applicationId),
    editable: true,
    onSaved,
  });
  return { autosave, state, change: (text: string) => autosave.change(NOTE_STEP, { text }) };
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

/** The notes as this device last had them. */
export function withLocalNote(sessionId: string, applicationId: string, note: JuryNote): string {
  const draft = readLocalDraft(window.localStorage, noteDraftId(sessionId, applicationId));
  const local = draft?.steps[NOTE_STEP] as { text?: string } | undefined;
  return local?.text ?? note.text;
}
