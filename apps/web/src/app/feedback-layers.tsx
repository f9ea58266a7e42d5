import { ModalsProvider as MantineModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { markModalsReady } from '../lib/modals-ready';

// Toasts' and dialogs' layers, loaded after the first paint (see providers.tsx). Named imports: a
// dynamic import of a package index would keep all of it, and the index sits in the first load
// already (`notifications.show`, `modals.open`).
export { Notifications } from '@mantine/notifications';

/** Mantine's dialogs' provider; dialogs asked for before it listened open now (lib/modals-ready.ts). */
export function ModalsProvider() {
  // The provider's own listeners are set in its effects, which run before this one.
  useEffect(() => markModalsReady(), []);
  return <MantineModalsProvider />;
}
