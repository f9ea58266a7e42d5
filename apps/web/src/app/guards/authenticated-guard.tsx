import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentLocale } from '../../lib/domain-info-context';
import { loginPathFor } from '../../lib/session/session-paths';
import { useSession } from '../../lib/session/use-session';
import { PageLoader } from '../../ui/page-loader';

/**
 * SPEC §6 authenticated guard: without a signed-in user, the login page of the area opens with the
 * full requested path in backTo (the spec's host exception can never hold, so it is not kept). A page
 * kept after its session ended stays: it holds unsent answers and links to the sign-in itself.
 */
export function AuthenticatedGuard({ children }: { children?: ReactNode }) {
  const { status, leavingTo, isPageKept } = useSession();
  const location = useLocation();
  const locale = useCurrentLocale();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous' && !isPageKept)
    return <Navigate replace to={leavingTo ?? loginPathFor(locale, location)} />;
  return children ?? <Outlet />;
}
