import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { usePlatformSecurity } from '../hooks/use-platform-security';
import { useUpdatePlatformSecurity } from '../hooks/use-update-platform-security';

/** The platform rule: every administrator must use two-step verification. */
export function PlatformMfaSetting() {
  const { t } = useTranslation('users');
  const security = usePlatformSecurity();
  const update = useUpdatePlatformSecurity();

  const handleChange = (isRequired: boolean) => {
    update.mutate(isRequired, {
      onSuccess: () =>
        showToast({ type: 'success', message: isRequired ? t('security.requiredOn') : t('security.requiredOff') }),
      onError: (error) =>
        showToast({ type: 'error', title: t('security.saveFailed'), message: apiErrorMessage(error, t) }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="platform-mfa-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="platform-mfa-title">
          {t('security.platformTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.platformDescription')}
        </Text>
        {security.isPending ? (
          <Loader size="sm" role="progressbar" aria-label={t('list.loading')} />
        ) : security.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(security.error, t)}
          </Alert>
        ) : (
          <Switch
            checked={security.data.mfaRequiredForAdmins}
            onChange={(event) => handleChange(event.currentTarget.checked)}
            disabled={update.isPending}
            label={t('security.requireLabel')}
            description={t('security.requireDescription')}
            data-testid="require-admin-mfa"
          />
        )}
      </Stack>
    </Card>
  );
}
