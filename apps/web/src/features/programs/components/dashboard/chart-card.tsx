import { Card, Group, SegmentedControl, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/**
 * A chart with the same numbers as a table one click away: a chart alone says nothing to a
 * screen reader, so the table is always in the page (hidden visually while the chart shows).
 */
export function ChartCard({
  title,
  chart,
  table,
  testId,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('programs');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as 'chart' | 'table')}
          data={[
            { value: 'chart', label: t('dashboard.asChart') },
            { value: 'table', label: t('dashboard.asTable') },
          ]}
          aria-label={t('dashboard.viewAs', { title })}
        />
      </Group>
      {view === 'chart' ? (
        <>
          <div aria-hidden="true">{chart}</div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      ) : (
        table
      )}
    </Card>
  );
}
