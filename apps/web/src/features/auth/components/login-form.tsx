import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Area } from '@opencall/shared/auth';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, requiredRule } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { PageLoader } from '../../../ui/page-loader';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useLogin } from '../hooks/use-login';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { type PendingJoin, pendingJoinOf } from './pending-join';

// Only accounts with two-step verification need the code step: it loads when asked for.
// Both steps are rare: loaded only when a sign-in needs them.
const JoinPlatformStep = lazy(async () => ({ default: (await import('./join-platform-step')).JoinPlatformStep }));
const MfaCodeForm = lazy(async () => ({ default: (await import('./mfa-code-form')).MfaCodeForm }));

/** Email and password sign-in for either area; the public area asks for a second-step code in place. */
export function LoginForm({ area }: { area: Area }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn(area);
  const [inlineMfaToken, setInlineMfaToken] = useState<string | null>(null);
  const [pendingJoin, setPendingJoin] = useState<PendingJoin | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormFields(
    { email: '', password: '' },
    { email: requiredRule(t), password: (value) => (value ? null : t('validation.required')) },
  );
  const prefix = area === 'admin' ? `/${locale}/admin` : `/${locale}`;

  if (inlineMfaToken) {
    return (
      <Suspense fallback={<PageLoader />}>
        <MfaCodeForm mfaToken={inlineMfaToken} area={area} onRestart={() => setInlineMfaToken(null)} />
      </Suspense>
    );
  }

  if (pendingJoin) {
    return (
      <Suspense fallback={<PageLoader />}>
        <JoinPlatformStep
          pending={pendingJoin}
          area={area}
          onCancel={() => setPendingJoin(null)}
          onInlineMfa={(token) => {
            setPendingJoin(null);
            setInlineMfaToken(token);
          }}
        />
      </Suspense>
    );
  }

  const handleValid = async ({ email, password }: { email: string; password: string }) => {
    setFormError(null);
    try {
      const result = await login.mutateAsync({ email: email.trim(), password, area });
      const next = await completeSignIn(result);
      if (next) setInlineMfaToken(next.inlineMfaToken);
    } catch (error) {
      const join = pendingJoinOf(error);
      if (join) setPendingJoin(join);
      else setFormError(apiErrorMessage(error, t));
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="login-form">
      <Stack gap="md">
        <FormError>{formError}</FormError>
        <EmailField autoComplete="username" {...form.inputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
          {...form.inputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={`${prefix}/reset-password`} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <GoogleSignInButton area={area} />
        {area === 'public' && (
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={`/${locale}/register`} underline="always">
              {t('login.createAccount')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
