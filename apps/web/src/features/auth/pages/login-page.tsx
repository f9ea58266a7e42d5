import { Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { lazyPage } from '../../../lib/lazy-page';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../components/auth-card';
import { useStripAbsoluteBackTo } from '../hooks/use-strip-absolute-back-to';

// The form (inputs, sign-in steps) loads with the page, not with every public page's first load.
const LoginForm = lazyPage(
  () => import('../components/login-form'),
  (form) => form.LoginForm,
);

/** `/{locale}/login`: public sign-in; backTo (a path on this site) is where it returns to. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const isStripping = useStripAbsoluteBackTo();
  if (isStripping) return <PageLoader />;
  return (
    <AuthCard title={t('login.title')} description={t('login.description')} testId="login-page">
      <Suspense fallback={<PageLoader />}>
        <LoginForm area="public" />
      </Suspense>
    </AuthCard>
  );
}
