import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { PersonalMfaCard } from '../components/personal-mfa-card';

/** `admin/home/settings/security`: one's own two-step verification. */
export function PersonalSecurityPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('security.personalPageTitle'));
  return (
    <PageSection
      title={t('security.personalPageTitle')}
      description={t('security.personalPageDescription')}
      maw="50rem"
      testId="personal-security-page"
    >
      <PersonalMfaCard />
    </PageSection>
  );
}
