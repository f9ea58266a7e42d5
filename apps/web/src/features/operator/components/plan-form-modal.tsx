import { Button, Checkbox, Fieldset, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  type Addon,
  PLAN_BADGE_KINDS,
  PLAN_FEATURES,
  type Plan,
  type PlanBadgeKind,
  type PlanBody,
  type PlanFeature,
  type Price,
  RECURRING_INTERVALS,
  type RecurringInterval,
} from '@opencall/shared/billing';
import { type FormEvent, useState } from 'react';
import { unitsToCents } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { ModalForm } from '../../../ui/modal-form';

const PLAN_ID = /^[a-z0-9-]{1,64}$/;

/** Prices as typed, in currency units per interval; empty: no price for that interval. */
type PriceInputs = Record<RecurringInterval, number | string>;

interface AddonInput {
  id: string;
  label: string;
  feature: PlanFeature | null;
  prices: PriceInputs;
  /** The ids the prices already carry, kept so subscriptions on them stay valid. */
  priceIds: Partial<Record<RecurringInterval, string>>;
}

const pricesOf = (prices: readonly Price[]): PriceInputs => ({
  month: priceUnits(prices, 'month'),
  year: priceUnits(prices, 'year'),
});

function priceUnits(prices: readonly Price[], interval: RecurringInterval): number | string {
  const price = prices.find((candidate) => candidate.recurringInterval === interval);
  return price ? price.unitAmount / 100 : '';
}

const idsOf = (prices: readonly Price[]) =>
  Object.fromEntries(prices.map((price) => [price.recurringInterval, price.id])) as AddonInput['priceIds'];

/** The typed prices back as cents, one per interval that has one. */
function toPrices(inputs: PriceInputs, ids: AddonInput['priceIds'], idPrefix: string): Price[] {
  return RECURRING_INTERVALS.filter((interval) => inputs[interval] !== '').map((interval) => ({
    id: ids[interval] ?? `${idPrefix}-${interval}`,
    recurringInterval: interval,
    unitAmount: unitsToCents(inputs[interval]),
  }));
}

