import { Suspense } from 'react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { JurySessionRedirect } from '../../evaluations';
import { ProgramNotFound } from '../components/not-found';
import { ProgramPublicView } from '../components/program-public-view';
import { usePortalProgram } from '../hooks/use-portal-program';

/** `/{locale}/applications/{programSlug}`: a published program's public page (or `applications/{sessionSlug}`, a juror's session). */
export function ProgramPage() {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const slug = useParams().programSlug ?? '';
  const query = usePortalProgram(platform.id, slug, locale);

  useDocumentTitle(query.data?.title);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('program.loadFailed')} message={apiErrorMessage(query.error, t)} />;
  // No program by that address: it may be a juror's short address of their session.
  if (!query.data)
    return (
      <Suspense fallback={<PageLoader />}>
        <JurySessionRedirect slug={slug} fallback={<ProgramNotFound />} />
      </Suspense>
    );
  return <ProgramPublicView program={query.data} locale={locale} />;
}
