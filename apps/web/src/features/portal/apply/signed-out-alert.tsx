import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loginPathFor } from '../../../lib/session/session-paths';
import { useTranslation } from '../../../lib/use-translation';

/** The session ended under unsent answers: they wait on this device until the person signs in and comes back here. */
export function SignedOutAlert() {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const location = useLocation();
  return (
    <Alert color="orange" title={t('apply.signedOut.title')} role="alert" data-testid="apply-signed-out">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('apply.signedOut.message')}</Text>
        <Button component={Link} to={loginPathFor(locale, location)} data-testid="apply-sign-in-again">
          {t('apply.signedOut.signIn')}
        </Button>
      </Stack>
    </Alert>
  );
}
