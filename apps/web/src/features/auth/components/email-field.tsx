import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The required e-mail address of the identity forms (SPEC §5: at most 254 characters). */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput type="email" label={t('fields.email')} autoComplete="email" required maxLength={254} {...props} />;
}
