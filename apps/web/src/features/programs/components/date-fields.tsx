import { Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Opening and closing as `datetime-local` inputs: wall-clock values of `timeZone`, kept as the
 * inputs give them (program-dates turns them into instants of that zone).
 */
export function DateFields({
  openingAt,
  closingAt,
  timeZone,
  onChange,
  errors,
}: {
  openingAt: string;
  closingAt: string;
  timeZone: string;
  onChange: (next: { openingAt: string; closingAt: string }) => void;
  errors: { openingAt?: string; closingAt?: string };
}) {
  const { t } = useTranslation('programs');
  const zoneHint = t('form.inTimeZone', { zone: timeZone });
  return (
    <Group grow align="flex-start" maw="40rem">
      <TextInput
        type="datetime-local"
        label={t('form.openingAt')}
        description={zoneHint}
        value={openingAt}
        onChange={(event) => onChange({ openingAt: event.currentTarget.value, closingAt })}
        error={errors.openingAt}
        data-testid="program-opening"
      />
      <TextInput
        type="datetime-local"
        label={t('form.closingAt')}
        description={zoneHint}
        value={closingAt}
        min={openingAt || undefined}
        onChange={(event) => onChange({ openingAt, closingAt: event.currentTarget.value })}
        error={errors.closingAt}
        data-testid="program-closing"
      />
    </Group>
  );
}
