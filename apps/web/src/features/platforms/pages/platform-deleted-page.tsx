import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

export function PlatformDeletedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('platformDeleted.title'));
  return <ErrorScreen title={t('platformDeleted.title')} message={t('platformDeleted.message')} />;
}
