import { Alert, Stack, Text } from '@mantine/core';
import type { Billing } from '@opencall/shared/billing';
import { useTranslation } from '../../../lib/use-translation';

/** Whether the flow can go on to its confirmation: manual invoicing, or a card already saved. */
export function canPay(billing: Billing | undefined): boolean {
  return Boolean(billing && (billing.provider === 'manual' || billing.creditCard));
}

/**
 * Step `payment`: how the invoices are paid. Manual invoicing needs nothing (bank transfer); with Stripe
 * the saved card pays. A new card needs Stripe's script, which this installation does not load.
 */
export function PaymentStep({ billing }: { billing: Billing }) {
  const { t } = useTranslation('billing');
  if (billing.provider === 'manual') {
    return (
      <Alert color="blue" variant="light" title={t('payment.manualTitle')} data-testid="payment-manual">
        {t('payment.manual')}
      </Alert>
    );
  }
  const card = billing.creditCard;
  if (card) {
    return (
      <Stack gap="xs" data-testid="payment-card">
        <Text>{t('payment.savedCard')}</Text>
        <Text fw={600}>
          {t('payment.card', {
            brand: card.brand.toUpperCase(),
            last4: card.last4,
            expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Alert color="orange" variant="light" title={t('payment.noCardTitle')} role="alert" data-testid="payment-no-card">
      {t('payment.noCard')}
    </Alert>
  );
}
