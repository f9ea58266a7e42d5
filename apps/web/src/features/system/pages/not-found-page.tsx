import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

/** Unknown route: SPEC §8 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const locale = useCurrentLocale();
  return (
    <ErrorScreen
      status={404}
      title={t('notFound.title')}
      message={t('notFound.message')}
      action={{ label: t('notFound.home'), to: `/${locale}` }}
    />
  );
}
