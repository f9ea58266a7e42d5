import { Anchor, Button, Stack } from '@mantine/core';
import { type Area, isAcceptableEmail } from '@opencall/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loginPath } from '../../../lib/session/session-paths';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { AuthCard } from './auth-card';
import { CheckYourEmail } from './check-your-email';
import { EmailField } from './email-field';

/** Step one of a reset: the address to send the link to. */
export function ForgotPasswordForm({ area }: { area: Area }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormFields(
    { email: '' },
    {
      email: (value) => {
        if (!value.trim()) return t('validation.required');
        return isAcceptableEmail(value, []) ? null : t('errors:email_not_accepted');
      },
    },
  );
  const backLink = { to: loginPath(locale, area), label: t('checkEmail.backToLogin') };

  if (sentTo) return <CheckYourEmail message={t('resetPassword.checkEmail', { email: sentTo })} backLink={backLink} />;

  const handleValid = async ({ email }: { email: string }) => {
    setFormError(null);
    try {
      await forgotPassword.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFormError(apiErrorMessage(error, t));
    }
  };

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')} testId="forgot-password">
      <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="forgot-password-form">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          <EmailField {...form.inputProps('email')} />
          <Button type="submit" loading={forgotPassword.isPending} fullWidth>
            {t('resetPassword.sendLink')}
          </Button>
          <Anchor component={Link} to={backLink.to} size="sm" ta="center">
            {backLink.label}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
