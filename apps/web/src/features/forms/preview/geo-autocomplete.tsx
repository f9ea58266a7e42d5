import { Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { GeoSuggestions } from '../hooks/use-geo-suggestions';
import { common, type InputProps } from './input-props';

export interface GeoOption {
  /** Unique among the suggestions shown. */
  key: string;
  /** What the field stores when this suggestion is chosen. */
  answer: string;
  label: string;
  hint?: string;
}

/**
 * A text input that suggests while typing (a real combobox: arrows, Enter, Escape). Every keystroke
 * is the answer until a suggestion replaces it, so a service outage never loses what was typed.
 */
export function GeoAutocomplete({
  props,
  options,
  suggestions,
  unavailableText,
  onPick,
}: {
  props: InputProps;
  options: GeoOption[];
  suggestions: Pick<GeoSuggestions<unknown>, 'isSearchable' | 'isLoading' | 'isAnswered' | 'isUnavailable'>;
  unavailableText: string;
  onPick: (answer: string) => void;
}) {
  const { t } = useTranslation('forms');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const text = typeof props.value === 'string' ? props.value : '';
  let status: ReactNode = null;
  if (suggestions.isUnavailable) status = unavailableText;
  else if (suggestions.isAnswered && options.length === 0) status = t('preview.geo.noResult');
  const announce = suggestions.isUnavailable
    ? unavailableText
    : suggestions.isAnswered
      ? t('preview.geo.found', { count: options.length })
      : '';
  const isOpenable = suggestions.isSearchable && (options.length > 0 || status !== null);

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(key) => {
          const option = options.find((o) => o.key === key);
          if (option) onPick(option.answer);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target withExpandedAttribute autoComplete="off">
          <TextInput
            {...common(props)}
            value={text}
            rightSection={
              suggestions.isLoading ? (
                <Loader size={16} role="progressbar" aria-label={t('preview.geo.searching')} />
              ) : null
            }
            onChange={(event) => {
              props.onChange(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              props.onBlur();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!isOpenable}>
          <Combobox.Options data-testid={`preview-suggestions-${props.field.reference}`}>
            {options.map((option) => (
              <Combobox.Option value={option.key} key={option.key}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm">{option.label}</Text>
                  {option.hint && (
                    <Text size="xs" c="dimmed">
                      {option.hint}
                    </Text>
                  )}
                </Group>
              </Combobox.Option>
            ))}
            {status && <Combobox.Empty>{status}</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
    </>
  );
}
