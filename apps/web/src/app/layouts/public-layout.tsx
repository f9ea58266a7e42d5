import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBellSlot } from '../../features/notifications';
import { CookieBanner } from '../../features/platforms/components/cookie-banner';
import { LanguageSwitcher } from '../../features/platforms/components/language-switcher';
import { LegalFooterLinks } from '../../features/platforms/components/legal-footer-links';
import { useCookieConsent } from '../../features/platforms/hooks/use-cookie-consent';
import { useCurrentLocale, useDomainInfo } from '../../lib/domain-info-context';
import { useTranslation } from '../../lib/use-translation';
import classes from '../../ui/layouts.module.css';
import { PageLoader } from '../../ui/page-loader';

/** Public pages: the platform's name in its colours, the language switcher, content up to 80rem, legal links. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { platform } = useDomainInfo();
  const locale = useCurrentLocale();
  const cookieConsent = useCookieConsent();
  const banner = useElementSize<HTMLElement>();
  return (
    // Plain header and main rather than Mantine's AppShell: its scroll lock and media styles weigh on
    // every public page's first load, which needs neither.
    <div className={classes.publicShell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      {/* First in the keyboard order, shown at the bottom; the page is padded so nothing stays hidden under it. */}
      {cookieConsent.isBannerOpen && (
        <CookieBanner ref={banner.ref} shouldTakeFocus={cookieConsent.isReopened} onChoose={cookieConsent.choose} />
      )}
      <header className={classes.publicHeader}>
        <Group h="100%" px="md" justify="space-between" maw="var(--oc-content-max-width)" mx="auto" wrap="nowrap">
          <Anchor component={Link} to={`/${locale}`} className={classes.brand} data-testid="platform-name">
            {platform.name}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <NotificationBellSlot variant="public" />
            <UserMenu variant="public" />
          </Group>
        </Group>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={classes.main}
        style={cookieConsent.isBannerOpen ? { paddingBottom: banner.height } : undefined}
      >
        {/* Full width up to 80rem: a centred flex item would otherwise grow to a wide table and scroll the page. */}
        <Container size="80rem" px="md" py="xl" w="100%">
          {/* A page's code loads here while the header, banner and footer are already drawn (lib/lazy-page.ts). */}
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </Container>
        <Stack component="footer" gap="sm" className={classes.footer}>
          <LegalFooterLinks settingsRef={cookieConsent.settingsRef} onCookieSettings={cookieConsent.reopen} />
          <Text size="sm" c="dimmed" ta="center">
            {t('layout.poweredBy')}
          </Text>
        </Stack>
      </main>
    </div>
  );
}
