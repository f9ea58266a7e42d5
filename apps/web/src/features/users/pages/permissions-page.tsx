import { Center, Loader, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { LoadFailed } from '../../../ui/load-failed';
import { PageSection } from '../../../ui/page-section';
import { PermissionsMatrix } from '../components/permissions-matrix';
import { useRoles } from '../hooks/use-roles';

/** `admin/permissions`: what each role of the platform may do. */
export function PermissionsPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('permissions.title'));
  const roles = useRoles();
  return (
    <PageSection title={t('permissions.title')} description={t('permissions.description')} testId="permissions-page">
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
    </PageSection>
  );
}
