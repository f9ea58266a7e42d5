import * as z from 'zod/mini';
import { ROLE_KEYS } from '../auth/permissions';
import { PageQuerySchema, UuidSchema } from '../common';

export const RoleKeySchema = z.enum(ROLE_KEYS);

export const UserListItemSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** active: may sign in; invited: has not set a password yet; revoked: access withdrawn. */
  status: z.enum(['active', 'invited', 'revoked']),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserListQuerySchema = z.extend(PageQuerySchema, {
  /** Keyset cursor: the `lastId` of the previous page (deep pages never use OFFSET). */
  after: z.optional(UuidSchema),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
});

export const InviteAdminBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  firstname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  roleKeys: z.array(RoleKeySchema).check(z.minLength(1)),
});

export const UpdateRolesBodySchema = z.object({ roleKeys: z.array(RoleKeySchema) });

export const UpdateRolePermissionsBodySchema = z.object({ permissions: z.array(z.string()) });
