import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { AuthenticatedGuard } from './authenticated-guard';

/** SPEC §6: the admin area needs a user with at least one program, or a super admin; others go to `/`. */
export function ConnectedProgramsGuard({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const isAllowed = user !== null && (user.hasPrograms || user.superAdmin);
  return <AuthenticatedGuard>{isAllowed ? (children ?? <Outlet />) : <Navigate replace to="/" />}</AuthenticatedGuard>;
}
