import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { AccountSettings } from '../components/account-settings';

/** `admin/profile`: one's own account settings, from the back office's user menu. */
export function AdminProfilePage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('profile.title'));
  return (
    <Stack gap="lg" data-testid="admin-profile-page">
      <Title order={1} fz="h2">
        {t('profile.title')}
      </Title>
      <AccountSettings />
    </Stack>
  );
}
