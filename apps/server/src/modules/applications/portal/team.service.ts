import { type ApplicationTeam, MAX_TEAM_MEMBERS, type TeamMember } from '@opencall/shared/applications';
import { normalizeEmail } from '@opencall/shared/auth';
import { isLocale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { pickText } from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../../context';
import { queueEmail } from '../../auth';
import type { ApplicationWithContext, Conn } from '../applications.repository';
import * as applicationsRepository from '../applications.repository';
import { personName } from '../responses/responses.service';
import { loadOwn } from './applicant.service';
import * as repository from './team.repository';

function toMember(row: repository.TeamPersonRow, role: TeamMember['role']): TeamMember {
  const { userId, firstname, lastname, email, addedAt } = row;
  return { userId, firstname, lastname, email, role, addedAt: addedAt?.toISOString() ?? null };
}

async function teamOf(db: Conn, ctx: RequestContext, user: AuthUser, row: ApplicationWithContext) {
  const { id } = row.application;
  const [owner, members] = await Promise.all([
    repository.findOwner(db, ctx.platform.id, id),
    repository.listMembers(db, ctx.platform.id, id),
  ]);
  return {
    members: [...(owner ? [toMember(owner, 'owner')] : []), ...members.map((m) => toMember(m, 'member'))],
    canManage: row.application.applicantId === user.id,
    maxMembers: MAX_TEAM_MEMBERS,
  } satisfies ApplicationTeam;
}

/** Seen by the owner and the members; anyone else gets 404 as for the application itself. */
export async function getTeam(ctx: RequestContext, user: AuthUser, applicationId: string) {
  return teamOf(ctx.db, ctx, user, await loadOwn(ctx, user, applicationId));
}

/** The owner adds an account of this platform; the application stays locked while the cap is checked. */
export async function addTeamMember(ctx: RequestContext, user: AuthUser, applicationId: string, email: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await loadOwn(ctx, user, applicationId, { db: tx, forUpdate: true });
    if (row.application.applicantId !== user.id) throw new AppError('team_owner_only');
    const account = await repository.findPlatformAccount(tx, ctx.platform.id, normalizeEmail(email));
    if (!account) throw new AppError('team_user_not_found');
    if (account.id === row.application.applicantId) throw new AppError('team_member_exists');
    if ((await repository.countMembers(tx, ctx.platform.id, applicationId)) >= MAX_TEAM_MEMBERS) {
      throw new AppError('team_full', { details: { max: MAX_TEAM_MEMBERS } });
    }
    const added = await repository.insertMember(tx, {
      platformId: ctx.platform.id,
      applicationId,
      userId: account.id,
      addedBy: user.id,
    });
    if (!added) throw new AppError('team_member_exists');
    // The organizers' history says who changed the team and when.
    await applicationsRepository.insertEvent(tx, {
      platformId: ctx.platform.id,
      applicationId,
      userId: user.id,
      action: 'team_added',
    });
    // The new member hears of it in their own language, with the way straight to the application;
    // queued in this transaction, so the mail exists exactly when the membership does.
    const locale = isLocale(account.locale) ? account.locale : ctx.locale;
    const { program } = row;
    await queueEmail(
      { ...ctx, db: tx },
      account.email,
      'team_added',
      {
        firstname: account.firstname,
        ownerName: personName(user),
        programTitle: pickText(program.titles, locale, program.defaultLang),
        link: `${ctx.origin}/${locale}/applications/${program.slug}/apply?responseId=${applicationId}`,
      },
      locale,
      { programId: program.id, applicationId },
    );
    return teamOf(tx, ctx, user, row);
  });
}

/** The owner removes anyone but themselves; a member may leave. Access ends with the row. */
export async function removeTeamMember(ctx: RequestContext, user: AuthUser, applicationId: string, userId: string) {
  const row = await loadOwn(ctx, user, applicationId);
  if (userId === row.application.applicantId) throw new AppError('team_owner_cannot_leave');
  if (row.application.applicantId !== user.id && userId !== user.id) throw new AppError('team_owner_only');
  await ctx.db.transaction(async (tx) => {
    const removed = await repository.deleteMember(tx, ctx.platform.id, applicationId, userId);
    if (!removed) throw new AppError('not_found', { details: { entity: 'team_member' } });
    await applicationsRepository.insertEvent(tx, {
      platformId: ctx.platform.id,
      applicationId,
      userId: user.id,
      action: userId === user.id ? 'team_left' : 'team_removed',
    });
  });
  return { userId };
}
