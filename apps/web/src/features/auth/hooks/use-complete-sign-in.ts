import type { Area, SignInResult } from '@opencall/shared/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AuthFailedError } from '../../../lib/api-error';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { startSession } from '../../../lib/session/session-store';
import { savePendingMfa } from '../pending-mfa';
import { backToQuery, useBackTo } from './use-back-to';

/**
 * What a sign-in answer leads to. Signed in: the session starts and the not-authenticated guard
 * moves on to backTo. A code is needed: on the public login it is asked in place (the token is
 * returned), in the back office on the admin/mfa-code page. Enrolment needed: admin/enable-mfa.
 */
export function useCompleteSignIn(area: Area) {
  const navigate = useNavigate();
  const locale = useCurrentLocale();
  const backTo = useBackTo();

  return useCallback(
    async (result: SignInResult): Promise<{ inlineMfaToken: string } | null> => {
      if (result.status === 'signed_in' && result.accessToken) {
        await startSession(result.accessToken);
        return null;
      }
      if (result.status === 'mfa_required' && result.mfaToken) {
        if (area === 'public') return { inlineMfaToken: result.mfaToken };
        savePendingMfa({ token: result.mfaToken, kind: 'mfa' });
        await navigate(`/${locale}/admin/mfa-code${backToQuery(backTo)}`);
        return null;
      }
      if (result.status === 'mfa_enrollment_required' && result.mfaToken) {
        savePendingMfa({ token: result.mfaToken, kind: 'mfa_enroll' });
        await navigate(`/${locale}/admin/enable-mfa${backToQuery(backTo)}`);
        return null;
      }
      throw new AuthFailedError(result);
    },
    [area, navigate, locale, backTo],
  );
}
