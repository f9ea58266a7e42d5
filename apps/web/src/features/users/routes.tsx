import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';

const security = async () => ({ Component: (await import('./pages/security-page')).SecurityPage });
const members = async () => ({ Component: (await import('./pages/members-page')).MembersPage });

/** The back office's frame (side menu, account menu): every back-office page opens inside it. */
export const lazyAdminShell = async () => ({ Component: (await import('./components/admin-shell')).AdminShell });

/** The platform's people: dashboard, members, administrators, roles and security settings. */
export const usersRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'home/dashboard',
      lazy: async () => ({ Component: (await import('./pages/admin-dashboard-page')).AdminDashboardPage }),
    },
    { path: 'home/users', lazy: members, permission: PERMISSIONS.usersRead },
    { path: 'users_v1', lazy: members, permission: PERMISSIONS.usersRead },
    {
      path: 'admins',
      lazy: async () => ({ Component: (await import('./pages/admins-page')).AdminsPage }),
      permission: PERMISSIONS.adminsManage,
    },
    {
      path: 'permissions',
      lazy: async () => ({ Component: (await import('./pages/permissions-page')).PermissionsPage }),
      permission: PERMISSIONS.rolesManage,
    },
    {
      path: 'home/security',
      permission: PERMISSIONS.platformAdministration,
      children: [
        { index: true, lazy: security },
        { path: 'mfa', lazy: security },
      ],
    },
    {
      path: 'home/settings/security',
      lazy: async () => ({ Component: (await import('./pages/personal-security-page')).PersonalSecurityPage }),
    },
  ],
};
