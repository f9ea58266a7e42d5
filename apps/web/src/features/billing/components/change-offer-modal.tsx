import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSubscription } from '../../../lib/billing/use-subscription';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { closeChangeOffer, useChangeOffer } from '../change-offer-store';
import { dropDraft } from '../draft-store';
import { FLOWS } from '../flows';
import type { SubscriptionFlowAction } from '../hooks/use-billing';

/** SPEC §2 plan/offer change modal (client state `changeOffer`): another plan, or other seats on this one. */
export function ChangeOfferModal() {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  const opened = useChangeOffer();
  const { data: subscription } = useSubscription();
  const startFlow = (action: SubscriptionFlowAction) => {
    dropDraft(action);
    closeChangeOffer();
    navigate(`/${locale}/admin/${FLOWS[action].path}/steps/${FLOWS[action].steps[0]}`);
  };
  return (
    <Modal
      opened={opened}
      onClose={closeChangeOffer}
      title={t('changeOffer.title')}
      centered
      data-testid="change-offer-modal"
    >
      <Stack>
        {subscription?.plan && (
          <Text size="sm">
            {t('changeOffer.current', { plan: subscription.plan.label, seats: String(subscription.nbSeats) })}
          </Text>
        )}
        <Button onClick={() => startFlow('changePlan')} data-testid="change-offer-plan">
          {t('changeOffer.plan')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('changeOffer.planHint')}
        </Text>
        <Button variant="light" onClick={() => startFlow('updateSeats')} data-testid="change-offer-seats">
          {t('changeOffer.seats')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('changeOffer.seatsHint')}
        </Text>
      </Stack>
    </Modal>
  );
}
