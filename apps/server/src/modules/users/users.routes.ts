import { usersApi } from '@opencall/shared/users';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerAccountDeletionRoutes } from './account-deletion.routes';
import {
  inviteAdmin,
  listAdmins,
  listRoles,
  listUsers,
  revokeMember,
  updateMemberRoles,
  updateRole,
} from './users.service';

export function registerUserRoutes(app: App): void {
  registerEndpoint(app, usersApi.list, ({ ctx, query }) => listUsers(ctx, query));
  registerEndpoint(app, usersApi.listAdmins, ({ ctx, query }) => listAdmins(ctx, query));
  registerEndpoint(app, usersApi.inviteAdmin, async ({ ctx, user, body }) => ({
    data: await inviteAdmin(ctx, user, body),
  }));
  registerEndpoint(app, usersApi.updateAdminRoles, async ({ ctx, user, params, body }) => ({
    data: await updateMemberRoles(ctx, user, params.userId, body.roleKeys),
  }));
  registerEndpoint(app, usersApi.revokeAdmin, async ({ ctx, user, params }) => ({
    data: await revokeMember(ctx, user, params.userId),
  }));
  registerEndpoint(app, usersApi.listRoles, async ({ ctx }) => ({ data: await listRoles(ctx) }));
  registerEndpoint(app, usersApi.updateRole, async ({ ctx, params, body }) => ({
    data: await updateRole(ctx, params.roleId, body.permissions),
  }));
  registerAccountDeletionRoutes(app);
}
