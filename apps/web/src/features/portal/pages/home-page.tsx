import { Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { lazyPage } from '../../../lib/lazy-page';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import classes from './home-page.module.css';

// The list's code loads once the first screen is drawn: the public entry stays small.
const ProgramList = lazyPage(
  () => import('../components/program-list'),
  (list) => list.ProgramList,
);

/** The platform's public home: a welcome, then its open calls. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.home'));
  const { platform } = useDomainInfo();
  return (
    <Stack gap="xl">
      <Paper className={classes.hero} radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1}>{t('home.welcome', { platform: platform.name })}</Title>
        <Text size="lg" mt="sm" className={classes.heroText}>
          {t('home.intro')}
        </Text>
      </Paper>
      <section aria-labelledby="open-calls-title">
        <Title order={2} id="open-calls-title" fz="h3">
          {t('home.openCalls')}
        </Title>
        <Stack mt="md">
          <Suspense fallback={<PageLoader />}>
            <ProgramList initialPhase="open" headingOrder={3} />
          </Suspense>
        </Stack>
      </section>
    </Stack>
  );
}
