import { Anchor, AppShell, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { LanguageSwitcher } from '../../features/platforms/components/language-switcher';
import { useCurrentLocale, useDomainInfo } from '../domain-info-context';
import classes from './layouts.module.css';

/** Public pages: the platform's name in its colours, the language switcher, content up to 80rem. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { platform } = useDomainInfo();
  const locale = useCurrentLocale();
  return (
    <AppShell header={{ height: '3.75rem' }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header className={classes.publicHeader}>
        <Group h="100%" px="md" justify="space-between" maw="var(--oc-content-max-width)" mx="auto" wrap="nowrap">
          <Anchor component={Link} to={`/${locale}`} className={classes.brand} data-testid="platform-name">
            {platform.name}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu variant="public" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="80rem" px="md" py="xl">
          {children ?? <Outlet />}
        </Container>
        <Box component="footer" className={classes.footer}>
          <Text size="sm" c="dimmed" ta="center">
            {t('layout.poweredBy')}
          </Text>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
