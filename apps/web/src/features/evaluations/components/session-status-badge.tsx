import { Badge } from '@mantine/core';
import type { SessionStatus } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

const COLOURS: Record<SessionStatus, string> = { draft: 'gray', open: 'teal', closed: 'red' };

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('evaluations');
  return (
    <Badge variant="light" color={COLOURS[status]} data-testid="session-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
