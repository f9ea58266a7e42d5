import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { ProgramBucketList } from '../components/program-bucket-list';
import { ProgramSearch, useProgramSearch } from '../components/program-search';
import { useProgramBucket } from '../hooks/use-program-bucket';
import { programPaths } from '../program-paths';

/** `admin/home/trash/programs`: deleted programs, to restore or delete for good. */
export function ProgramsTrashPage() {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const { search, setSearch, debounced } = useProgramSearch();
  const view = { search: debounced, lang: locale };
  const list = useProgramBucket('deleted', view);
  return (
    <Stack gap="lg" data-testid="programs-trash-page">
      <div>
        <Anchor component={Link} to={programPaths.list(locale)} size="sm">
          {t('trash.back')}
        </Anchor>
        <Title order={1} fz="h2" mt="xs">
          {t('trash.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('trash.description')}
        </Text>
      </div>
      <ProgramSearch value={search} onChange={setSearch} />
      <ProgramBucketList status="deleted" list={list} view={view} />
    </Stack>
  );
}
