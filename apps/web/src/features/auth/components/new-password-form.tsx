import { Alert, Button, Stack } from '@mantine/core';
import type { Area } from '@opencall/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage, fieldErrorOf, passwordRule } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loginPath } from '../../../lib/session/session-paths';
import { clearSession, getSession } from '../../../lib/session/session-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useResetPassword } from '../hooks/use-reset-password';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';
import { PasswordField } from './password-field';

const LINK_ERRORS = ['link_invalid_or_expired', 'validation_failed'];

/** Step two of a reset, from the emailed link: the new password. */
export function NewPasswordForm({ token, area }: { token: string; area: Area }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<unknown>(undefined);
  const [isDone, setIsDone] = useState(false);
  const form = useFormFields({ password: '' }, { password: passwordRule(t) });
  const prefix = area === 'admin' ? `/${locale}/admin` : `/${locale}`;

  if (linkError !== undefined) {
    return (
      <InvalidLink
        error={linkError}
        hint={t('resetPassword.invalidHint')}
        actions={[{ to: `${prefix}/reset-password`, label: t('resetPassword.askAgain') }]}
      />
    );
  }
  if (isDone) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')} testId="password-changed">
        <Alert color="teal" variant="light" role="status">
          {t('resetPassword.done')}
        </Alert>
        <Button component={Link} to={loginPath(locale, area)}>
          {t('resetPassword.signIn')}
        </Button>
      </AuthCard>
    );
  }

  const handleValid = async ({ password }: { password: string }) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ token, password });
      // The server ended every session of the account, this page's included.
      if (getSession().status === 'signed_in') clearSession();
      setIsDone(true);
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError?.field === 'password') form.setFieldError('password', fieldError.message);
      else if (error instanceof ApiError && LINK_ERRORS.includes(error.code)) setLinkError(error);
      else setFormError(apiErrorMessage(error, t));
    }
  };

  return (
    <AuthCard title={t('resetPassword.newTitle')} description={t('resetPassword.newDescription')} testId="new-password">
      <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="new-password-form">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          <PasswordField label={t('fields.newPassword')} {...form.inputProps('password')} />
          <Button type="submit" loading={resetPassword.isPending} fullWidth>
            {t('resetPassword.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
