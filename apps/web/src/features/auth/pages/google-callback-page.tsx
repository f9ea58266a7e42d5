import { authApi, isSafeBackTo } from '@opencall/shared/auth';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { startSession } from '../../../lib/session/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../components/auth-card';
import { type PendingJoin, pendingJoinOf } from '../components/pending-join';
import { backToQuery } from '../hooks/use-back-to';
import { savePendingMfa } from '../pending-mfa';

const JoinPlatformStep = lazy(async () => ({
  default: (await import('../components/join-platform-step')).JoinPlatformStep,
}));

/** `/auth_social/google/callback`: hands Google's code and state to the server, then continues the sign-in. */
export function GoogleCallbackPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pendingJoin, setPendingJoin] = useState<PendingJoin | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    // The code is single-use: never send it twice (StrictMode runs effects twice in development).
    if (hasStarted.current) return;
    hasStarted.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setError(t('google.cancelled'));
      return;
    }
    void (async () => {
      try {
        const result = await callApi(authApi.googleLogin, { body: { code, state } });
        const home = result.area === 'admin' ? `/${locale}/admin/home/dashboard` : `/${locale}`;
        const backTo = isSafeBackTo(result.backTo) ? result.backTo : home;
        if (result.status === 'signed_in' && result.accessToken) {
          await startSession(result.accessToken);
          await navigate(backTo, { replace: true });
        } else if (result.mfaToken) {
          const kind = result.status === 'mfa_required' ? 'mfa' : 'mfa_enroll';
          savePendingMfa({ token: result.mfaToken, kind });
          const page = kind === 'mfa' ? 'admin/mfa-code' : 'admin/enable-mfa';
          await navigate(`/${locale}/${page}${backToQuery(backTo)}`, { replace: true });
        }
      } catch (failure) {
        const join = pendingJoinOf(failure);
        if (join) setPendingJoin(join);
        else setError(apiErrorMessage(failure, t));
      }
    })();
  }, [params, locale, navigate, t]);

  if (pendingJoin) {
    return (
      <AuthCard title={t('login.title')} testId="google-join">
        <Suspense fallback={<PageLoader />}>
          <JoinPlatformStep
            pending={pendingJoin}
            area="public"
            onCancel={() => void navigate(`/${locale}/login`, { replace: true })}
            onSignedIn={() => void navigate(`/${locale}`, { replace: true })}
            onInlineMfa={(token) => {
              savePendingMfa({ token, kind: 'mfa' });
              void navigate(`/${locale}/admin/mfa-code`, { replace: true });
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }
  if (!error) return <PageLoader />;
  return (
    <ErrorScreen
      title={t('google.failedTitle')}
      message={error}
      action={{ label: t('google.backToLogin'), to: `/${locale}/login` }}
    />
  );
}
