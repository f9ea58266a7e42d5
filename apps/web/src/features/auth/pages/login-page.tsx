import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useStripAbsoluteBackTo } from '../hooks/use-strip-absolute-back-to';

/** `/{locale}/login`: public sign-in; backTo (a path on this site) is where it returns to. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const isStripping = useStripAbsoluteBackTo();
  if (isStripping) return <PageLoader />;
  return (
    <AuthCard title={t('login.title')} description={t('login.description')} testId="login-page">
      <LoginForm area="public" />
    </AuthCard>
  );
}
