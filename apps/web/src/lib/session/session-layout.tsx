import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InactivitySignOut } from './inactivity-sign-out';
import { arrivedAfterSignOut } from './session-store';
import { useSession } from './use-session';

/** Route frame for every page: watches inactivity and ends a sign-out once the page has moved on. */
export function SessionLayout() {
  const { leavingTo } = useSession();
  const { pathname, search } = useLocation();
  const leftFrom = useRef<string | null>(null);

  useEffect(() => {
    const here = `${pathname}${search}`;
    if (leavingTo === null) {
      leftFrom.current = null;
      return;
    }
    // The destination may itself redirect (`/` → `/fr`), so any move away from the start counts too.
    if (here === leavingTo || (leftFrom.current !== null && leftFrom.current !== here)) arrivedAfterSignOut();
    else leftFrom.current ??= here;
  }, [leavingTo, pathname, search]);

  return (
    <>
      <InactivitySignOut />
      <Outlet />
    </>
  );
}
