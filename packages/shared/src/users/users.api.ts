import * as z from 'zod/mini';
import { RoleSchema } from '../auth/auth.schemas';
import { PERMISSIONS } from '../auth/permissions';
import { dataOf, listOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  InviteAdminBodySchema,
  UpdateRolePermissionsBodySchema,
  UpdateRolesBodySchema,
  UserListItemSchema,
  UserListQuerySchema,
} from './users.schemas';

const UserIdParams = z.object({ userId: UuidSchema });

export const usersApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/users',
    summary: 'Members of the platform: search by name or email, keyset pages',
    tags: ['users'],
    access: { permission: PERMISSIONS.usersRead },
    schema: { query: UserListQuerySchema, response: { 200: listOf(UserListItemSchema) } },
  }),
  listAdmins: defineEndpoint({
    method: 'GET',
    url: '/api/admins',
    summary: 'Members holding a back-office role',
    tags: ['users'],
    access: { permission: PERMISSIONS.adminsManage },
    schema: { query: UserListQuerySchema, response: { 200: listOf(UserListItemSchema) } },
  }),
  inviteAdmin: defineEndpoint({
    method: 'POST',
    url: '/api/admins',
    summary: 'Invites a person by email with back-office roles (they set their password from the link)',
    tags: ['users'],
    access: { permission: PERMISSIONS.adminsManage },
    schema: { body: InviteAdminBodySchema, response: { 200: dataOf(UserListItemSchema) } },
    errors: ['cannot_change_own_access'],
  }),
  updateAdminRoles: defineEndpoint({
    method: 'PUT',
    url: '/api/admins/:userId/roles',
    summary: 'Replaces a member’s platform roles',
    tags: ['users'],
    access: { permission: PERMISSIONS.adminsManage },
    schema: { params: UserIdParams, body: UpdateRolesBodySchema, response: { 200: dataOf(UserListItemSchema) } },
    errors: ['cannot_change_own_access', 'platform_lockout'],
  }),
  revokeAdmin: defineEndpoint({
    method: 'DELETE',
    url: '/api/admins/:userId',
    summary: 'Withdraws a member’s access to the platform and ends their sessions',
    tags: ['users'],
    access: { permission: PERMISSIONS.adminsManage },
    schema: { params: UserIdParams, response: { 200: dataOf(UserListItemSchema) } },
    errors: ['cannot_change_own_access', 'platform_lockout'],
  }),
  listRoles: defineEndpoint({
    method: 'GET',
    url: '/api/roles',
    summary: 'The platform’s roles and their permissions',
    tags: ['users'],
    access: { permission: PERMISSIONS.rolesManage },
    schema: { response: { 200: dataOf(z.array(RoleSchema)) } },
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    url: '/api/roles/:roleId',
    summary: 'Changes the permissions a role grants',
    tags: ['users'],
    access: { permission: PERMISSIONS.rolesManage },
    schema: {
      params: z.object({ roleId: UuidSchema }),
      body: UpdateRolePermissionsBodySchema,
      response: { 200: dataOf(RoleSchema) },
    },
    errors: ['platform_lockout'],
  }),
};
