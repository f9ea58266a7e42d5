import { useState } from 'react';

/**
 * A modal form's save: `saving` while it runs; the modal closes when it resolves, and stays open
 * (the failure handed to `onError`) when it rejects. `close` does nothing while saving.
 */
export function useModalSave(onClose: () => void) {
  const [saving, setSaving] = useState(false);
  async function save(action: () => Promise<unknown>, onError?: (error: unknown) => void) {
    setSaving(true);
    try {
      await action();
      onClose();
    } catch (error) {
      onError?.(error);
    } finally {
      setSaving(false);
    }
  }
  return { saving, save, close: () => !saving && onClose() };
}
