import { SegmentedControl } from '@mantine/core';
import { formatDuration } from '@opencall/shared/i18n';
import { useTranslation } from '../../../../lib/use-translation';

export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

/** How many days the charts cover. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange: (days: Period) => void }) {
  const { t, i18n } = useTranslation('programs');
  return (
    <SegmentedControl
      value={String(value)}
      onChange={(next) => onChange(Number(next) as Period)}
      data={PERIODS.map((days) => ({ value: String(days), label: formatDuration(days, 'days', i18n.language) }))}
      aria-label={t('dashboard.period')}
      data-testid="dashboard-period"
    />
  );
}
