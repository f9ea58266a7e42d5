import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useHasFeature } from '../../../lib/billing/use-subscription';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { AdminLayout } from '../../../ui/admin-layout';
import { UserMenu } from '../../auth';
import { NotificationBellSlot } from '../../notifications';
import { SubscriptionGuard } from '../../subscription-status';
import { type AdminSectionKey, visibleSections } from '../admin-sections';
import {
  AccountDeletionIcon,
  AdminsIcon,
  DashboardIcon,
  EmailLogsIcon,
  InterfacesIcon,
  OperatorIcon,
  PermissionsIcon,
  ProgramsIcon,
  SecurityIcon,
  SenderEmailIcon,
  SessionsIcon,
  SubscriptionIcon,
  UsersIcon,
} from './nav-icons';

const ICONS: Record<AdminSectionKey, ReactNode> = {
  dashboard: <DashboardIcon />,
  programs: <ProgramsIcon />,
  sessions: <SessionsIcon />,
  users: <UsersIcon />,
  admins: <AdminsIcon />,
  permissions: <PermissionsIcon />,
  security: <SecurityIcon />,
  interfaces: <InterfacesIcon />,
  accountDeletion: <AccountDeletionIcon />,
  emailLogs: <EmailLogsIcon />,
  senderEmail: <SenderEmailIcon />,
  subscription: <SubscriptionIcon />,
  operator: <OperatorIcon />,
};

/** Every back-office page: the side menu (only the sections the user may open) and the account menu. */
export function AdminShell() {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const { user } = useSession();
  // SPEC §6 feature check: the sessions of every program only when the plan opens evaluation sessions.
  const hasEvaluations = useHasFeature('evaluation_sessions');
  const sections = visibleSections(user?.permissions ?? []).filter(
    (section) => section.key !== 'sessions' || hasEvaluations,
  );
  const navItems = sections.map((section) => ({
    label: t(`nav.${section.key}`),
    to: `/${locale}/admin/${section.path}`,
    icon: ICONS[section.key],
  }));
  return (
    <AdminLayout
      platformName={platform.name}
      navItems={navItems}
      headerEnd={
        <>
          <NotificationBellSlot variant="admin" />
          <UserMenu variant="admin" />
        </>
      }
    >
      {/* SPEC §6 standby and suspended guards, around every back-office page (program pages included). */}
      <SubscriptionGuard>
        <Outlet />
      </SubscriptionGuard>
    </AdminLayout>
  );
}
