import { hasPermission } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCurrentLocale } from '../../lib/domain-info-context';
import { useSession } from '../../lib/session/use-session';
import { AuthenticatedGuard } from './authenticated-guard';

// SPEC §6 sends users without the right to admin programs; that list does not exist yet, so the dashboard.
export const ADMIN_FALLBACK_PAGE = 'admin/home/dashboard';

/** `redirectTo` is absolute (`/…`) or relative to `/{locale}/`; empty means the locale home. */
export function resolveRedirect(locale: string, redirectTo: string): string {
  if (redirectTo.startsWith('/')) return redirectTo;
  return redirectTo ? `/${locale}/${redirectTo}` : `/${locale}`;
}

/** SPEC §6 permission-setting guard: the page opens only for a user holding `permission`. */
export function RequirePermission({
  permission,
  redirectTo = '',
  children,
}: {
  permission: string;
  redirectTo?: string;
  children?: ReactNode;
}) {
  const { user } = useSession();
  const locale = useCurrentLocale();
  const isAllowed = user !== null && hasPermission(user.permissions, permission);
  return (
    <AuthenticatedGuard>
      {isAllowed ? (children ?? <Outlet />) : <Navigate replace to={resolveRedirect(locale, redirectTo)} />}
    </AuthenticatedGuard>
  );
}
