import { Checkbox, Stack, Text } from '@mantine/core';
import { type OperatorSubscription, PLAN_FEATURES, type PlanFeature } from '@opencall/shared/billing';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ModalForm } from '../../../ui/modal-form';

/** The features a platform gets beyond its plan's: the plan's own show checked and locked. */
export function GrantFeaturesModal({
  row,
  onClose,
  onGrant,
  saving,
}: {
  row: OperatorSubscription;
  onClose: () => void;
  onGrant: (features: PlanFeature[]) => unknown;
  saving: boolean;
}) {
  const { t } = useTranslation('operator');
  const planFeatures = row.subscription.plan?.features ?? [];
  const [chosen, setChosen] = useState<string[]>(row.subscription.additionalFeatures);
  function submit(event: FormEvent) {
    event.preventDefault();
    return onGrant(PLAN_FEATURES.filter((feature) => chosen.includes(feature)));
  }
  return (
    <ModalForm
      opened
      onClose={onClose}
      saving={saving}
      title={t('grant.title', { platform: row.platformName })}
      onSubmit={submit}
      submitLabel={t('grant.submit')}
      submitTestId="grant-submit"
      testId="grant-modal"
    >
      <Text size="sm">{t('grant.intro')}</Text>
      <Checkbox.Group
        value={[...planFeatures, ...chosen]}
        onChange={(next) => setChosen(next.filter((feature) => !planFeatures.includes(feature as PlanFeature)))}
        label={t('grant.features')}
      >
        <Stack gap="xs" mt="xs">
          {PLAN_FEATURES.map((feature) => {
            const inPlan = planFeatures.includes(feature);
            return (
              <Checkbox
                key={feature}
                value={feature}
                label={inPlan ? `${t(`features.${feature}`)} (${t('grant.inPlan')})` : t(`features.${feature}`)}
                disabled={inPlan}
                data-testid={`grant-${feature}`}
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
    </ModalForm>
  );
}
