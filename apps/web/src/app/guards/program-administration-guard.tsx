import { PERMISSIONS } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { ADMIN_FALLBACK_PAGE } from './platform-administration-guard';
import { RequirePermission } from './require-permission';

/** SPEC §6 program administration right (platform.programs.page.administration). */
export function ProgramAdministrationGuard({ children }: { children?: ReactNode }) {
  return (
    <RequirePermission permission={PERMISSIONS.programsAdministration} redirectTo={ADMIN_FALLBACK_PAGE}>
      {children}
    </RequirePermission>
  );
}
