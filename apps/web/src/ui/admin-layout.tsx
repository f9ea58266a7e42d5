import { AppShell, Burger, Group, NavLink, Tabs, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import classes from './layouts.module.css';

// SPEC §9 layout sizes.
const MENU_COLLAPSED = '4.0625rem';
const MENU_EXPANDED = '15.625rem';
const HEADER_HEIGHT = '3.75rem';
// Below the `sm` breakpoint (48em) the menu is a drawer over the page, closed until the burger opens it.
const SMALL_SCREEN = '(max-width: 47.99em)';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface AdminTab {
  label: string;
  to: string;
}

/**
 * Back-office frame: a side menu that collapses to icons, a header, and optional tabs. On a phone the
 * menu is closed behind the burger and covers the page when opened; following a link closes it.
 */
export function AdminLayout({
  platformName,
  navItems,
  tabs,
  title,
  headerEnd,
  children,
}: {
  /** The platform's name, first in the header. */
  platformName: string;
  navItems: readonly AdminNavItem[];
  tabs?: readonly AdminTab[];
  title?: ReactNode;
  /** Right end of the header: the account menu. */
  headerEnd?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [isExpanded, { toggle }] = useDisclosure(true);
  const [isMobileOpen, mobileMenu] = useDisclosure(false);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const current = `${pathname}${search}`;
  const isMenuOpen = isSmallScreen ? isMobileOpen : isExpanded;
  const showsLabels = isSmallScreen || isExpanded;
  const closeMobileMenu = mobileMenu.close;

  useEffect(() => {
    if (pathname) closeMobileMenu();
  }, [pathname, closeMobileMenu]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: isExpanded ? MENU_EXPANDED : MENU_COLLAPSED,
        breakpoint: 'sm',
        collapsed: { mobile: !isMobileOpen },
      }}
      padding="md"
    >
      <AppShell.Header className={classes.adminHeader}>
        <Burger
          opened={isMenuOpen}
          onClick={isSmallScreen ? mobileMenu.toggle : toggle}
          size="sm"
          aria-label={
            isSmallScreen
              ? t(isMobileOpen ? 'layout.closeMenu' : 'layout.openMenu')
              : t(isExpanded ? 'layout.collapseMenu' : 'layout.expandMenu')
          }
          aria-expanded={isMenuOpen}
          aria-controls="admin-menu"
        />
        <Text fw={700} truncate>
          {platformName}
        </Text>
        {title && (
          <Text c="dimmed" truncate visibleFrom="sm">
            {title}
          </Text>
        )}
        {headerEnd && <Group ml="auto">{headerEnd}</Group>}
      </AppShell.Header>
      <AppShell.Navbar
        id="admin-menu"
        p="xs"
        aria-label={t('layout.adminMenu')}
        data-expanded={showsLabels}
        // Closed on a phone, the menu is out of view: out of the keyboard order and of what screen readers read.
        inert={isSmallScreen && !isMobileOpen}
      >
        {navItems.map((item) => {
          const link = (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={showsLabels ? item.label : undefined}
              // Named by the visible label when shown; by aria-label when only the icon shows.
              aria-label={showsLabels ? undefined : item.label}
              leftSection={item.icon}
              active={current === item.to || pathname.startsWith(`${item.to}/`)}
              className={classes.navLink}
            />
          );
          return showsLabels ? (
            link
          ) : (
            <Tooltip key={item.to} label={item.label} position="right">
              {link}
            </Tooltip>
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main>
        {tabs && tabs.length > 0 && (
          <Tabs value={tabs.find((tab) => tab.to === current)?.to ?? null} mb="md">
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.to} value={tab.to} renderRoot={(props) => <Link {...props} to={tab.to} />}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        <Group maw="var(--oc-content-max-width)" display="block">
          {children ?? <Outlet />}
        </Group>
      </AppShell.Main>
    </AppShell>
  );
}
