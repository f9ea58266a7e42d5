import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ProgramList } from '../components/program-list';

/** `/{locale}/programs`: every published program of the platform. */
export function ProgramsPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('list.title'));
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('list.title')}
      </Title>
      <ProgramList initialPhase="all" headingOrder={2} />
    </Stack>
  );
}
