import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { AdminLayout } from '../../../app/layouts/admin-layout';
import { useSession } from '../../../app/session/use-session';
import { UserMenu } from '../../auth/components/user-menu';
import { ProgramsIcon } from '../../programs/components/programs-icon';
import { type AdminSectionKey, visibleSections } from '../admin-sections';
import {
  AccountDeletionIcon,
  AdminsIcon,
  DashboardIcon,
  InterfacesIcon,
  PermissionsIcon,
  SecurityIcon,
  UsersIcon,
} from './nav-icons';

const ICONS: Record<AdminSectionKey, ReactNode> = {
  dashboard: <DashboardIcon />,
  programs: <ProgramsIcon />,
  users: <UsersIcon />,
  admins: <AdminsIcon />,
  permissions: <PermissionsIcon />,
  security: <SecurityIcon />,
  interfaces: <InterfacesIcon />,
  accountDeletion: <AccountDeletionIcon />,
};

/** Every back-office page: the side menu (only the sections the user may open) and the account menu. */
export function AdminShell() {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const { user } = useSession();
  const navItems = visibleSections(user?.permissions ?? []).map((section) => ({
    label: t(`nav.${section.key}`),
    to: `/${locale}/admin/${section.path}`,
    icon: ICONS[section.key],
  }));
  return (
    <AdminLayout navItems={navItems} headerEnd={<UserMenu variant="admin" />}>
      <Outlet />
    </AdminLayout>
  );
}
