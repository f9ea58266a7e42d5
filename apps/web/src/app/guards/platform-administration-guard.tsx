import { PERMISSIONS } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { RequirePermission } from './require-permission';

// SPEC §6 sends users without the right to admin programs; that list does not exist yet, so the dashboard.
export const ADMIN_FALLBACK_PAGE = 'admin/home/dashboard';

/** SPEC §6 platform administration right (platform.page.administration). */
export function PlatformAdministrationGuard({ children }: { children?: ReactNode }) {
  return (
    <RequirePermission permission={PERMISSIONS.platformAdministration} redirectTo={ADMIN_FALLBACK_PAGE}>
      {children}
    </RequirePermission>
  );
}
