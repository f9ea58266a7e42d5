import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, fieldErrorOf, passwordRule, requiredRule } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { AuthCard } from '../components/auth-card';
import { CheckYourEmail } from '../components/check-your-email';
import { EmailField } from '../components/email-field';
import { NameFields } from '../components/name-fields';
import { PasswordField } from '../components/password-field';
import { accountEmailRule } from '../email-rule';
import { useBannedEmailDomains } from '../hooks/use-banned-email-domains';
import { useRegister } from '../hooks/use-register';

type RegisterFields = { firstname: string; lastname: string; email: string; password: string };

/** `/{locale}/register`: a public account; the answer is always "check your email". */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const locale = useCurrentLocale();
  const register = useRegister();
  const bannedDomains = useBannedEmailDomains();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormFields<RegisterFields>(
    { firstname: '', lastname: '', email: '', password: '' },
    {
      firstname: requiredRule(t),
      lastname: requiredRule(t),
      email: accountEmailRule(t, bannedDomains),
      password: passwordRule(t),
    },
  );

  if (sentTo) {
    return (
      <CheckYourEmail
        message={t('register.checkEmail', { email: sentTo })}
        backLink={{ to: `/${locale}/login`, label: t('checkEmail.backToLogin') }}
      />
    );
  }

  const handleValid = async (values: RegisterFields) => {
    setFormError(null);
    const email = values.email.trim();
    try {
      await register.mutateAsync({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email,
        password: values.password,
        locale,
      });
      setSentTo(email);
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError && fieldError.field in values) {
        form.setFieldError(fieldError.field as keyof RegisterFields, fieldError.message);
      } else {
        setFormError(apiErrorMessage(error, t));
      }
    }
  };

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} testId="register-page">
      <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="register-form">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          <NameFields inputProps={form.inputProps} required />
          <EmailField {...form.inputProps('email')} />
          <PasswordField label={t('fields.password')} {...form.inputProps('password')} />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={`/${locale}/login`} underline="always">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
