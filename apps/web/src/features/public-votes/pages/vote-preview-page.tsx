import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { useCurrentProgram } from '../../programs';
import { PublicVoteView } from '../components/public-vote-view';
import { useVoteContext } from '../components/vote-shell';
import { useVotePreview } from '../hooks/use-vote-sessions';

/** `preview`: the vote page as the public will read it, before publishing. */
export function VotePreviewPage() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const { voteSession } = useVoteContext();
  const query = useVotePreview(program.id, voteSession.id, locale);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('loadFailed')} message={t('loadFailedHint')} />;
  return <PublicVoteView session={query.data} platformId={platform.id} preview />;
}
