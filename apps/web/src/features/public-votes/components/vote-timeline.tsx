import { BarChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The last two hours of minutes with votes. */
const SHOWN_MINUTES = 120;

/**
 * Live votes per minute, every entry together: a burst stands out at a glance. The same numbers
 * sit in a table a screen reader reads (a chart alone says nothing to it).
 */
export function VoteTimeline({ timeline }: { timeline: { minute: string; votes: number }[] }) {
  const { t } = useTranslation('votes');
  const shown = timeline.slice(-SHOWN_MINUTES).map((row) => ({ ...row, label: row.minute.slice(11, 16) }));
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('integrity.none')}
      </Text>
    );
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={160}
          data={shown}
          dataKey="label"
          series={[{ name: 'votes', label: t('ranking.votes'), color: 'blue.6' }]}
          withTooltip
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('integrity.timeline')}</Table.Caption>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.minute}>
                <Table.Td>{row.minute}</Table.Td>
                <Table.Td>{row.votes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
