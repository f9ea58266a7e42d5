import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { PublicVoteView } from '../components/public-vote-view';
import { usePortalVote } from '../hooks/use-public-vote';

/** SPEC §2 `applications/{programSlug}?type=vote&id={sessionId}`: a published public vote; SPEC §8 404 otherwise. */
export function PublicVotePage({
  programSlug,
  sessionId,
  notFound,
}: {
  programSlug: string;
  sessionId: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('votes');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const query = usePortalVote({ platformId: platform.id, programId: programSlug, id: sessionId }, locale);
  useDocumentTitle(query.data?.title);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    // SPEC §8: unpublished, unknown, or an id that cannot be one: the same page.
    const status = (query.error as { status?: number }).status;
    if (status === 404 || status === 400) return <>{notFound}</>;
    return <ErrorScreen title={t('loadFailed')} message={t('loadFailedHint')} />;
  }
  return <PublicVoteView session={query.data} platformId={platform.id} />;
}
