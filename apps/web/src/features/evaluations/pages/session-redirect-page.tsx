import { Navigate, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { useCurrentProgram } from '../../programs';
import { useSession } from '../hooks/use-sessions';
import { sessionPaths } from '../session-paths';

/**
 * `sessions/{sessionId}`: a session by its id (or its address) opens at its settings under
 * `examinations/{sessionSlug}`; one the program does not have goes back to the list (SPEC §8).
 */
export function SessionRedirectPage() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const ref = useParams().sessionId ?? '';
  const query = useSession(program.id, ref);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('shell.loadFailed')} message={apiErrorMessage(query.error, t)} />;
  if (!query.data) return <Navigate replace to={sessionPaths.list(locale, program.slug)} />;
  return <Navigate replace to={sessionPaths.page(locale, program.slug, query.data.slug)} />;
}

/** `examinations`: the program's sessions are listed under `sessions`. */
export function ExaminationsRedirectPage() {
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  return <Navigate replace to={sessionPaths.list(locale, program.slug)} />;
}
