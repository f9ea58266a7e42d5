import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { PROMO_DURATIONS, PROMO_KINDS, type PromoCode, type PromoCodeBody } from '@opencall/shared/billing';
import { type FormEvent, useState } from 'react';
import { unitsToCents } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { ModalForm } from '../../../ui/modal-form';

type Kind = PromoCode['kind'];
type Duration = PromoCode['duration'];

const positiveInt = (value: number | string) => {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** A new promo code: percent (1–100) or an amount, once, for some months or forever, with its limits. */
export function PromoCodeFormModal({
  onClose,
  onCreate,
  saving,
}: {
  onClose: () => void;
  onCreate: (body: PromoCodeBody) => unknown;
  saving: boolean;
}) {
  const { t } = useTranslation('operator');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState<number | string>('');
  const [duration, setDuration] = useState<Duration>('once');
  const [months, setMonths] = useState<number | string>(3);
  const [maxRedemptions, setMaxRedemptions] = useState<number | string>('');
  const [expiresAt, setExpiresAt] = useState('');
  const [active, setActive] = useState(true);
  const [showErrors, setShowErrors] = useState(false);

  const amount = kind === 'percent' ? positiveInt(value) : unitsToCents(value) || null;
  const codeError = /^[A-Za-z0-9_-]{2,64}$/.test(code.trim()) ? null : t('promoCodes.form.codeInvalid');
  const valueError =
    amount === null || (kind === 'percent' && amount > 100)
      ? t(kind === 'percent' ? 'promoCodes.form.percentInvalid' : 'promoCodes.form.amountInvalid')
      : null;
  const monthsError =
    duration === 'repeating' && positiveInt(months) === null ? t('promoCodes.form.monthsInvalid') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (codeError || valueError || monthsError || amount === null) {
      setShowErrors(true);
      return;
    }
    return onCreate({
      code: code.trim().toUpperCase(),
      kind,
      value: amount,
      duration,
      durationInMonths: duration === 'repeating' ? positiveInt(months) : null,
      maxRedemptions: positiveInt(maxRedemptions),
      expiresAt: expiresAt ? new Date(`${expiresAt}T23:59:59`).toISOString() : null,
      active,
    });
  }

  return (
    <ModalForm
      opened
      onClose={onClose}
      saving={saving}
      title={t('promoCodes.form.title')}
      onSubmit={submit}
      submitLabel={t('promoCodes.form.save')}
      submitTestId="promo-save"
      testId="promo-form"
    >
      <TextInput
        label={t('promoCodes.form.code')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={showErrors && codeError}
        required
        data-testid="promo-code"
      />
      <Select
        label={t('promoCodes.form.kind')}
        data={PROMO_KINDS.map((option) => ({ value: option, label: t(`promoCodes.kinds.${option}`) }))}
        value={kind}
        onChange={(option) => option && setKind(option as Kind)}
        allowDeselect={false}
      />
      <NumberInput
        label={t(kind === 'percent' ? 'promoCodes.form.percent' : 'promoCodes.form.amount')}
        value={value}
        onChange={setValue}
        min={0}
        decimalScale={kind === 'percent' ? 0 : 2}
        suffix={kind === 'percent' ? ' %' : ' €'}
        error={showErrors && valueError}
        required
        data-testid="promo-value"
      />
      <Select
        label={t('promoCodes.form.duration')}
        data={PROMO_DURATIONS.map((option) => ({ value: option, label: t(`promoCodes.durations.${option}`) }))}
        value={duration}
        onChange={(option) => option && setDuration(option as Duration)}
        allowDeselect={false}
      />
      {duration === 'repeating' && (
        <NumberInput
          label={t('promoCodes.form.months')}
          value={months}
          onChange={setMonths}
          min={1}
          allowDecimal={false}
          error={showErrors && monthsError}
          required
        />
      )}
      <NumberInput
        label={t('promoCodes.form.maxRedemptions')}
        description={t('promoCodes.form.maxRedemptionsHint')}
        value={maxRedemptions}
        onChange={setMaxRedemptions}
        min={1}
        allowDecimal={false}
      />
      <TextInput
        type="date"
        label={t('promoCodes.form.expiresAt')}
        description={t('promoCodes.form.expiresAtHint')}
        value={expiresAt}
        onChange={(event) => setExpiresAt(event.currentTarget.value)}
      />
      <Switch
        label={t('promoCodes.form.active')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </ModalForm>
  );
}
