import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

/** SPEC §8: the portal's screen for what does not exist (any more): its texts and the way back (`path` under the locale). */
function PortalNotFound({
  texts,
  action,
  path,
}: {
  texts: 'programNotFound' | 'applicationNotFound';
  action: 'home' | 'back';
  path: string;
}) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  return (
    <ErrorScreen
      status={404}
      title={t(`${texts}.title`)}
      message={t(`${texts}.message`)}
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