/** Creates a plan (its id chosen here) or edits one: label, badge, features, seats, prices, add-ons, active. */
export function PlanFormModal({
  plan,
  onClose,
  onSave,
  saving,
}: {
  /** null: a new plan. */
  plan: Plan | null;
  onClose: () => void;
  onSave: (planId: string, body: PlanBody) => unknown;
  saving: boolean;
}) {
  const { t } = useTranslation('operator');
  const [id, setId] = useState(plan?.id ?? '');
  const [label, setLabel] = useState(plan?.label ?? '');
  const [badgeKind, setBadgeKind] = useState<PlanBadgeKind>(plan?.badgeKind ?? 'basic');
  const [features, setFeatures] = useState<string[]>(plan?.features ?? []);
  const [nbMinSeats, setNbMinSeats] = useState<number | string>(plan?.nbMinSeats ?? 1);
  const [storageGb, setStorageGb] = useState<number | string>(plan?.storageGb ?? 0);
  const [prices, setPrices] = useState<PriceInputs>(pricesOf(plan?.prices ?? []));
  const [addons, setAddons] = useState<AddonInput[]>(
    (plan?.addons ?? []).map((addon: Addon) => ({
      id: addon.id,
      label: addon.label,
      feature: addon.feature,
      prices: pricesOf(addon.prices),
      priceIds: idsOf(addon.prices),
    })),
  );
  const [active, setActive] = useState(plan?.active ?? true);
  const [showErrors, setShowErrors] = useState(false);

  const idError = !PLAN_ID.test(id) ? t('plans.form.idInvalid') : null;
  const labelError = label.trim() === '' ? t('plans.form.required') : null;
  const updateAddon = (index: number, change: Partial<AddonInput>) =>
    setAddons((current) => current.map((addon, at) => (at === index ? { ...addon, ...change } : addon)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (idError || labelError || addons.some((addon) => addon.label.trim() === '')) {
      setShowErrors(true);
      return;
    }
    return onSave(id, {
      label: label.trim(),
      badgeKind,
      features: PLAN_FEATURES.filter((feature) => features.includes(feature)),
      nbMinSeats: Math.max(0, Math.floor(Number(nbMinSeats) || 0)),
      storageGb: Math.max(0, Math.floor(Number(storageGb) || 0)),
      prices: toPrices(prices, plan ? idsOf(plan.prices) : {}, id),
      addons: addons.map((addon, index) => {
        const addonId = addon.id || `${id}-addon-${index + 1}`;
        return {
          id: addonId,
          label: addon.label.trim(),
          feature: addon.feature,
          prices: toPrices(addon.prices, addon.priceIds, `${id}-${addonId}`),
        };
      }),
      active,
    });
  }

  const featureOptions = PLAN_FEATURES.map((feature) => ({ value: feature, label: t(`features.${feature}`) }));
  return (
    <ModalForm
      opened
      onClose={onClose}
      saving={saving}
      title={plan ? t('plans.form.editTitle', { plan: plan.label }) : t('plans.form.createTitle')}
      onSubmit={submit}
      submitLabel={t('plans.form.save')}
      submitTestId="plan-save"
      testId="plan-form"
      modalProps={{ size: 'lg' }}
    >
      <TextInput
        label={t('plans.form.id')}
        description={t('plans.form.idHint')}
        value={id}
        onChange={(event) => setId(event.currentTarget.value.trim().toLowerCase())}
        disabled={plan !== null}
        error={showErrors && idError}
        required
        data-testid="plan-id"
      />
      <TextInput
        label={t('plans.form.label')}
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
        error={showErrors && labelError}
        required
        data-testid="plan-label"
      />
      <Select
        label={t('plans.form.badgeKind')}
        data={PLAN_BADGE_KINDS.map((kind) => ({ value: kind, label: t(`badges.${kind}`) }))}
        value={badgeKind}
        onChange={(value) => value && setBadgeKind(value as PlanBadgeKind)}
        allowDeselect={false}
        data-testid="plan-badge-kind"
      />
      <Checkbox.Group label={t('plans.form.features')} value={features} onChange={setFeatures}>
        <Stack gap="xs" mt="xs">
          {featureOptions.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput
          label={t('plans.form.minSeats')}
          value={nbMinSeats}
          onChange={setNbMinSeats}
          min={0}
          allowDecimal={false}
          miw="10rem"
          data-testid="plan-min-seats"
        />
        <NumberInput
          label={t('plans.form.storageGb')}
          value={storageGb}
          onChange={setStorageGb}
          min={0}
          allowDecimal={false}
          miw="10rem"
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        {RECURRING_INTERVALS.map((interval) => (
          <NumberInput
            key={interval}
            label={t(`plans.form.price.${interval}`)}
            description={t('plans.form.priceHint')}
            value={prices[interval]}
            onChange={(value) => setPrices((current) => ({ ...current, [interval]: value }))}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            suffix=" €"
            miw="10rem"
            data-testid={`plan-price-${interval}`}
          />
        ))}
      </Group>
      <Stack gap="sm">
        {addons.map((addon, index) => (
          <Fieldset key={addon.id || `new-${index}`} legend={t('plans.form.addon', { number: index + 1 })}>
            <Stack gap="xs">
              <TextInput
                label={t('plans.form.addonLabel')}
                value={addon.label}
                onChange={(event) => updateAddon(index, { label: event.currentTarget.value })}
                error={showErrors && addon.label.trim() === '' && t('plans.form.required')}
                required
              />
              <Select
                label={t('plans.form.addonFeature')}
                placeholder={t('plans.form.addonNoFeature')}
                data={featureOptions}
                value={addon.feature}
                onChange={(value) => updateAddon(index, { feature: (value as PlanFeature | null) ?? null })}
                clearable
              />
              <Group grow align="flex-start" wrap="wrap">
                {RECURRING_INTERVALS.map((interval) => (
                  <NumberInput
                    key={interval}
                    label={t(`plans.form.price.${interval}`)}
                    value={addon.prices[interval]}
                    onChange={(value) => updateAddon(index, { prices: { ...addon.prices, [interval]: value } })}
                    min={0}
                    decimalScale={2}
                    fixedDecimalScale
                    suffix=" €"
                    miw="10rem"
                  />
                ))}
              </Group>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => setAddons((current) => current.filter((_, at) => at !== index))}
                >
                  {t('plans.form.removeAddon')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() =>
              setAddons((current) => [
                ...current,
                { id: '', label: '', feature: null, prices: { month: '', year: '' }, priceIds: {} },
              ])
            }
          >
            {t('plans.form.addAddon')}
          </Button>
        </Group>
      </Stack>
      <Switch
        label={t('plans.form.active')}
        description={t('plans.form.activeHint')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </ModalForm>
  );
}
