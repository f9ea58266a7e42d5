import { PasswordInput, Text } from '@mantine/core';
import { findPasswordLengthProblem, PASSWORD_MIN_LENGTH } from '@opencall/shared/auth';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** A new password, with the length rule shown live under the field as the user types. */
export function PasswordField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('auth');
  const length = [...value].length;
  const isLongEnough = length > 0 && findPasswordLengthProblem(value) === null;
  return (
    <PasswordInput
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete="new-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      description={
        <Text component="span" size="xs" c={isLongEnough ? 'teal' : 'dimmed'} data-testid="password-rule">
          {isLongEnough
            ? t('password.ruleMet', { min: PASSWORD_MIN_LENGTH })
            : t('password.rule', { min: PASSWORD_MIN_LENGTH, length })}
        </Text>
      }
    />
  );
}
