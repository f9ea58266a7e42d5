import { Alert, Button, Center, Loader } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { AuthCard } from '../components/auth-card';
import { InvalidLink } from '../components/invalid-link';
import { useAccountValidation } from '../hooks/use-account-validation';

/** `/{locale}/account-validation?token=…`: confirms the address from the emailed link, once. */
export function AccountValidationPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('accountValidation.pendingTitle'));
  const locale = useCurrentLocale();
  const { status } = useSession();
  const token = useSearchParams()[0].get('token');
  const validation = useAccountValidation(token);

  if (!token || validation.isError) {
    return (
      <InvalidLink
        error={validation.error}
        hint={t('accountValidation.invalidHint')}
        actions={[
          { to: `/${locale}/login`, label: t('accountValidation.signIn') },
          { to: `/${locale}/reset-password`, label: t('accountValidation.resetPassword') },
        ]}
      />
    );
  }
  if (validation.isPending) {
    return (
      <AuthCard title={t('accountValidation.pendingTitle')}>
        <Center py="md" role="status" aria-live="polite">
          <Loader role="progressbar" aria-label={t('accountValidation.pending')} />
        </Center>
      </AuthCard>
    );
  }
  const isSignedIn = status === 'signed_in';
  return (
    <AuthCard title={t('accountValidation.successTitle')} testId="account-validated">
      <Alert color="teal" variant="light" role="status">
        {t('accountValidation.success')}
      </Alert>
      <Button component={Link} to={isSignedIn ? `/${locale}` : `/${locale}/login`}>
        {isSignedIn ? t('accountValidation.continue') : t('accountValidation.signIn')}
      </Button>
    </AuthCard>
  );
}
