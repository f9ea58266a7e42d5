import { AppShell, Burger, Group, NavLink, Tabs, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import classes from './layouts.module.css';

// SPEC §9 layout sizes.
const MENU_COLLAPSED = '4.0625rem';
const MENU_EXPANDED = '15.625rem';
const HEADER_HEIGHT = '3.75rem';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface AdminTab {
  label: string;
  to: string;
}

/** Back-office frame: a side menu that collapses to icons, a header, and optional tabs. */
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
  const current = `${pathname}${search}`;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: isExpanded ? MENU_EXPANDED : MENU_COLLAPSED, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header className={classes.adminHeader}>
        <Burger
          opened={isExpanded}
          onClick={toggle}
          size="sm"
          aria-label={isExpanded ? t('layout.collapseMenu') : t('layout.expandMenu')}
          aria-expanded={isExpanded}
          aria-controls="admin-menu"
        />
        <Text fw={700}>{platformName}</Text>
        {title && <Text c="dimmed">{title}</Text>}
        {headerEnd && <Group ml="auto">{headerEnd}</Group>}
      </AppShell.Header>
      <AppShell.Navbar id="admin-menu" p="xs" aria-label={t('layout.adminMenu')} data-expanded={isExpanded}>
        {navItems.map((item) => {
          const link = (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={isExpanded ? item.label : undefined}
              aria-label={item.label}
              leftSection={item.icon}
              active={current === item.to || pathname.startsWith(`${item.to}/`)}
              className={classes.navLink}
            />
          );
          return isExpanded ? (
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
