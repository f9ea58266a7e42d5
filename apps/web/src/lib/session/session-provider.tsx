import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { showToast } from '../../ui/toasts';
import { connectRealtime, type RealtimeConnection } from '../realtime';
import { setRealtimeConnection } from '../realtime-events';
import { useTranslation } from '../use-translation';
import { SessionContext } from './session-context';
import { getSession, restoreSession, subscribeSession } from './session-store';

/** Restores the session on boot and shares it; cached answers of one user never outlive their session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const previousUserId = useRef<string | null>(null);

  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let isActive = true;
    void restoreSession().then((outcome) => {
      // SPEC §5: no profile after a working token → 'Authentification failed', and the visitor stays anonymous.
      if (isActive && outcome === 'auth_failed') {
        showToast({ type: 'error', message: translate.current('session.authFailed') });
      }
    });
    return () => {
      isActive = false;
    };
  }, []);

  useEffect(() => {
    // A page kept open after its session ended still reads its queries: the cache goes once it is left.
    if (session.isPageKept) return;
    const userId = session.user?.id ?? null;
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [session.user?.id, session.isPageKept, queryClient]);

  // SPEC §7: the realtime socket is open only while someone is signed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signing in needs a new socket
  useEffect(() => {
    if (session.status !== 'signed_in') return;
    let connection: RealtimeConnection | undefined;
    let isActive = true;
    void connectRealtime()
      .then((opened) => {
        if (isActive) {
          connection = opened;
          setRealtimeConnection(opened);
        } else opened.close();
      })
      .catch((error: unknown) => console.error('Realtime connection failed', error));
    return () => {
      isActive = false;
      if (connection) setRealtimeConnection(null);
      connection?.close();
    };
  }, [session.status, session.user?.id]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
