import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../../../lib/chunk-reload';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';

/** What a route shows when it throws: a reload for a stale chunk, otherwise the error screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useDocumentTitle(status === 404 ? t('notFound.title') : t('errorScreen.title'));
  if (isChunkLoadError(error) && reloadAfterChunkError()) return <PageLoader />;
  if (status === 404) {
    return (
      <ErrorScreen status={404} title={t('notFound.title')} action={{ label: t('notFound.home'), to: `/${locale}` }} />
    );
  }
  console.error(error);
  return (
    <ErrorScreen
      status={status}
      title={t('errorScreen.title')}
      message={t('errorScreen.message')}
      action={{ label: t('notFound.home'), to: `/${locale}` }}
    />
  );
}
