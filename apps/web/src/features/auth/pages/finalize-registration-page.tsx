import { Button, Stack } from '@mantine/core';
import type { Area } from '@opencall/shared/auth';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage, fieldErrorOf, passwordRule } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { loginPath } from '../../../lib/session/session-paths';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { AuthCard } from '../components/auth-card';
import { InvalidLink } from '../components/invalid-link';
import { NameFields } from '../components/name-fields';
import { PasswordField } from '../components/password-field';
import { useFinalizeRegistration } from '../hooks/use-finalize-registration';

type FinalizeFields = { firstname: string; lastname: string; password: string };
const LINK_ERRORS = ['link_invalid_or_expired', 'validation_failed'];

/** `finalize-registration?token=…` (public and admin): an invited person sets a password, then signs in. */
export function FinalizeRegistrationPage({ area = 'public' }: { area?: Area }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('finalize.title'));
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const finalize = useFinalizeRegistration();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<unknown>(token ? undefined : null);
  const form = useFormFields<FinalizeFields>(
    { firstname: '', lastname: '', password: '' },
    { password: passwordRule(t) },
  );

  if (!token || linkError !== undefined) {
    return (
      <InvalidLink
        error={linkError ?? null}
        hint={t('finalize.invalidHint')}
        actions={[{ to: loginPath(locale, area), label: t('finalize.signIn') }]}
      />
    );
  }

  const handleValid = async (values: FinalizeFields) => {
    setFormError(null);
    const firstname = values.firstname.trim();
    const lastname = values.lastname.trim();
    try {
      await finalize.mutateAsync({
        token,
        password: values.password,
        ...(firstname && { firstname }),
        ...(lastname && { lastname }),
      });
      showToast({ type: 'success', message: t('finalize.done') });
      await navigate(loginPath(locale, area), { replace: true });
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError && fieldError.field in values) {
        form.setFieldError(fieldError.field as keyof FinalizeFields, fieldError.message);
      } else if (error instanceof ApiError && LINK_ERRORS.includes(error.code)) {
        setLinkError(error);
      } else {
        setFormError(apiErrorMessage(error, t));
      }
    }
  };

  return (
    <AuthCard
      title={t('finalize.title')}
      description={t('finalize.description', { platform: platform.name })}
      testId="finalize-registration"
    >
      <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="finalize-registration-form">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          <NameFields inputProps={form.inputProps} />
          <PasswordField label={t('fields.password')} {...form.inputProps('password')} />
          <Button type="submit" loading={finalize.isPending} fullWidth>
            {t('finalize.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
