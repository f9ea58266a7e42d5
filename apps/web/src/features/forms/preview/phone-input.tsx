import { Group, Input, Select } from '@mantine/core';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { InputProps } from './input-props';
import {
  type CountryCode,
  defaultPhoneCountry,
  isPhoneCountry,
  type PhoneState,
  phoneCountryOptions,
  phoneFromAnswer,
  readPhone,
} from './phone-format';

/** SPEC §2 phone input with a country dropdown: formats as typed, stores E.164 once the number is valid. */
export function PhoneInput(props: InputProps) {
  const { field, value, error } = props;
  const { t, i18n } = useTranslation('forms');
  const id = useId();
  const countries = useMemo(() => phoneCountryOptions(i18n.language), [i18n.language]);
  const [shown, setShown] = useState(() =>
    phoneFromAnswer(value, defaultPhoneCountry(i18n.language, navigator.languages ?? [])),
  );
  // The answer this input last gave: any other value came from outside (a reset) and is shown afresh.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setShown(phoneFromAnswer(value, shown.country));
  }

  const update = (next: PhoneState) => {
    setShown({ display: next.display, country: next.country });
    setGiven(next.answer);
    props.onChange(next.answer);
  };
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, selectionStart } = event.currentTarget;
    // Regrouping digits while deleting or editing mid-number would fight the caret: only when typing at the end.
    const isAppending = selectionStart === text.length && text.length > shown.display.length;
    update(readPhone(text, shown.country, isAppending));
  };
  const onCountry = (code: string | null) => {
    if (isPhoneCountry(code)) update(readPhone(shown.display, code as CountryCode));
  };
  const onBlur = () => {
    const next = readPhone(shown.display, shown.country);
    if (next.display !== shown.display) update(next);
    props.onBlur();
  };

  return (
    <Input.Wrapper
      id={id}
      label={field.title || field.reference}
      description={field.description}
      required={field.required}
      error={error}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('preview.phone.country')}
          data={countries}
          value={shown.country}
          onChange={onCountry}
          searchable
          allowDeselect={false}
          comboboxProps={{ width: 320, position: 'bottom-start' }}
          style={{ flex: '0 0 40%', minWidth: 0 }}
          data-testid={`preview-country-${field.reference}`}
        />
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={field.placeholder}
          value={shown.display}
          onChange={onType}
          onBlur={onBlur}
          error={!!error}
          required={field.required}
          style={{ flex: 1 }}
          data-testid={`preview-input-${field.reference}`}
        />
      </Group>
    </Input.Wrapper>
  );
}
