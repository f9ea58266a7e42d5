import { Button, Center, Loader } from '@mantine/core';
import { authApi } from '@opencall/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';
import { homePath, loginPath } from '../../../lib/session/session-paths';
import { startSession } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../components/auth-card';
import { MfaSetupStep } from '../components/mfa-setup-step';
import { RecoveryCodes } from '../components/recovery-codes';
import { useBackTo } from '../hooks/use-back-to';
import { useMfaSetup } from '../hooks/use-mfa-setup';
import { clearPendingMfa, readPendingMfa } from '../pending-mfa';

/**
 * `/{locale}/admin/enable-mfa`: enrolment during a sign-in the platform requires it for (pending
 * token), or from the security settings of a signed-in user. Recovery codes are shown once.
 */
export function EnableMfaPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('enableMfa.title'));
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const backTo = useBackTo();
  const { status, user } = useSession();
  const [pending] = useState(() => readPendingMfa('mfa_enroll'));
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const who = pending ? { mfaToken: pending.token } : user ? { userId: user.id } : null;
  const setup = useMfaSetup(recoveryCodes ? null : who);

  const handleEnabled = async (result: { accessToken?: string; recoveryCodes: string[] }) => {
    setRecoveryCodes(result.recoveryCodes);
    // Every other session ended; this one continues with the tokens of the answer.
    if (result.accessToken) await startSession(result.accessToken);
  };

  const finish = () => {
    clearPendingMfa();
    queryClient.removeQueries({ queryKey: queryKeyOf(authApi.mfaSetup) });
    void navigate(backTo ?? homePath(locale, 'admin'), { replace: true });
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onContinue={finish} />;
  if (!pending && status === 'loading') return <PageLoader />;
  if (!who || setup.isError) {
    return (
      <AuthCard title={t('enableMfa.title')} testId="enable-mfa-unavailable">
        <FormError>{who ? apiErrorMessage(setup.error, t) : t('mfa.stepExpired')}</FormError>
        <Button component={Link} to={user ? (backTo ?? homePath(locale, 'admin')) : loginPath(locale, 'admin')}>
          {user ? t('enableMfa.back') : t('mfa.backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  if (!setup.data) {
    return (
      <AuthCard title={t('enableMfa.title')}>
        <Center py="md" role="status">
          <Loader role="progressbar" aria-label={t('enableMfa.preparing')} />
        </Center>
      </AuthCard>
    );
  }
  return <MfaSetupStep setup={setup.data} mfaToken={pending?.token} onEnabled={handleEnabled} />;
}
