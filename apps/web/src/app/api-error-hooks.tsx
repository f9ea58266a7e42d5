import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { i18n as I18n } from 'i18next';
import { configureApiClient, request } from '../lib/api-client';

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
        modals.open({
          modalId: `api-error-${code}`,
          title: i18n.t(`errors:dialogs.${code}.title`),
          children: <Text>{i18n.t(`errors:dialogs.${code}.message`)}</Text>,
          centered: true,
        });
      },
      async onSessionExpired() {
        // SPEC §4 logout: the call may fail (the session is already gone); that is ignored.
        await request('POST', '/api/auth/logout').catch(() => undefined);
        configureApiClient({ accessToken: null });
        const isAdminArea = window.location.pathname.startsWith(`${localePrefix()}/admin`);
        navigate(`${localePrefix()}${isAdminArea ? '/admin/login' : '/login'}`);
      },
    },
  });
}
