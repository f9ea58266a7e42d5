import { Alert, NumberInput, Stack, Text } from '@mantine/core';
import { type SubscriptionDraft, setAdditionalSeats } from '@opencall/shared/billing';
import { useTranslation } from '../../../lib/use-translation';

/** The most seats one change may add (the contract's bound is far above any real need). */
const MAX_ADDITIONAL_SEATS = 10_000;

/** Step `seats`: the plan's minimum, plus the additional seats the platform wants (SPEC §4). */
export function SeatsStep({
  draft,
  onChange,
}: {
  draft: SubscriptionDraft;
  onChange: (change: (draft: SubscriptionDraft) => SubscriptionDraft) => void;
}) {
  const { t } = useTranslation('billing');
  if (!draft.plan) {
    return (
      <Alert color="orange" variant="light" data-testid="seats-no-plan">
        {t('seats.noPlan')}
      </Alert>
    );
  }
  return (
    <Stack>
      <Text data-testid="seats-minimum">
        {t('seats.minimum', { plan: draft.plan.label, min: String(draft.minSeats) })}
      </Text>
      <NumberInput
        label={t('seats.additional')}
        description={t('seats.additionalHint')}
        value={draft.additionalSeats}
        onChange={(value) => onChange((current) => setAdditionalSeats(current, Number(value) || 0))}
        min={0}
        max={MAX_ADDITIONAL_SEATS}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        maw="14rem"
        data-testid="additional-seats"
      />
      <Text fw={600} role="status" data-testid="seats-total">
        {t('seats.total', { seats: String(draft.nbSeats) })}
      </Text>
    </Stack>
  );
}
