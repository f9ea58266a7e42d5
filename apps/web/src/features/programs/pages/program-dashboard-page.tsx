import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationsByCategory, ApplicationsByStatus } from '../components/dashboard/applications-breakdown';
import { ApplicationsByDay } from '../components/dashboard/applications-by-day';
import { type Period, PeriodSelect } from '../components/dashboard/period-select';
import { StatTiles } from '../components/dashboard/stat-tiles';
import { ListError, ListLoading } from '../components/list-states';
import { useCurrentProgram } from '../components/program-shell';
import { useProgramStatistics } from '../hooks/use-statistics';

/** `admin/programs/{programSlug}/dashboard`: applications by status, by day and by category. */
export function ProgramDashboardPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const [days, setDays] = useState<Period>(30);
  const query = useProgramStatistics(program.id, days);
  const stats = query.data;
  const countOf = (status: string) => stats?.byStatus.find((entry) => entry.status === status)?.count ?? 0;

  return (
    <Stack gap="lg" data-testid="program-dashboard">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('dashboard.title')}
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
              { key: 'total', label: t('dashboard.total'), value: stats.total },
              { key: 'draft', label: t('dashboard.status.draft'), value: countOf('draft') },
              { key: 'submitted', label: t('dashboard.status.submitted'), value: countOf('submitted') },
              {
                key: 'decided',
                label: t('dashboard.decided'),
                value: countOf('accepted') + countOf('rejected'),
              },
            ]}
          />
          {stats.total === 0 && (
            <Text c="dimmed" data-testid="dashboard-empty">
              {t('dashboard.empty')}
            </Text>
          )}
          <ApplicationsByDay days={stats.byDay} testId="dashboard-by-day" />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ApplicationsByStatus byStatus={stats.byStatus} />
            <ApplicationsByCategory byCategory={stats.byCategory} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('dashboard.zone', { zone: stats.timezone })}
          </Text>
        </>
      )}
    </Stack>
  );
}
