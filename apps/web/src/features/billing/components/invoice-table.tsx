import { Button, Group, Table, Text } from '@mantine/core';
import type { InvoiceRecord } from '@opencall/shared/billing';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { showToast } from '../../../ui/toasts';
import { downloadFile } from '../../responses';
import { billingErrorMessage } from '../field-errors';
import { RETRY_INVOICE_PATH } from '../paths';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Whether an invoice may be paid (again) from the list. */
export const isPayable = (invoice: InvoiceRecord) => invoice.status === 'open' || invoice.status === 'failed';

/** The platform's invoices: number, date, state, total with tax, what is still due; the PDF and "pay again". */
export function InvoiceTable({ invoices }: { invoices: InvoiceRecord[] }) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoice: InvoiceRecord) {
    setDownloading(invoice.id);
    try {
      await downloadFile(`/api/billing/invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`);
    } catch (error) {
      showToast({ type: 'error', message: billingErrorMessage(error, t) });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <DataTable
      caption={t('invoices.caption')}
      columns={[
        t('invoices.columns.number'),
        t('invoices.columns.date'),
        t('invoices.columns.status'),
        t('invoices.columns.total'),
        t('invoices.columns.amountDue'),
      ]}
      actionsLabel={t('invoices.columns.actions')}
      striped
      testId="invoice-table"
    >
      {invoices.map((invoice) => (
        <Table.Tr key={invoice.id} data-testid="invoice-row" data-invoice-id={invoice.id}>
          <Table.Td>
            <Text size="sm" fw={600} data-testid="invoice-number">
              {invoice.number}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(invoice.createdAt), locale)}</Table.Td>
          <Table.Td>
            <InvoiceStatusBadge status={invoice.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="invoice-total">
            {formatMoney(invoice.result.totalWithTVA, locale, invoice.currency)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="invoice-amount-due">
            {formatMoney(invoice.status === 'paid' ? 0 : invoice.result.amountDue, locale, invoice.currency)}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => download(invoice)}
                loading={downloading === invoice.id}
                aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                data-testid="invoice-pdf"
              >
                {t('invoices.download')}
              </Button>
              {isPayable(invoice) && (
                <Button
                  component={Link}
                  to={`/${locale}/admin/${RETRY_INVOICE_PATH}?invoiceId=${encodeURIComponent(invoice.id)}`}
                  variant="light"
                  size="compact-sm"
                  aria-label={t('invoices.payAgainLabel', { number: invoice.number })}
                  data-testid="invoice-pay-again"
                >
                  {t('invoices.payAgain')}
                </Button>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
