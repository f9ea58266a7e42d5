import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

/** SPEC §8: the portal's screen for what does not exist (any more): its texts and the way back (`path` under the locale). */
function PortalNotFound({
  texts,
  action,
  path,
  message,
}: {
  texts: 'programNotFound' | 'applicationNotFound' | 'showcaseNotFound';
  action: 'home' | 'back';
  path: string;
  /** The message's key when it is not `message` (one title, several messages). */
  message?: string;
}) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  return (
    <ErrorScreen
      status={404}
      title={t(`${texts}.title`)}
      message={t(`${texts}.${message ?? 'message'}`)}
      action={{ label: t(`${texts}.${action}`), to: `/${locale}/${path}` }}
    />
  );
}

/** A program that does not exist (any more), with the way home. */
export function ProgramNotFound() {
  return <PortalNotFound texts="programNotFound" action="home" path="" />;
}

/** An application that does not exist (any more), with the way back to its program. */
export function ApplicationNotFound({ programSlug }: { programSlug: string }) {
  return <PortalNotFound texts="applicationNotFound" action="back" path={`applications/${programSlug}`} />;
}

/** SPEC §8: a gallery or a public vote that is unpublished (or unknown), with the way home. */
export function ShowcaseNotFound({ kind }: { kind: 'gallery' | 'vote' }) {
  return <PortalNotFound texts="showcaseNotFound" message={kind} action="home" path="" />;
}
