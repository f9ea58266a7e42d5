import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { markModalsReady } from '../lib/modals-ready';

// Toasts', dialogs' and the navigation bar's layers, loaded after the first paint (see providers.tsx).
// Each is driven by its store (`notifications.show`, `modals.open`, `nprogress.start`), which sits in
// the first load, and draws what the store holds when it arrives. Named imports: a dynamic import of a
// package index would keep all of it.

/** Dialogs asked for before the dialogs' provider listened open now (lib/modals-ready.ts). */
function ModalsReady() {
  // Mantine's provider sets its listeners in its own effects, which run before this one (an earlier sibling).
  useEffect(() => markModalsReady(), []);
  return null;
}

export function FeedbackLayers({ progressLabel }: { progressLabel: string }) {
  return (
    <>
      {/* Its bar has the progressbar role, which needs a name. */}
      <NavigationProgress aria-label={progressLabel} />
      <Notifications position="bottom-center" />
      <ModalsProvider />
      <ModalsReady />
    </>
  );
}
