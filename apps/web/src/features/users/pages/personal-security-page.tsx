import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { PersonalMfaCard } from '../components/personal-mfa-card';

/** `admin/home/settings/security`: one's own two-step verification. */
export function PersonalSecurityPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('security.personalPageTitle'));
  return (
    <Stack gap="lg" maw="50rem" data-testid="personal-security-page">
      <div>
        <Title order={1} fz="h2">
          {t('security.personalPageTitle')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('security.personalPageDescription')}
        </Text>
      </div>
      <PersonalMfaCard />
    </Stack>
  );
}
