import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

/** SPEC §8: an application that does not exist (any more), with the way back to its program. */
export function ApplicationNotFound({ programSlug }: { programSlug: string }) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  return (
    <ErrorScreen
      status={404}
      title={t('applicationNotFound.title')}
      message={t('applicationNotFound.message')}
      action={{ label: t('applicationNotFound.back'), to: `/${locale}/applications/${programSlug}` }}
    />
  );
}
