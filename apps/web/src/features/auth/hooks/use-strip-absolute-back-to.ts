import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BACK_TO_PARAM } from '../../../lib/session/session-paths';

// An address on another site: http(s)://… or its scheme-relative form //…
const ABSOLUTE_HTTP = /^\s*(https?:)?\/\//i;

/**
 * SPEC §4: a backTo holding an absolute http or https address is stripped and the page reloaded
 * without it. Returns true while that happens, so the page can wait instead of showing the form.
 */
export function useStripAbsoluteBackTo(): boolean {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const backTo = searchParams.get(BACK_TO_PARAM);
  const mustStrip = backTo !== null && ABSOLUTE_HTTP.test(backTo);

  useEffect(() => {
    if (!mustStrip) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(BACK_TO_PARAM);
    const query = rest.toString();
    void navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
  }, [mustStrip, searchParams, pathname, hash, navigate]);

  return mustStrip;
}
