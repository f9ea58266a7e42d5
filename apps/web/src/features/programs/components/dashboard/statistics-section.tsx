import { Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ListStates } from '../../../../ui/list-states';
import { type Period, PeriodSelect } from './period-select';

/** A titled block of numbers over a chosen period: the period switch, then loading, error or the content. */
export function StatisticsSection<T>({
  title,
  days,
  onDays,
  query,
  testId,
  children,
}: {
  title: string;
  days: Period;
  onDays: (days: Period) => void;
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('programs');
  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <PeriodSelect value={days} onChange={onDays} />
      </Group>
      <ListStates
        query={query}
        loadingLabel={t('dashboard.loading')}
        failedTitle={t('dashboard.loadFailed')}
        testId="dashboard"
      />
      {query.data !== undefined && children(query.data)}
    </Stack>
  );
}
