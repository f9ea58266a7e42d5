import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../ui/error-screen';

export function PlatformDeletedPage() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('platformDeleted.title')} message={t('platformDeleted.message')} />;
}
