import { BarChart } from '@mantine/charts';
import type { ProgramStatistics } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { ChartCard } from './chart-card';
import { CountTable } from './count-table';

/** Applications per status, one bar each. */
export function ApplicationsByStatus({ byStatus }: { byStatus: ProgramStatistics['byStatus'] }) {
  const { t } = useTranslation('programs');
  const data = byStatus.map((entry) => ({
    label: t(`dashboard.status.${entry.status}`),
    count: entry.count,
  }));
  const title = t('dashboard.byStatus');
  return (
    <ChartCard
      title={title}
      testId="dashboard-by-status"
      chart={
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          // Hidden from assistive technology (the table says the same): no keyboard stop in it either.
          barChartProps={{ accessibilityLayer: false }}
          series={[{ name: 'count', label: t('dashboard.applications'), color: 'blue.6' }]}
          yAxisProps={{ allowDecimals: false }}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[t('dashboard.statusHeader'), t('dashboard.applications')]}
          rows={data.map((entry) => [entry.label, entry.count] as const)}
        />
      }
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
  const title = t('dashboard.byCategory');
  return (
    <ChartCard
      title={title}
      testId="dashboard-by-category"
      chart={
        <BarChart
          h={Math.max(160, data.length * 36)}
          data={data}
          dataKey="label"
          // Hidden from assistive technology (the table says the same): no keyboard stop in it either.
          barChartProps={{ accessibilityLayer: false }}
          orientation="vertical"
          series={[{ name: 'count', label: t('dashboard.applications'), color: 'indigo.6' }]}
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 140 }}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[t('dashboard.categoryHeader'), t('dashboard.applications')]}
          rows={data.map((entry) => [entry.label, entry.count] as const)}
        />
      }
    />
  );
}
