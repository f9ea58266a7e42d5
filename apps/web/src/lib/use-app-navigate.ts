import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

/** navigate() that ignores a navigation to where the user already is (no duplicate history entry). */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === `${location.pathname}${location.search}${location.hash}`) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
