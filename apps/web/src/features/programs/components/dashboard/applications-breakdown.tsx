import { BarChart, type BarChartProps } from '@mantine/charts';
import type { ProgramStatistics } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { ChartCard } from './chart-card';
import { CountTable } from './count-table';

type Count = { label: string; count: number };

/** Applications per label, one bar each, and the same counts as a table under the chart. */
function ApplicationCounts({
  title,
  header,
  data,
  color,
  testId,
  ...bars
}: Omit<BarChartProps, 'data' | 'dataKey' | 'series'> & {
  title: string;
  /** The heading of the table's label column. */
  header: string;
  data: Count[];
  color: string;
  testId: string;
}) {
  const { t } = useTranslation('programs');
  return (
    <ChartCard
      title={title}
      testId={testId}
      chart={
        <BarChart
          {...bars}
          data={data}
          dataKey="label"
          // Hidden from assistive technology (the table says the same): no keyboard stop in it either.
          barChartProps={{ accessibilityLayer: false }}
          series={[{ name: 'count', label: t('dashboard.applications'), color }]}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[header, t('dashboard.applications')]}
          rows={data.map((entry) => [entry.label, entry.count] as const)}
        />
      }
    />
  );
}

/** Applications per status, one bar each. */
export function ApplicationsByStatus({ byStatus }: { byStatus: ProgramStatistics['byStatus'] }) {
  const { t } = useTranslation('programs');
  return (
    <ApplicationCounts
      title={t('dashboard.byStatus')}
      header={t('dashboard.statusHeader')}
      data={byStatus.map((entry) => ({ label: t(`dashboard.status.${entry.status}`), count: entry.count }))}
      color="blue.6"
      testId="dashboard-by-status"
      h={220}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}

/** Applications per category, in the program's category order. */
export function ApplicationsByCategory({ byCategory }: { byCategory: ProgramStatistics['byCategory'] }) {
  const { t } = useTranslation('programs');
  const data = byCategory.map((entry) => ({
    label: entry.id === null ? t('dashboard.noCategory') : entry.title || t('sections.category.untitled'),
    count: entry.count,
  }));
  return (
    <ApplicationCounts
      title={t('dashboard.byCategory')}
      header={t('dashboard.categoryHeader')}
      data={data}
      color="indigo.6"
      testId="dashboard-by-category"
      h={Math.max(160, data.length * 36)}
      orientation="vertical"
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 140 }}
    />
  );
}
