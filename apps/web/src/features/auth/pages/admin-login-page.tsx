import { useDocumentTitle } from '../../../lib/document-title';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useStripAbsoluteBackTo } from '../hooks/use-strip-absolute-back-to';

/** `/{locale}/admin/login`: back-office sign-in (SPEC §2), honouring backTo as SPEC §4 says. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('adminLogin.title'));
  const { platform } = useDomainInfo();
  const isStripping = useStripAbsoluteBackTo();
  if (isStripping) return <PageLoader />;
  return (
    <AuthCard
      title={t('adminLogin.title')}
      description={t('adminLogin.description', { platform: platform.name })}
      testId="admin-login-page"
    >
      <LoginForm area="admin" />
    </AuthCard>
  );
}
