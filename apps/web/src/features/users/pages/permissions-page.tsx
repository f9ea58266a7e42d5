import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/load-failed';
import { apiErrorMessage } from '../../auth/api-error-message';
import { PermissionsMatrix } from '../components/permissions-matrix';
import { useRoles } from '../hooks/use-roles';

/** `admin/permissions`: what each role of the platform may do. */
export function PermissionsPage() {
  const { t } = useTranslation('users');
  const roles = useRoles();
  return (
    <Stack gap="lg" data-testid="permissions-page">
      <div>
        <Title order={1} fz="h2">
          {t('permissions.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('permissions.description')}
        </Text>
      </div>
      {roles.isPending ? (
        <Center py="xl" role="status">
          <Loader role="progressbar" aria-label={t('list.loading')} />
        </Center>
      ) : roles.isError ? (
        <LoadFailed
          title={t('permissions.loadFailed')}
          message={apiErrorMessage(roles.error, t)}
          retryLabel={t('list.retry')}
          onRetry={() => roles.refetch()}
        />
      ) : roles.data.length === 0 ? (
        <Text c="dimmed">{t('permissions.empty')}</Text>
      ) : (
        <PermissionsMatrix roles={roles.data} />
      )}
    </Stack>
  );
}
