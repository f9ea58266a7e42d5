import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { usePlatformStatistics } from '../../hooks/use-statistics';
import { ApplicationsByDay } from './applications-by-day';
import type { Period } from './period-select';
import { StatTiles } from './stat-tiles';
import { StatisticsSection } from './statistics-section';

/** `admin/home/dashboard` for program administrators: the platform's counts and applications over time. */
export function PlatformStatisticsPanel() {
  const { t } = useTranslation('programs');
  const [days, setDays] = useState<Period>(30);
  const query = usePlatformStatistics(days, true);
  return (
    <StatisticsSection
      title={t('dashboard.platformTitle')}
      days={days}
      onDays={setDays}
      query={query}
      testId="platform-statistics"
    >
      {(stats) => (
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
    </StatisticsSection>
  );
}
