import { type Area, isSafeBackTo } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useCurrentLocale } from '../../lib/domain-info-context';
import { BACK_TO_PARAM, homePath } from '../../lib/session/session-paths';
import { useSession } from '../../lib/session/use-session';
import { PageLoader } from '../../ui/page-loader';

/**
 * SPEC §6 not-authenticated guard for sign-in pages: a signed-in user goes on to the safe backTo,
 * else to the home of the area. It is also how a successful sign-in leaves the login page.
 */
export function NotAuthenticatedGuard({ area, children }: { area: Area; children?: ReactNode }) {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const locale = useCurrentLocale();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed_in') {
    const backTo = searchParams.get(BACK_TO_PARAM);
    return <Navigate replace to={isSafeBackTo(backTo) ? backTo : homePath(locale, area)} />;
  }
  return children ?? <Outlet />;
}
