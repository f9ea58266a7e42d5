import { hasPermission, PERMISSIONS } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useDeleteDisabled, useSubscriptionLanding } from '../../../lib/billing/use-subscription';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { DeleteLockProvider } from '../../../ui/delete-lock';

/**
 * Back-office pages a standby or suspended platform keeps (after `/{locale}/admin/`): the billing pages,
 * so its admins can pay or change plan, and the landing pages themselves.
 */
const OPEN_WHATEVER_THE_SUBSCRIPTION = [
  'home/create-subscription',
  'home/subscription-change-plan',
  'home/subscription-update-seats',
  'home/billing/info',
  'home/settings/invoices',
  'home/settings/checking',
  'billing/retry-invoice',
  'standby-landing-page',
  'suspended-landing-page',
];

/** `home/create-subscription…` and the like: the billing flows' steps open with their first page. */
export function isOpenWhateverTheSubscription(pathInAdmin: string): boolean {
  return OPEN_WHATEVER_THE_SUBSCRIPTION.some((path) => pathInAdmin.startsWith(path));
}

/**
 * SPEC §4/§6 standby-plan and suspended-plan guards. A suspended subscription sends every back-office
 * user to the suspended landing page; a standby plan sends the platform's administrators to the standby
 * one (collaborators keep working, without deleting). The operator (a super admin) goes everywhere.
 * Until the subscription is known the page shows: the server refuses what the subscription does not allow.
 */
export function SubscriptionGuard({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const landing = useSubscriptionLanding();
  const isDeleteLocked = useDeleteDisabled() && !user?.superAdmin;
  const pathInAdmin = pathname.replace(new RegExp(`^/${locale}/admin/?`), '');
  const isAdmin = user !== null && hasPermission(user.permissions, PERMISSIONS.platformAdministration);
  const sendsHere = landing === 'suspended' || (landing === 'standby' && isAdmin);
  if (landing && sendsHere && !user?.superAdmin && !isOpenWhateverTheSubscription(pathInAdmin)) {
    return <Navigate replace to={`/${locale}/admin/${landing}-landing-page`} />;
  }
  return <DeleteLockProvider locked={isDeleteLocked}>{children ?? <Outlet />}</DeleteLockProvider>;
}
