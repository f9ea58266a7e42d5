import { createContext, type ReactNode, useContext } from 'react';

/**
 * SPEC §4 "Delete action is disabled on a standby plan": the app knows the subscription (lib/billing),
 * the confirmation of a deletion (ui/confirm-modal) only that deleting is locked here.
 */
const DeleteLock = createContext(false);

export function DeleteLockProvider({ locked, children }: { locked: boolean; children: ReactNode }) {
  return <DeleteLock value={locked}>{children}</DeleteLock>;
}

export function useDeleteLocked(): boolean {
  return useContext(DeleteLock);
}
