import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { isSuspendedStatus } from '@opencall/shared/billing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSubscription } from '../../../lib/billing/use-subscription';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ListError } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { useInvoices } from '../hooks/use-billing';
import { INVOICES_PATH } from '../paths';

/** How often the subscription is read again, and for how long, while the payment is being confirmed. */
const POLL_EVERY_MS = 2_000;
const POLL_FOR_MS = 120_000;

/**
 * `home/settings/checking`: after a payment that needed the customer's confirmation, waits for the
 * subscription to turn active (or says what failed), then leads to the dashboard.
 */
export function CheckingPage() {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  useDocumentTitle(t('checking.title'));
  const subscription = useSubscription();
  const [timedOut, setTimedOut] = useState(false);
  const status = subscription.data?.status;
  const active = status === 'active';
  const failed = status !== undefined && (status === 'canceled' || isSuspendedStatus(status));
  const settled = active || failed || timedOut;
  const invoices = useInvoices();
  const lastFailure = invoices.data?.find((invoice) => invoice.status === 'failed')?.failureReason ?? null;

  const { refetch } = subscription;
  useEffect(() => {
    if (settled) return;
    const poll = setInterval(() => void refetch(), POLL_EVERY_MS);
    const stop = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [settled, refetch]);
  // The invoices say why a payment failed: read again once the wait is over.
  const refetchInvoices = invoices.refetch;
  useEffect(() => {
    if (settled && !active) void refetchInvoices();
  }, [settled, active, refetchInvoices]);

  return (
    <PageSection title={t('checking.title')} maw="40rem" testId="checking-page">
      <Card withBorder padding="lg">
        <Stack>
          {subscription.isError && (
            <ListError
              title={t('overview.loadFailed')}
              error={subscription.error}
              onRetry={() => subscription.refetch()}
              testId="checking-error"
            />
          )}
          {!settled && !subscription.isError && (
            <Group gap="sm" role="status" data-testid="checking-waiting">
              <Loader size="sm" />
              <Text>{t('checking.waiting')}</Text>
            </Group>
          )}
          {active && (
            <Alert color="teal" variant="light" role="status" data-testid="checking-active">
              {t('checking.active')}
            </Alert>
          )}
          {settled && !active && (
            <Alert color="red" variant="light" role="alert" data-testid="checking-failed">
              {failed ? t('checking.failed', { status: t(`status.${status}`) }) : t('checking.timedOut')}
              {lastFailure && <Text size="sm">{t('checking.reason', { reason: lastFailure })}</Text>}
            </Alert>
          )}
          <Group>
            <Button component={Link} to={`/${locale}/admin/home/dashboard`} data-testid="checking-dashboard">
              {t('checking.dashboard')}
            </Button>
            {settled && !active && (
              <Button component={Link} to={`/${locale}/admin/${INVOICES_PATH}`} variant="default">
                {t('invoices.title')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </PageSection>
  );
}
