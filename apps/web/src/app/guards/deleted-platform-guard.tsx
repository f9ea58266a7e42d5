import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useDomainInfo } from '../../lib/domain-info-context';

// SPEC §4: on a deleted platform, only sign-in and password reset stay reachable.
const REACHABLE_WHEN_DELETED = ['login', 'reset-password', 'admin/login', 'admin/reset-password', 'platform-deleted'];

export function DeletedPlatformGuard() {
  const { platform } = useDomainInfo();
  const { locale } = useParams();
  const { pathname } = useLocation();
  const page = pathname.split('/').slice(2).join('/').replace(/\/$/, '');

  if (platform.deleted && !REACHABLE_WHEN_DELETED.includes(page)) {
    return <Navigate replace to={`/${locale}/platform-deleted`} />;
  }
  if (!platform.deleted && page === 'platform-deleted') return <Navigate replace to={`/${locale}`} />;
  return <Outlet />;
}
