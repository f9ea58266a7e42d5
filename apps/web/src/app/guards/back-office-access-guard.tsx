import { PERMISSIONS } from '@opencall/shared/auth';
import type { ReactNode } from 'react';
import { RequirePermission } from './require-permission';

/** SPEC §6: without platform.back-office-access.authorize, the user goes to the public home. */
export function BackOfficeAccessGuard({ children }: { children?: ReactNode }) {
  return <RequirePermission permission={PERMISSIONS.backOfficeAccess}>{children}</RequirePermission>;
}
