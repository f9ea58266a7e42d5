import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentLocale } from '../domain-info-context';
import { clearSession, endSessionOnServer } from './session-store';

/** SPEC §4 logout: post to the logout endpoint (failure ignored), forget the session, go home (or `to`). */
export function useSignOut(): (to?: string) => Promise<void> {
  const navigate = useNavigate();
  const locale = useCurrentLocale();
  return useCallback(
    async (to?: string) => {
      const target = to ?? `/${locale}`;
      await endSessionOnServer();
      clearSession(target);
      await navigate(target, { replace: true });
    },
    [navigate, locale],
  );
}
