import type { MyApplication } from '@opencall/shared/applications';
import { useEffect, useRef, useState } from 'react';
import { keepPageWhileUnsent } from '../../../lib/session/session-store';
import { Autosave, type AutosaveState, readLocalDraft } from './autosave';
import { saveStepFor } from './save-step';

/**
 * One Autosave per application, living as long as the page: answers left on this device by an
 * earlier visit are sent first (or reported as a conflict when the server moved on), a browser
 * coming back online retries at once, and a session ending under unsent answers leaves the page open.
 */
export function useAutosave(application: MyApplication, onSaved: (application: MyApplication) => void) {
  const [state, setState] = useState<AutosaveState>({ status: 'saved', at: null });
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const [autosave] = useState(
    () =>
      new Autosave({
        draftId: application.id,
        version: application.version,
        save: saveStepFor(application.id),
        storage: window.localStorage,
        onState: setState,
        onSaved: (saved) => savedRef.current(saved),
      }),
  );

  useEffect(() => {
    const draft = readLocalDraft(window.localStorage, application.id);
    if (draft && application.editable) autosave.restore(draft);
    const online = () => void autosave.retry();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      autosave.dispose();
    };
  }, [autosave, application.id, application.editable]);

  useEffect(() => keepPageWhileUnsent(() => autosave.hasUnsaved), [autosave]);

  return { autosave, state };
}
