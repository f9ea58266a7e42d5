import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';

/** SPEC §8: the portal's screen for a program that does not exist (any more). */
export function ProgramNotFound() {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  return (
    <ErrorScreen
      status={404}
      title={t('programNotFound.title')}
      message={t('programNotFound.message')}
      action={{ label: t('programNotFound.home'), to: `/${locale}/` }}
    />
  );
}
