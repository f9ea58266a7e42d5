import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@opencall/shared/billing';
import { useTranslation } from '../../../lib/use-translation';

const STATUS_COLOURS: Record<InvoiceStatus, string> = { open: 'blue', paid: 'teal', failed: 'red', void: 'gray' };

/** An invoice's state, in words and colour. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} data-testid="invoice-status" data-status={status}>
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
