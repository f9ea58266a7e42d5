import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={t('states.loading')} />
    </Center>
  );
}
