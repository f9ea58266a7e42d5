import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { MemberList } from '../components/member-list';

/** `admin/users_v1` and `admin/home/users`: every member of the platform with status and roles. */
export function MembersPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('members.title'));
  return (
    <PageSection title={t('members.title')} description={t('members.description')} testId="members-page">
      <MemberList scope="members" caption={t('members.title')} />
    </PageSection>
  );
}
