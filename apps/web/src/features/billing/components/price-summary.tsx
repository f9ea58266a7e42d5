import { Alert, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { planTotal, type SubscriptionDraft } from '@opencall/shared/billing';
import type { ReactNode } from 'react';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import type { PreviewAnswer } from '../hooks/use-billing';

function Line({ label, value, testId, strong }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * What the draft costs, kept up to date with every change: the plan total (seats × price plus add-ons,
 * 20 % tax, SPEC §9) and the upcoming invoice the server previews (prorated, discounted, credits deducted).
 */
export function PriceSummary({
  draft,
  preview,
  updating,
}: {
  draft: SubscriptionDraft;
  preview: PreviewAnswer | undefined;
  updating: boolean;
}) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const money = (units: number) => formatMoney(units, locale);
  const plan = planTotal(draft);
  const result = preview?.result;
  const intervalLabel = t(`interval.per.${draft.recurringInterval}`);
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="price-summary-title" data-testid="price-summary">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="price-summary-title">
          {t('summary.title')}
        </Title>
        {!draft.plan || !draft.seatPrice ? (
          <Text size="sm" c="dimmed" data-testid="summary-no-plan">
            {t('summary.noPlan')}
          </Text>
        ) : (
          <>
            <Text size="sm" data-testid="summary-plan">
              {t('summary.planLine', {
                plan: draft.plan.label,
                seats: String(draft.nbSeats),
                price: money(draft.seatPrice.unitAmount / 100),
                interval: intervalLabel,
              })}
            </Text>
            <Line label={t('summary.planTotal')} value={money(plan.total)} testId="plan-total" />
            <Line label={t('summary.tax')} value={money(plan.tva)} testId="plan-tax" />
            <Line
              label={t('summary.planTotalWithTax', { interval: intervalLabel })}
              value={money(plan.totalWithTVA)}
              testId="plan-total-with-tax"
              strong
            />
            <Divider />
            <Group gap="xs" justify="space-between">
              <Title order={3} fz="h5">
                {t('summary.upcoming')}
              </Title>
              {updating && <Loader size="xs" role="progressbar" aria-label={t('summary.updating')} />}
            </Group>
            {/* Read out when it changes, so a screen reader hears the new amount after each choice. */}
            <Stack gap={4} aria-live="polite" aria-busy={updating} data-testid="invoice-preview">
              {result ? (
                <>
                  <Line label={t('summary.total')} value={money(result.total)} testId="preview-total" />
                  {result.totalDiscount > 0 && (
                    <Line
                      label={t('summary.discount')}
                      value={`− ${money(result.totalDiscount)}`}
                      testId="preview-discount"
                    />
                  )}
                  <Line label={t('summary.tax')} value={money(result.tva)} testId="preview-tax" />
                  <Line
                    label={t('summary.totalWithTax')}
                    value={money(result.totalWithTVA)}
                    testId="preview-total-with-tax"
                  />
                  {result.refunds > 0 && (
                    <Line label={t('summary.credits')} value={`− ${money(result.refunds)}`} testId="preview-credits" />
                  )}
                  <Line
                    label={t('summary.amountDue')}
                    value={money(result.amountDue)}
                    testId="preview-amount-due"
                    strong
                  />
                  {result.solde > 0 && (
                    <Line label={t('summary.balance')} value={money(result.solde)} testId="preview-balance" />
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('summary.computing')}
                </Text>
              )}
            </Stack>
            {preview?.errorCode && (
              <Alert color="orange" variant="light" data-testid="preview-error">
                {preview.errorCode === 'promo_code_invalid'
                  ? t('apiErrors.promo_code_invalid')
                  : t('summary.previewFailed')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
