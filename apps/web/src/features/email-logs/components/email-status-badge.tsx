import { Badge } from '@mantine/core';
import type { EmailLogStatus } from '@opencall/shared/email-logs';
import { useTranslation } from '../../../lib/use-translation';

const STATUS_COLOURS: Record<EmailLogStatus, string> = {
  queued: 'blue',
  sent: 'teal',
  stored: 'gray',
  failed: 'red',
  bounced: 'orange',
};

/** An e-mail's delivery state, in words and colour. */
export function EmailStatusBadge({ status }: { status: EmailLogStatus }) {
  const { t } = useTranslation('emailLogs');
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} data-testid="email-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
