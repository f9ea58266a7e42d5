import { hasPermission } from '@opencall/shared/auth';
import { useContext } from 'react';
import { SessionContext } from './session-context';
import type { SessionState } from './session-store';

/** Who is signed in on this platform: `{ status, user }` (SPEC §6). */
export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** SPEC §6: a check tests whether a named permission is in the signed-in user's list. */
export function useHasPermission(permission: string): boolean {
  const { user } = useSession();
  return user !== null && hasPermission(user.permissions, permission);
}
