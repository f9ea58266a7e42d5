import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProgramList } from '../components/program-list';

/** `/{locale}/programs`: every published program of the platform. */
export function ProgramsPage() {
  const { t } = useTranslation('portal');
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('list.title')}
      </Title>
      <ProgramList initialPhase="all" />
    </Stack>
  );
}
