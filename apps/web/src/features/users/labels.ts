import { PERMISSIONS, ROLE_KEYS } from '@opencall/shared/auth';
import type { TFunction } from '../../lib/translator';

const PERMISSION_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(PERMISSIONS).map(([name, permission]) => [permission, name]),
);

/** A permission string in words; an unknown one is shown as it is. */
export function permissionLabel(t: TFunction, permission: string): string {
  const name = PERMISSION_NAMES[permission];
  return name ? t(`users:permissions.names.${name}`) : permission;
}

/** A role in the interface language; a platform's own role keeps the name it was given. */
export function roleLabel(t: TFunction, key: string, fallback?: string): string {
  return (ROLE_KEYS as readonly string[]).includes(key) ? t(`users:roles.${key}`) : (fallback ?? key);
}
