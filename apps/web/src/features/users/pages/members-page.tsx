import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { MemberList } from '../components/member-list';

/** `admin/users_v1` and `admin/home/users`: every member of the platform with status and roles. */
export function MembersPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('members.title'));
  return (
    <Stack gap="lg" data-testid="members-page">
      <div>
        <Title order={1} fz="h2">
          {t('members.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('members.description')}
        </Text>
      </div>
      <MemberList scope="members" caption={t('members.title')} />
    </Stack>
  );
}
