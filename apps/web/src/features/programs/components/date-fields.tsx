import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Opening and closing as `datetime-local` inputs (values kept as the inputs give them). */
export function DateFields({
  openingAt,
  closingAt,
  onChange,
  errors,
}: {
  openingAt: string;
  closingAt: string;
  onChange: (next: { openingAt: string; closingAt: string }) => void;
  errors: { openingAt?: string; closingAt?: string };
}) {
  const { t } = useTranslation('programs');
  return (
    <Group grow align="flex-start" maw="40rem">
      <TextInput
        type="datetime-local"
        label={t('form.openingAt')}
        value={openingAt}
        onChange={(event) => onChange({ openingAt: event.currentTarget.value, closingAt })}
        error={errors.openingAt}
        data-testid="program-opening"
      />
      <TextInput
        type="datetime-local"
        label={t('form.closingAt')}
        value={closingAt}
        min={openingAt || undefined}
        onChange={(event) => onChange({ openingAt, closingAt: event.currentTarget.value })}
        error={errors.closingAt}
        data-testid="program-closing"
      />
    </Group>
  );
}
