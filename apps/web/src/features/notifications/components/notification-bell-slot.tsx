import { Suspense } from 'react';
import { lazyWhenIdle } from '../../../lib/after-first-paint';
import { loadLateNamespace } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';

// The bell, its list and its texts load once the first screen is drawn, and only for a signed-in user:
// an anonymous visitor's first load carries none of it.
const NotificationBell = lazyWhenIdle(
  () => Promise.all([import('./notification-bell'), loadLateNamespace('notifications')]).then(([module]) => module),
  (module) => module.NotificationBell,
);

/** The header's bell (SPEC §3 `nbNotifications`), for a signed-in user; nothing for the others. */
export function NotificationBellSlot({ variant }: { variant: 'public' | 'admin' }) {
  const { status } = useSession();
  if (status !== 'signed_in') return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell variant={variant} />
    </Suspense>
  );
}
