import type { EvaluationSession } from '@opencall/shared/evaluations';
import { useOutletContext } from 'react-router';

/** What the session frame hands to the pages under `examinations/{sessionSlug}/`. */
export interface SessionContext {
  session: EvaluationSession;
}

export function useCurrentSession(): EvaluationSession {
  return useOutletContext<SessionContext>().session;
}
