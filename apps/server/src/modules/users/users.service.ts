import { ADMIN_ROLE_KEYS, ALL_PERMISSIONS, normalizeEmail, type Role } from '@opencall/shared/auth';
import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { UserListItem, UserListQuerySchema } from '@opencall/shared/users';
import type * as z from 'zod/mini';
import type { AuthUser, RequestContext } from '../../context';
import {
  assertPlatformKeepsAnAdmin,
  endPlatformSessions,
  findRole,
  findRolesByKeys,
  inviteMember,
  listPlatformRoles,
  replacePlatformRoles,
  revokeMembership,
  updateRolePermissions,
} from '../auth';
import * as usersRepository from './users.repository';

type ListQuery = z.infer<typeof UserListQuerySchema>;

async function listPage(ctx: RequestContext, query: ListQuery, adminsOnly: boolean) {
  const cursor = query.after ? await usersRepository.findMember(ctx.db, ctx.platform.id, query.after) : undefined;
  if (query.after && !cursor)
    throw new AppError('validation_failed', { details: [{ path: 'after', message: 'unknown cursor' }] });
  const rows = await usersRepository.listMembers(ctx.db, ctx.platform.id, {
    search: query.search,
    perPage: query.perPage,
    after: cursor && query.after ? { createdAt: cursor.createdAt, id: query.after } : undefined,
    sort: query.sort,
    adminsOnly,
    adminKeys: ADMIN_ROLE_KEYS,
  });
  const { total, totalFiltred } = await usersRepository.countMembers(
    ctx.db,
    ctx.platform.id,
    query.search,
    adminsOnly ? { adminKeys: ADMIN_ROLE_KEYS } : undefined,
  );
  const data = rows.map(({ createdAtDate: _date, ...item }) => item);
  return toListPage(data, query, { total, totalFiltred });
}

export function listUsers(ctx: RequestContext, query: ListQuery) {
  return listPage(ctx, query, false);
}

export function listAdmins(ctx: RequestContext, query: ListQuery) {
  return listPage(ctx, query, true);
}

async function getMember(ctx: RequestContext, userId: string): Promise<UserListItem> {
  const [row] = await usersRepository.listMembers(ctx.db, ctx.platform.id, {
    perPage: 1,
    sort: 'newest',
    adminsOnly: false,
    adminKeys: ADMIN_ROLE_KEYS,
    userId,
  });
  if (!row) throw new AppError('not_found', { details: { entity: 'user' } });
  const { createdAtDate: _date, ...member } = row;
  return member;
}

function assertNotSelf(actor: AuthUser, userId: string) {
  // Nobody locks themselves out by mistake: another administrator must do it.
  if (actor.id === userId) throw new AppError('cannot_change_own_access');
}

async function roleIdsOf(ctx: RequestContext, roleKeys: readonly string[]) {
  const roles = await findRolesByKeys(ctx.db, ctx.platform.id, roleKeys);
  return roles.map((role) => role.id);
}

export async function inviteAdmin(
  ctx: RequestContext,
  actor: AuthUser,
  body: { email: string; firstname?: string; lastname?: string; roleKeys: string[] },
) {
  if (normalizeEmail(body.email) === actor.email) throw new AppError('cannot_change_own_access');
  const userId = await inviteMember(ctx, body);
  await replacePlatformRoles(ctx.db, ctx.platform.id, userId, await roleIdsOf(ctx, body.roleKeys));
  return getMember(ctx, userId);
}

export async function updateMemberRoles(ctx: RequestContext, actor: AuthUser, userId: string, roleKeys: string[]) {
  assertNotSelf(actor, userId);
  if (!(await usersRepository.findMember(ctx.db, ctx.platform.id, userId))) {
    throw new AppError('not_found', { details: { entity: 'user' } });
  }
  const roleIds = await roleIdsOf(ctx, roleKeys);
  await assertPlatformKeepsAnAdmin(ctx.db, ctx.platform.id, { userId, roleIds });
  await replacePlatformRoles(ctx.db, ctx.platform.id, userId, roleIds);
  return getMember(ctx, userId);
}

export async function revokeMember(ctx: RequestContext, actor: AuthUser, userId: string) {
  assertNotSelf(actor, userId);
  if (!(await usersRepository.findMember(ctx.db, ctx.platform.id, userId))) {
    throw new AppError('not_found', { details: { entity: 'user' } });
  }
  await assertPlatformKeepsAnAdmin(ctx.db, ctx.platform.id, { userId, roleIds: [] });
  await revokeMembership(ctx, userId);
  await replacePlatformRoles(ctx.db, ctx.platform.id, userId, []);
  // This platform's sessions only: the account's sessions on other platforms are theirs.
  await endPlatformSessions(ctx, userId);
  return getMember(ctx, userId);
}

export async function listRoles(ctx: RequestContext): Promise<Role[]> {
  const roles = await listPlatformRoles(ctx.db, ctx.platform.id);
  return roles.map((role) => ({
    id: role.id,
    key: role.key,
    name: role.name,
    permissions: role.permissions,
    programId: null,
  }));
}

export async function updateRole(ctx: RequestContext, roleId: string, permissions: string[]): Promise<Role> {
  const unknown = permissions.filter((p) => !(ALL_PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length)
    throw new AppError('validation_failed', {
      details: [{ path: 'permissions', message: `unknown: ${unknown.join(', ')}` }],
    });
  if (!(await findRole(ctx.db, ctx.platform.id, roleId)))
    throw new AppError('not_found', { details: { entity: 'role' } });
  await assertPlatformKeepsAnAdmin(ctx.db, ctx.platform.id, { roleId, permissions });
  const role = await updateRolePermissions(ctx.db, ctx.platform.id, roleId, [...new Set(permissions)]);
  if (!role) throw new AppError('not_found', { details: { entity: 'role' } });
  return { id: role.id, key: role.key, name: role.name, permissions: role.permissions, programId: null };
}
