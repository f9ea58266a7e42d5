import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
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
