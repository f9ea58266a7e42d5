import { Stack, Text, Title } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../lib/session/use-session';
import { PersonalMfaCard } from '../components/personal-mfa-card';
import { PlatformMfaSetting } from '../components/platform-mfa-setting';

/** `admin/home/security` (and `/mfa`): the platform's two-step rule and one's own two-step verification. */
export function SecurityPage() {
  const { t } = useTranslation('users');
  const canManage = useHasPermission(PERMISSIONS.securityManage);
  return (
    <Stack gap="lg" maw="50rem" data-testid="security-page">
      <div>
        <Title order={1} fz="h2">
          {t('security.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('security.description')}
        </Text>
      </div>
      {canManage && <PlatformMfaSetting />}
      <PersonalMfaCard />
    </Stack>
  );
}
