import type { ShowcaseFields } from '@opencall/shared/showcase';
import type { RequestContext } from '../../context';
import { canWorkOnProgram } from './program-access';
import * as repository from './vote-sessions.repository';

/**
 * The vote session's program and fields when the public may read this entry of it: the session is
 * published (or the reader works on its program: the preview) and the application takes part.
 * The public media stream asks it before sending any file of an entry.
 */
export async function voteShowcase(
  ctx: RequestContext,
  sessionId: string,
  applicationId: string,
): Promise<{ programId: string; fields: ShowcaseFields } | null> {
  const session = await repository.findById(ctx.db, ctx.platform.id, sessionId);
  if (!session) return null;
  if (!session.published && !(await canWorkOnProgram(ctx, session.programId))) return null;
  if (!(await repository.findEntry(ctx.db, session, applicationId))) return null;
  return { programId: session.programId, fields: session.fields };
}
