import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainInfo } from '../../../app/domain-info-context';
import classes from './home-page.module.css';

/** The platform's public home. The open calls list joins it with the programs module. */
export function HomePage() {
  const { t } = useTranslation();
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
        <Paper withBorder p="lg" mt="md" radius="md">
          <Text c="dimmed">{t('home.noOpenCalls')}</Text>
        </Paper>
      </section>
    </Stack>
  );
}
