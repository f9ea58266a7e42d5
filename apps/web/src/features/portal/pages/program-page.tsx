import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { JurySessionRedirect } from '../../evaluations';
import { PublicGallery } from '../../galleries';
import { PublicVote } from '../../public-votes';
import { ProgramNotFound, ShowcaseNotFound } from '../components/not-found';
import { ProgramPublicView } from '../components/program-public-view';
import { usePortalProgram } from '../hooks/use-portal-program';

/**
 * `/{locale}/applications/{programSlug}`: a published program's public page (or `applications/{sessionSlug}`,
 * a juror's session); with `?type=…&id=…`, one of the program's showcases instead (SPEC §2).
 */
export function ProgramPage() {
  const slug = useParams().programSlug ?? '';
  const [search] = useSearchParams();
  const id = search.get('type') ? (search.get('id') ?? '') : '';
  // SPEC §2 `?type=gallery&id={galleryId}`: the gallery alone loads (not the program first).
  if (search.get('type') === 'gallery' && id)
    return (
      <Suspense fallback={<PageLoader />}>
        <PublicGallery programSlug={slug} galleryId={id} notFound={<ShowcaseNotFound kind="gallery" />} />
      </Suspense>
    );
  // `?type=vote&id={sessionId}`: a public vote session.
  if (search.get('type') === 'vote' && id)
    return (
      <Suspense fallback={<PageLoader />}>
        <PublicVote programSlug={slug} sessionId={id} notFound={<ShowcaseNotFound kind="vote" />} />
      </Suspense>
    );
  return <ProgramView slug={slug} />;
}

function ProgramView({ slug }: { slug: string }) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
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
