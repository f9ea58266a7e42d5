import { Select } from '@mantine/core';
import { SESSION_STATUSES, type SessionStatus } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

/** The status filter above a list of sessions; null keeps every status. */
export function SessionStatusSelect({
  value,
  onChange,
}: {
  value: SessionStatus | null;
  onChange: (status: SessionStatus | null) => void;
}) {
  const { t } = useTranslation('evaluations');
  return (
    <Select
      label={t('list.statusFilter')}
      placeholder={t('list.allStatuses')}
      clearable
      data={SESSION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={(status) => onChange(status as SessionStatus | null)}
      maw="14rem"
      data-testid="session-status-filter"
    />
  );
}
