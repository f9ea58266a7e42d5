import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const NAMES = [
  { name: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', autoComplete: 'family-name' },
] as const;

const LABELS = {
  required: { firstname: 'fields.firstname', lastname: 'fields.lastname' },
  optional: { firstname: 'fields.firstnameOptional', lastname: 'fields.lastnameOptional' },
} as const;

/** First and last name side by side (one above the other on a phone), required or each marked optional. */
export function NameFields({
  inputProps,
  required = false,
}: {
  inputProps: (name: 'firstname' | 'lastname') => Partial<TextInputProps>;
  required?: boolean;
}) {
  const { t } = useTranslation('auth');
  const labels = LABELS[required ? 'required' : 'optional'];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {NAMES.map(({ name, autoComplete }) => (
        <TextInput
          key={name}
          label={t(labels[name])}
          autoComplete={autoComplete}
          required={required}
          maxLength={100}
          {...inputProps(name)}
        />
      ))}
    </SimpleGrid>
  );
}
