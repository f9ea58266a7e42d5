import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { PortalProgramListQuery } from '@opencall/shared/applications';
import { useState } from 'react';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { usePortalPrograms } from '../hooks/use-applicant-data';
import { ProgramCard } from './program-card';
import classes from './program-list.module.css';

type Phase = NonNullable<PortalProgramListQuery['phase']> | 'all';

/**
 * The platform's published programs with search, a status filter and "more". `headingOrder` is the
 * level of each program's title: right below the page's title, or below a section's.
 */
export function ProgramList({ initialPhase = 'open', headingOrder }: { initialPhase?: Phase; headingOrder: 2 | 3 }) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const searchBox = useSearch();
  const search = searchBox.applied;
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const query = usePortalPrograms(platform.id, { search, phase: phase === 'all' ? undefined : phase, lang: locale });
  const programs = query.data?.pages.flatMap((page) => page.data) ?? [];
  const now = new Date();
  return (
    <Stack gap="md" data-testid="program-list">
      <Group align="flex-end" wrap="wrap">
        <SearchInput label={t('list.search')} {...searchBox.input} w="20rem" testId="program-search" />
        {/* Plain radios rather than a segmented control: its sliding indicator measures the page as it
            appears, a forced restyle of the whole page on a phone's first load. */}
        <Radio.Group
          value={phase}
          onChange={(value) => setPhase(value as Phase)}
          label={t('list.phaseLabel')}
          data-testid="program-phase-filter"
        >
          <Group gap="md" mt={6} mih={36}>
            {(['open', 'upcoming', 'closed', 'all'] as const).map((value) => (
              <Radio key={value} value={value} label={t(`list.phase.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <ListStates query={query} loadingLabel={t('list.loading')} failedTitle={t('list.loadFailed')} testId="programs" />
      {query.isSuccess && programs.length === 0 && (
        <Text c="dimmed" data-testid="programs-empty">
          {search ? t('list.noMatch', { search }) : t('list.empty')}
        </Text>
      )}
      <div className={classes.grid}>
        {programs.map((program) => (
          <ProgramCard key={program.id} program={program} locale={locale} now={now} headingOrder={headingOrder} />
        ))}
      </div>
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
