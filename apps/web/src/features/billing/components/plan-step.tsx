import { Alert, Badge, Button, Checkbox, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  disablePlan,
  type Plan,
  priceFor,
  RECURRING_INTERVALS,
  type RecurringInterval,
  type SubscriptionDraft,
} from '@opencall/shared/billing';
import { useState } from 'react';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { choosePlanWithAddons } from '../draft-choices';
import { usePlans } from '../hooks/use-billing';

/** Step `plan`: the plan, the interval it is billed at and its add-ons. */
export function PlanStep({
  draft,
  onChange,
}: {
  draft: SubscriptionDraft;
  onChange: (change: (draft: SubscriptionDraft) => SubscriptionDraft) => void;
}) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const plans = usePlans();
  const [unavailable, setUnavailable] = useState(false);
  const interval = draft.recurringInterval;
  const addonIds = draft.addons.map((addon) => addon.id);

  const choose = (plan: Plan, nextInterval: RecurringInterval, ids: readonly string[]) => {
    // SPEC §4: without a price for the interval nothing changes; the reader is told why.
    setUnavailable(!priceFor(plan.prices, nextInterval));
    onChange((current) => choosePlanWithAddons(current, plan, nextInterval, ids));
  };
  const setInterval = (value: string) => {
    const next = value as RecurringInterval;
    if (draft.plan) choose(draft.plan, next, addonIds);
    else onChange((current) => ({ ...current, recurringInterval: next }));
  };
  const pickPlan = (id: string) => {
    const plan = plans.data?.find((candidate) => candidate.id === id);
    if (plan) choose(plan, interval, []);
  };
  const setAddons = (ids: string[]) => {
    if (draft.plan) choose(draft.plan, interval, ids);
  };

  return (
    <Stack>
      <Stack gap={4}>
        <Text fw={500} size="sm" id="interval-label">
          {t('plan.interval')}
        </Text>
        <SegmentedControl
          aria-labelledby="interval-label"
          value={interval}
          onChange={setInterval}
          data={RECURRING_INTERVALS.map((value) => ({ value, label: t(`interval.${value}`) }))}
          data-testid="interval"
          maw="20rem"
        />
      </Stack>
      {unavailable && (
        <Alert color="orange" variant="light" role="alert" data-testid="plan-unavailable">
          {t('plan.unavailable')}
        </Alert>
      )}
      <ListStates query={plans} loadingLabel={t('plan.loading')} failedTitle={t('plan.loadFailed')} testId="plans" />
      {plans.data && plans.data.length === 0 && (
        <Text c="dimmed" data-testid="plans-empty">
          {t('plan.empty')}
        </Text>
      )}
      {plans.data && plans.data.length > 0 && (
        <Radio.Group
          label={t('plan.choose')}
          value={draft.plan?.id ?? null}
          onChange={pickPlan}
          name="plan"
          data-testid="plan-choices"
        >
          <Stack gap="sm" mt="xs">
            {plans.data.map((plan) => {
              const price = priceFor(plan.prices, interval);
              return (
                <Radio
                  key={plan.id}
                  value={plan.id}
                  disabled={!price}
                  data-testid={`plan-${plan.id}`}
                  label={
                    <Group gap="xs">
                      <Text span fw={600}>
                        {plan.label}
                      </Text>
                      <Badge variant="light" size="sm">
                        {t(`badge.${plan.badgeKind}`)}
                      </Badge>
                    </Group>
                  }
                  description={
                    price
                      ? t('plan.pricePerSeat', {
                          price: formatMoney(price.unitAmount / 100, locale),
                          interval: t(`interval.per.${interval}`),
                          min: String(plan.nbMinSeats),
                        })
                      : t('plan.noPrice')
                  }
                />
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {draft.plan && draft.plan.addons.length > 0 && (
        <Checkbox.Group label={t('plan.addons')} value={addonIds} onChange={setAddons} data-testid="addons">
          <Stack gap="xs" mt="xs">
            {draft.plan.addons.map((addon) => {
              const price = priceFor(addon.prices, interval);
              return (
                <Checkbox
                  key={addon.id}
                  value={addon.id}
                  disabled={!price}
                  label={addon.label}
                  description={
                    price
                      ? t('plan.addonPrice', {
                          price: formatMoney(price.unitAmount / 100, locale),
                          interval: t(`interval.per.${interval}`),
                        })
                      : t('plan.noPrice')
                  }
                  data-testid={`addon-${addon.id}`}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}
      {draft.plan && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(disablePlan)} data-testid="plan-clear">
            {t('plan.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
