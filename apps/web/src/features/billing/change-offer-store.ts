import { useSyncExternalStore } from 'react';

/** Client state `changeOffer` (SPEC §3): whether the plan/offer change modal is open. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

export const openChangeOffer = () => set(true);
export const closeChangeOffer = () => set(false);

export function useChangeOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
