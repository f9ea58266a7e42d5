import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../ui/toasts';
import { useCurrentLocale } from '../domain-info-context';
import { useTranslation } from '../use-translation';
import { startInactivityTimer } from './inactivity-timer';
import { loginPathFor } from './session-paths';
import { clearSession, endSessionOnServer } from './session-store';
import { useSession } from './use-session';

/** SPEC §9: after 15 minutes without activity the session ends and the login page opens. */
export function InactivitySignOut() {
  const { t } = useTranslation('auth');
  const { status } = useSession();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const latest = useRef({ t, locale, navigate });
  latest.current = { t, locale, navigate };

  useEffect(() => {
    if (status !== 'signed_in') return;
    return startInactivityTimer(() => {
      const { t: translate, locale: current, navigate: go } = latest.current;
      const target = loginPathFor(current, window.location);
      void endSessionOnServer().then(() => {
        clearSession();
        void go(target, { replace: true });
        showToast({ type: 'warning', message: translate('session.signedOutForInactivity') });
      });
    });
  }, [status]);

  return null;
}
