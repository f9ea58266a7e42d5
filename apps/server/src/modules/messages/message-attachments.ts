import type { AuthUser, RequestContext } from '../../context';
import { findApplicationWithContext } from '../applications';
import * as repository from './messages.repository';

/**
 * Whether the file is attached to a message of an application the person works on as its applicant
 * or a team member: the files module lets them read it (an organizer's upload is theirs otherwise).
 */
export async function isThreadAttachmentOf(ctx: RequestContext, user: AuthUser, fileId: string): Promise<boolean> {
  for (const applicationId of await repository.applicationsWithAttachment(ctx.db, ctx.platform.id, fileId)) {
    if (await findApplicationWithContext(ctx.db, ctx.platform.id, applicationId, { openTo: user.id })) return true;
  }
  return false;
}
