import { PROGRAM_WORK_ACCESS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { assertAccess } from '../auth';

/** Whether the caller (signed in or not) works on the program: the organizer's preview of an unpublished vote. */
export async function canWorkOnProgram(ctx: RequestContext, programId: string): Promise<boolean> {
  const user = await ctx.findCurrentUser();
  if (!user) return false;
  try {
    await assertAccess(ctx, user, {
      permission: PROGRAM_WORK_ACCESS.permission,
      allowUnconfirmed: false,
      programRef: programId,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
