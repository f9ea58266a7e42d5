import { PERMISSIONS } from '@opencall/shared/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useHasPermission } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { PersonalMfaCard } from '../components/personal-mfa-card';
import { PlatformMfaSetting } from '../components/platform-mfa-setting';

/** `admin/home/security` (and `/mfa`): the platform's two-step rule and one's own two-step verification. */
export function SecurityPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('security.title'));
  const canManage = useHasPermission(PERMISSIONS.securityManage);
  return (
    <PageSection title={t('security.title')} description={t('security.description')} maw="50rem" testId="security-page">
      {canManage && <PlatformMfaSetting />}
      <PersonalMfaCard />
    </PageSection>
  );
}
