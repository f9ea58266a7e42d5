import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationsByCategory, ApplicationsByStatus } from '../components/dashboard/applications-breakdown';
import { ApplicationsByDay } from '../components/dashboard/applications-by-day';
import type { Period } from '../components/dashboard/period-select';
import { StatTiles } from '../components/dashboard/stat-tiles';
import { StatisticsSection } from '../components/dashboard/statistics-section';
import { useProgramStatistics } from '../hooks/use-statistics';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/dashboard`: applications by status, by day and by category. */
export function ProgramDashboardPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const [days, setDays] = useState<Period>(30);
  const query = useProgramStatistics(program.id, days);
  return (
    <StatisticsSection
      title={t('dashboard.title')}
      days={days}
      onDays={setDays}
      query={query}
      testId="program-dashboard"
    >
      {(stats) => {
        const countOf = (status: string) => stats.byStatus.find((entry) => entry.status === status)?.count ?? 0;
        return (
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
        );
      }}
    </StatisticsSection>
  );
}
