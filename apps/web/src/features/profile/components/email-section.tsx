import { Alert, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useRequestEmailChange } from '../hooks/use-account-settings';
import { SettingsCard } from './settings-card';

/** A new address takes effect once the link mailed to it is opened; the current one is told. */
export function EmailSection() {
  const { t } = useTranslation('users');
  const { user } = useSession();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setErrors({ email: t('validation:email') });
      return;
    }
    setErrors({});
    try {
      await request.mutateAsync({ email: address, password: password || undefined });
      setSentTo(address);
      setEmail('');
      setPassword('');
    } catch (error) {
      const message = apiErrorMessage(error, t);
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'current_password_invalid') setErrors({ password: message });
      else if (code === 'email_in_use' || code === 'email_not_accepted' || code === 'validation_failed')
        setErrors({ email: message });
      else setErrors({ form: message });
    }
  };

  return (
    <SettingsCard title={t('profile.email.title')} description={t('profile.email.description')} testId="profile-email">
      <Text size="sm">
        {t('profile.email.current')} <strong data-testid="profile-current-email">{user?.email}</strong>
      </Text>
      {sentTo && (
        <Alert color="teal" variant="light" role="status" data-testid="profile-email-sent">
          {t('profile.email.sent', { email: sentTo })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <FormError>{errors.form}</FormError>
        <TextInput
          type="email"
          label={t('profile.email.new')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          autoComplete="email"
          maxLength={254}
          required
          maw="28rem"
          data-testid="profile-new-email"
        />
        <PasswordInput
          mt="sm"
          label={t('profile.currentPassword')}
          description={t('profile.email.passwordDescription')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          autoComplete="current-password"
          maw="28rem"
          data-testid="profile-email-password"
        />
        <Button type="submit" mt="md" loading={request.isPending} data-testid="profile-email-submit">
          {t('profile.email.submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}
