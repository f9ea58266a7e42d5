import { Button } from '@mantine/core';
import type { Area } from '@opencall/shared/auth';
import { useTranslation } from '../../../lib/use-translation';
import { useAuthProviders } from '../hooks/use-auth-providers';
import { useBackTo } from '../hooks/use-back-to';

/** A full-page move to the server, which redirects to Google with state, nonce and PKCE. */
export function GoogleSignInButton({ area }: { area: Area }) {
  const { t } = useTranslation('auth');
  const backTo = useBackTo();
  const { data: providers } = useAuthProviders();
  if (!providers?.google) return null;
  const query = new URLSearchParams({ area, ...(backTo && { backTo }) });
  return (
    <Button
      component="a"
      href={`/api/auth/google/start?${query}`}
      variant="default"
      fullWidth
      data-testid="google-sign-in"
    >
      {t('google.signIn')}
    </Button>
  );
}
