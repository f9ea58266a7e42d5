import { type PageQuery, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type Collaborator,
  type InviteCollaboratorBody,
  PROGRAM_ROLE_KEYS,
  type ProgramRoleKey,
} from '@opencall/shared/programs';
import { memberStatus } from '@opencall/shared/users';
import type { RequestContext } from '../../context';
import {
  type CollaboratorRow,
  countProgramCollaborators,
  findRolesByKeys,
  inviteMember,
  listProgramCollaborators,
  replaceProgramRoles,
} from '../auth';
import { logChange, removeLogged } from './program-logs.service';
import * as programsRepository from './programs.repository';
import { type Conn, isUuid } from './programs.repository';

function toCollaborator(row: CollaboratorRow): Collaborator {
  return {
    id: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    // The contract names program roles only: a platform role written on a program by hand is not one.
    roles: row.roles.filter((key): key is ProgramRoleKey => (PROGRAM_ROLE_KEYS as readonly string[]).includes(key)),
    status: memberStatus(row.membershipStatus, row.hasPassword),
  };
}

// The person is named on both sides so the log stays readable after they leave.
const snapshot = (collaborator: Collaborator) => ({
  name: collaborator.name,
  email: collaborator.email,
  roles: collaborator.roles,
});

async function findCollaborator(db: Conn, ctx: RequestContext, programId: string, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await listProgramCollaborators(db, ctx.platform.id, programId, { userId });
  return row && toCollaborator(row);
}

export async function listCollaborators(ctx: RequestContext, programId: string, query: PageQuery) {
  await programsRepository.get(ctx.db, ctx.platform.id, programId);
  // Offset pages by name: a program has tens of collaborators, not thousands.
  const [rows, totals] = await Promise.all([
    listProgramCollaborators(ctx.db, ctx.platform.id, programId, {
      search: query.search,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    countProgramCollaborators(ctx.db, ctx.platform.id, programId, query.search),
  ]);
  return toListPage(rows.map(toCollaborator), query, totals);
}

/** Replaces the person's roles on the program and logs the change; `existing` demands they already hold one. */
async function setProgramRoles(
  ctx: RequestContext,
  programId: string,
  userId: string,
  roleKeys: ProgramRoleKey[],
  existing: boolean,
): Promise<Collaborator> {
  const roleIds = (await findRolesByKeys(ctx.db, ctx.platform.id, roleKeys)).map((role) => role.id);
  return ctx.db.transaction(async (tx) => {
    await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live' });
    const before = await findCollaborator(tx, ctx, programId, userId);
    if (existing && !before) throw new AppError('not_found', { details: { entity: 'collaborator' } });
    await replaceProgramRoles(tx, ctx.platform.id, userId, programId, roleIds);
    const after = await findCollaborator(tx, ctx, programId, userId);
    if (!after) throw new AppError('not_found', { details: { entity: 'collaborator' } });
    if (JSON.stringify(before?.roles) !== JSON.stringify(after.roles)) {
      await logChange(tx, ctx, {
        programId,
        action: before ? 'update' : 'create',
        entity: 'collaborator',
        entityId: userId,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
    }
    return after;
  });
}

export async function inviteCollaborator(ctx: RequestContext, programId: string, body: InviteCollaboratorBody) {
  // Checked before the invitation so nobody is emailed about a program in the trash or elsewhere.
  await programsRepository.get(ctx.db, ctx.platform.id, programId, { scope: 'live' });
  const userId = await inviteMember(ctx, body);
  return setProgramRoles(ctx, programId, userId, [...new Set(body.roleKeys)], false);
}

export function updateCollaborator(ctx: RequestContext, programId: string, userId: string, roleKeys: ProgramRoleKey[]) {
  return setProgramRoles(ctx, programId, userId, [...new Set(roleKeys)], true);
}

export function removeCollaborator(ctx: RequestContext, programId: string, userId: string) {
  return removeLogged(ctx, programId, {
    entity: 'collaborator',
    id: userId,
    find: async (tx) => {
      const before = await findCollaborator(tx, ctx, programId, userId);
      if (!before) throw new AppError('not_found', { details: { entity: 'collaborator' } });
      return before;
    },
    remove: (tx) => replaceProgramRoles(tx, ctx.platform.id, userId, programId, []),
    snapshot,
  });
}

/** Adds one role on the program to those the person already holds there (a juror invited to a session). */
export async function addProgramRole(ctx: RequestContext, programId: string, userId: string, roleKey: ProgramRoleKey) {
  const current = await findCollaborator(ctx.db, ctx, programId, userId);
  if (current?.roles.includes(roleKey)) return;
  await setProgramRoles(ctx, programId, userId, [...(current?.roles ?? []), roleKey], false);
}
