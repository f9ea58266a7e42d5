import { OPERATOR_PERMISSIONS, PERMISSIONS } from '@opencall/shared/auth';

export type AdminSectionKey =
  | 'dashboard'
  | 'programs'
  | 'sessions'
  | 'users'
  | 'admins'
  | 'permissions'
  | 'security'
  | 'interfaces'
  | 'accountDeletion'
  | 'emailLogs'
  | 'senderEmail'
  | 'subscription'
  | 'operator';

export interface AdminSection {
  key: AdminSectionKey;
  /** Path after `/{locale}/admin/`. */
  path: string;
  /**
   * Needed to see the section; null: open to everyone in the back office (the dashboard, and the
   * programs, whose list holds the programs the user has a role on: SPEC §6).
   */
  permission: string | null;
}

/** The back-office sections of this module, in menu order, with the permission each needs. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'dashboard', path: 'home/dashboard', permission: null },
  { key: 'programs', path: 'home/programs', permission: null },
  // The sessions of the programs the user works on (SPEC `admin/sessions`): like the programs, open to all.
  { key: 'sessions', path: 'sessions', permission: null },
  { key: 'users', path: 'users_v1', permission: PERMISSIONS.usersRead },
  { key: 'admins', path: 'admins', permission: PERMISSIONS.adminsManage },
  { key: 'permissions', path: 'permissions', permission: PERMISSIONS.rolesManage },
  { key: 'security', path: 'home/security', permission: PERMISSIONS.platformAdministration },
  { key: 'interfaces', path: 'home/interfaces', permission: PERMISSIONS.platformAdministration },
  { key: 'accountDeletion', path: 'home/account-deletion', permission: PERMISSIONS.usersRead },
  // SPEC `admin/logs`: every e-mail the platform sent (features/email-logs).
  { key: 'emailLogs', path: 'logs', permission: PERMISSIONS.platformAdministration },
  // `admin/sender-email`: the platform's sender name, reply-to and sending domains (features/sender-email).
  { key: 'senderEmail', path: 'sender-email', permission: PERMISSIONS.platformAdministration },
  // `admin/home/settings/invoices`: the platform's subscription, its invoices and billing details (features/billing).
  { key: 'subscription', path: 'home/settings/invoices', permission: PERMISSIONS.platformAdministration },
  // `admin/operator`: the installation operator's console, every platform's subscription (features/operator).
  { key: 'operator', path: 'operator/subscriptions', permission: OPERATOR_PERMISSIONS.billingOperate },
];

export function visibleSections(permissions: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.permission === null || permissions.includes(section.permission));
}
