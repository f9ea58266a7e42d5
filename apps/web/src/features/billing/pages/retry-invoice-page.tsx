import { Alert, Button, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatMoney } from '../../../lib/money';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { isPayable } from '../components/invoice-table';
import { billingErrorMessage } from '../field-errors';
import { useInvoices, useRetryInvoice } from '../hooks/use-billing';
import { CHECKING_PATH, INVOICES_PATH } from '../paths';

/** `admin/billing/retry-invoice?invoiceId=…`: one open or failed invoice, paid again on request. */
export function RetryInvoicePage() {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  useDocumentTitle(t('retry.title'));
  const [search] = useSearchParams();
  const invoiceId = search.get('invoiceId');
  const invoices = useInvoices();
  const retry = useRetryInvoice();
  const [error, setError] = useState<string | null>(null);
  const invoice = invoices.data?.find((candidate) => candidate.id === invoiceId);
  const invoicesUrl = `/${locale}/admin/${INVOICES_PATH}`;

  async function pay() {
    if (!invoice) return;
    setError(null);
    try {
      const outcome = await retry.mutateAsync(invoice.id);
      if (outcome.payment === 'failed') {
        setError(t('apiErrors.payment_failed'));
      } else if (outcome.payment === 'requires_action') {
        navigate(`/${locale}/admin/${CHECKING_PATH}`);
      } else {
        showToast({
          type: 'success',
          message:
            outcome.payment === 'open'
              ? t('retry.awaitingTransfer', { number: invoice.number })
              : t('retry.paid', { number: invoice.number }),
        });
        navigate(invoicesUrl);
      }
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    }
  }

  return (
    <PageSection
      title={t('retry.title')}
      back={{ to: invoicesUrl, label: t('invoices.title') }}
      maw="40rem"
      testId="retry-invoice-page"
    >
      <ListStates
        query={invoices}
        loadingLabel={t('invoices.loading')}
        failedTitle={t('invoices.loadFailed')}
        testId="retry"
      />
      {invoices.data && !invoice && (
        <EmptyState title={t('retry.notFound')} description={t('retry.notFoundHint')} data-testid="retry-not-found" />
      )}
      {invoice && (
        <Card withBorder padding="lg" data-testid="retry-invoice">
          <Stack>
            <Group justify="space-between">
              <Text fw={700}>{t('retry.invoice', { number: invoice.number })}</Text>
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            <Text size="sm">{t('retry.issued', { date: formatDateTime(new Date(invoice.createdAt), locale) })}</Text>
            <Text size="sm">
              {t('invoices.columns.total')} : {formatMoney(invoice.result.totalWithTVA, locale, invoice.currency)}
            </Text>
            <Text size="sm" fw={600} data-testid="retry-amount-due">
              {t('invoices.columns.amountDue')} : {formatMoney(invoice.result.amountDue, locale, invoice.currency)}
            </Text>
            {invoice.failureReason && (
              <Text size="sm" c="red.8">
                {t('checking.reason', { reason: invoice.failureReason })}
              </Text>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert" data-testid="retry-error">
                {error}
              </Alert>
            )}
            {isPayable(invoice) ? (
              <Group justify="space-between">
                <Button component={Link} to={invoicesUrl} variant="default">
                  {t('flow.cancel')}
                </Button>
                <Button onClick={pay} loading={retry.isPending} data-testid="retry-pay">
                  {t('retry.pay')}
                </Button>
              </Group>
            ) : (
              <Alert color="blue" variant="light" data-testid="retry-not-payable">
                {t('retry.notPayable')}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
    </PageSection>
  );
}
