import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { AccountNotConfirmedDialog } from '../features/auth/components/resend-confirmation';
import { configureApiClient } from '../lib/api-client';
import { whenModalsReady } from '../lib/modals-ready';
import { loginPathFor } from '../lib/session/session-paths';
import { clearSession, endSessionOnServer, getSession, hasUnsentWork } from '../lib/session/session-store';
import type { I18n } from '../lib/translator';

// SPEC §8: these 403 codes open a dialog; the caller still receives the error.
const DIALOG_CODES = ['account_not_confirmed', 'missing_permissions', 'account_access_revoked', 'platform_in_standby'];

/** Plugs the SPEC §8 reactions into the API client: dialogs, the suspended page, the end of a session. */
export function installApiErrorHooks(i18n: I18n, navigate: (to: string) => void): void {
  const localePrefix = () => `/${i18n.language}`;
  configureApiClient({
    hooks: {
      onForbidden(code) {
        if (code === 'platform_suspended') {
          navigate(`${localePrefix()}/admin/suspended-landing-page`);
          return;
        }
        if (!DIALOG_CODES.includes(code)) return;
        whenModalsReady(() =>
          modals.open({
            modalId: `api-error-${code}`,
            title: i18n.t(`errors:dialogs.${code}.title`),
            children:
              code === 'account_not_confirmed' ? (
                <AccountNotConfirmedDialog />
              ) : (
                <Text>{i18n.t(`errors:dialogs.${code}.message`)}</Text>
              ),
            centered: true,
          }),
        );
      },
      async onSessionExpired() {
        // Without a session there is nothing to end: a 401 of a sign-in step (expired code token) goes to its form.
        if (getSession().status !== 'signed_in') return;
        // SPEC §8: the login page of the area, with the page to come back to after signing in again.
        const target = loginPathFor(i18n.language, window.location);
        // Answers not yet sent wait on the device: that page stays, says why and offers the sign-in itself.
        const isPageKept = hasUnsentWork();
        // SPEC §4 logout: the call may fail (the session is already gone); that is ignored.
        await endSessionOnServer();
        clearSession(null, isPageKept);
        if (!isPageKept) navigate(target);
      },
    },
  });
}
