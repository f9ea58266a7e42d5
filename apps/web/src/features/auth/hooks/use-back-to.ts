import { isSafeBackTo } from '@opencall/shared/auth';
import { useSearchParams } from 'react-router';
import { BACK_TO_PARAM } from '../../../lib/session/session-paths';

/** The page to return to after sign-in, when the query names a safe one (SPEC §4). */
export function useBackTo(): string | null {
  const [searchParams] = useSearchParams();
  const backTo = searchParams.get(BACK_TO_PARAM);
  return isSafeBackTo(backTo) ? backTo : null;
}

/** `?backTo=…` to carry the return page on to the next step of a sign-in, or nothing. */
export function backToQuery(backTo: string | null): string {
  return backTo ? `?${new URLSearchParams({ [BACK_TO_PARAM]: backTo })}` : '';
}
