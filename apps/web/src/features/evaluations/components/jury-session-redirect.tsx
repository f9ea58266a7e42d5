import type { Locale } from '@opencall/shared/common';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { PageLoader } from '../../../ui/page-loader';
import { useMyJurySessions } from '../hooks/use-jury-session';
import { juryPaths } from '../jury-paths';

/**
 * SPEC §2 `applications/{sessionSlug}`: a juror's short address of a session they sit on (it shares
 * its shape with a program's page, which answers first). Anyone else gets `fallback`.
 */
export function JurySessionRedirect({ slug, fallback }: { slug: string; fallback: ReactNode }) {
  const locale = useCurrentLocale();
  const { status } = useSession();
  const signedIn = status === 'signed_in';
  const seats = useMyJurySessions(locale as Locale, signedIn);
  if (!signedIn) return <>{fallback}</>;
  if (seats.isPending) return <PageLoader />;
  const seat = seats.data?.find((session) => session.slug === slug);
  if (!seat) return <>{fallback}</>;
  return <Navigate replace to={juryPaths.session(locale, seat.program.slug, seat.slug, seat.id, seat.program.id)} />;
}
