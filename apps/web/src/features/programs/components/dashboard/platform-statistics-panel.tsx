import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformStatistics } from '../../hooks/use-statistics';
import { ListError, ListLoading } from '../list-states';
import { ApplicationsByDay } from './applications-by-day';
import { type Period, PeriodSelect } from './period-select';
import { StatTiles } from './stat-tiles';

/** `admin/home/dashboard` for program administrators: the platform's counts and applications over time. */
export function PlatformStatisticsPanel() {
  const { t } = useTranslation('programs');
  const [days, setDays] = useState<Period>(30);
  const query = usePlatformStatistics(days, true);
  const stats = query.data;
  return (
    <Stack gap="md" data-testid="platform-statistics">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('dashboard.platformTitle')}
        </Title>
        <PeriodSelect value={days} onChange={setDays} />
      </Group>
      {query.isPending && <ListLoading label={t('dashboard.loading')} testId="dashboard-loading" />}
      {query.isError && (
        <ListError
          title={t('dashboard.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="dashboard-error"
        />
      )}
      {stats && (
        <>
          <StatTiles
            tiles={[
              { key: 'active-programs', label: t('dashboard.activePrograms'), value: stats.programs.active },
              { key: 'published-programs', label: t('dashboard.publishedPrograms'), value: stats.programs.published },
              { key: 'applications', label: t('dashboard.applications'), value: stats.applications.total },
              { key: 'members', label: t('dashboard.members'), value: stats.members },
            ]}
          />
          <ApplicationsByDay days={stats.byDay} testId="platform-by-day" />
        </>
      )}
    </Stack>
  );
}
