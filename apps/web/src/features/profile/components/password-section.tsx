import { Button, PasswordInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage, fieldErrorOf, passwordRule } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { PasswordField } from '../../auth';
import { useChangePassword } from '../hooks/use-account-settings';
import { SettingsCard } from './settings-card';

/** A new password after the current one; the account's other sessions end, this one goes on. */
export function PasswordSection() {
  const { t } = useTranslation('users');
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; password?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currentPassword: currentPassword ? undefined : t('profile.required'),
      password: passwordRule(t)(password) ?? undefined,
    };
    setErrors(found);
    if (found.currentPassword || found.password) return;
    try {
      await change.mutateAsync({ currentPassword, password });
      setCurrentPassword('');
      setPassword('');
      showToast({ type: 'success', message: t('profile.password.changed') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'current_password_invalid') {
        setErrors({ currentPassword: apiErrorMessage(error, t) });
        return;
      }
      const onField = fieldErrorOf(error, t);
      setErrors(onField?.field === 'password' ? { password: onField.message } : { form: apiErrorMessage(error, t) });
    }
  };

  return (
    <SettingsCard
      title={t('profile.password.title')}
      description={t('profile.password.description')}
      testId="profile-password"
    >
      <form onSubmit={submit} noValidate>
        <FormError>{errors.form}</FormError>
        <PasswordInput
          label={t('profile.currentPassword')}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          error={errors.currentPassword}
          autoComplete="current-password"
          required
          maw="28rem"
          data-testid="profile-current-password"
        />
        <div style={{ maxWidth: '28rem', marginTop: 'var(--mantine-spacing-sm)' }}>
          <PasswordField
            label={t('profile.password.new')}
            name="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" mt="md" loading={change.isPending} data-testid="profile-password-submit">
          {t('profile.password.submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}
