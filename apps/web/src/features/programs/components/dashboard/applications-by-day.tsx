import { AreaChart } from '@mantine/charts';
import type { DayCount } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { ChartCard } from './chart-card';
import { CountTable } from './count-table';

/** `YYYY-MM-DD` as a short date in the interface language (the day itself, no zone shift). */
function shortDay(day: string, lang: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Applications started and submitted per day over the period. */
export function ApplicationsByDay({ days, testId }: { days: readonly DayCount[]; testId: string }) {
  const { t, i18n } = useTranslation('programs');
  const data = days.map((entry) => ({ ...entry, label: shortDay(entry.day, i18n.language) }));
  const started = t('dashboard.started');
  const submitted = t('dashboard.submitted');
  return (
    <ChartCard
      title={t('dashboard.byDay')}
      testId={testId}
      chart={
        <AreaChart
          // Hidden from assistive technology (the table says the same): no keyboard stop in it either.
          areaChartProps={{ accessibilityLayer: false }}
          h={260}
          data={data}
          dataKey="label"
          series={[
            { name: 'started', label: started, color: 'blue.5' },
            { name: 'submitted', label: submitted, color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
        />
      }
      table={
        <CountTable
          caption={t('dashboard.byDay')}
          headers={[t('dashboard.day'), started, submitted]}
          rows={data.map((entry) => [entry.label, entry.started, entry.submitted] as const)}
        />
      }
    />
  );
}
