import { Alert, List, Stack, Text } from '@mantine/core';
import type { Billing, SubscriptionDraft } from '@opencall/shared/billing';
import { useTranslation } from '../../../lib/use-translation';

/** Step `confirm`: what is about to be subscribed, in words, before the button that does it. */
export function ConfirmStep({
  draft,
  billing,
  error,
}: {
  draft: SubscriptionDraft;
  billing: Billing | undefined;
  error: string | null;
}) {
  const { t } = useTranslation('billing');
  const addons = draft.plan?.addons.filter((addon) => draft.addons.some((chosen) => chosen.id === addon.id)) ?? [];
  const info = billing?.info;
  return (
    <Stack>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="subscribe-error">
          {error}
        </Alert>
      )}
      <List spacing="xs" data-testid="confirm-recap">
        <List.Item>{t('confirm.plan', { plan: draft.plan?.label ?? '—' })}</List.Item>
        <List.Item>{t('confirm.interval', { interval: t(`interval.${draft.recurringInterval}`) })}</List.Item>
        <List.Item>{t('confirm.seats', { seats: String(draft.nbSeats) })}</List.Item>
        {addons.length > 0 && (
          <List.Item>{t('confirm.addons', { addons: addons.map((addon) => addon.label).join(', ') })}</List.Item>
        )}
        {draft.promoCode.trim() && <List.Item>{t('confirm.promo', { code: draft.promoCode.trim() })}</List.Item>}
        {info && (
          <List.Item>
            {t('confirm.billedTo', {
              name:
                info.type === 'company' ? (info.companyName ?? '') : `${info.firstname ?? ''} ${info.lastname ?? ''}`,
              email: info.email,
            })}
          </List.Item>
        )}
      </List>
      <Text size="sm" c="dimmed">
        {billing?.provider === 'stripe' ? t('confirm.cardNote') : t('confirm.transferNote')}
      </Text>
    </Stack>
  );
}
