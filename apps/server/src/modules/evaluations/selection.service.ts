import { AppError } from '@opencall/shared/errors';
import type { AddToSelectionBody, SelectionChange } from '@opencall/shared/evaluations';
import type { RequestContext } from '../../context';
import { selectedApplicationIds } from '../applications';
import { getLiveProgram, logProgramChange } from '../programs';
import { announceResults } from './ranking.service';
import { addSelected, addShortlist, countSelected, removeSelected } from './session-entry.repository';
import type { Conn, SessionRow } from './sessions.repository';
import { getSessionRow } from './sessions.service';

/**
 * A change to a session's selection, in one transaction with the session locked (two organizers
 * adding at once both land), logged with the counts before and after; the ranking boards then
 * read the session again when its entry is the selection.
 */
async function changeSelection(
  ctx: RequestContext,
  programId: string,
  ref: string,
  change: (tx: Conn, session: SessionRow) => Promise<number>,
): Promise<SelectionChange> {
  const result = await ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const session = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const before = await countSelected(tx, session);
    const changed = await change(tx, session);
    const total = await countSelected(tx, session);
    if (changed)
      await logProgramChange(tx, ctx, {
        programId,
        action: 'update',
        entity: 'session',
        entityId: session.id,
        before: { selection: before },
        after: { selection: total },
      });
    return { session, changed, total };
  });
  if (result.changed && result.session.entry.source === 'selection') await announceResults(ctx, result.session);
  return { changed: result.changed, total: result.total };
}

/**
 * Adds to the selection the rows of the responses table (`selection`), or the top of another
 * session's ranking of the same program (`shortlist`: rounds, a session feeding the next).
 */
export async function addToSelection(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: AddToSelectionBody,
): Promise<SelectionChange> {
  if (Boolean(body.selection) === Boolean(body.shortlist))
    throw new AppError('validation_failed', {
      details: [{ field: 'selection', reason: 'one_of_selection_or_shortlist' }],
    });
  // The rows are read first (a whole filter may be 50,000 of them); only the program's own come back.
  const ids = body.selection ? await selectedApplicationIds(ctx, programId, body.selection) : [];
  return changeSelection(ctx, programId, ref, async (tx, session) => {
    if (body.shortlist) {
      const source = await shortlistSource(tx, ctx, programId, body.shortlist.sessionId);
      if (source.id === session.id)
        throw new AppError('validation_failed', {
          details: [{ field: 'shortlist.sessionId', reason: 'same_session' }],
        });
      return addShortlist(tx, session, source, body.shortlist.top);
    }
    return addSelected(tx, session, ids);
  });
}

/** The jury session whose shortlist feeds another round (a later session, a public vote); 400 when it is not the program's. */
export async function shortlistSource(tx: Conn, ctx: RequestContext, programId: string, sessionId: string) {
  return getSessionRow(tx, ctx, programId, sessionId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found')
      throw new AppError('validation_failed', { details: [{ field: 'shortlist.sessionId', reason: 'unknown' }] });
    throw error;
  });
}

export function clearSelection(ctx: RequestContext, programId: string, ref: string) {
  return changeSelection(ctx, programId, ref, (tx, session) => removeSelected(tx, session));
}

export function removeFromSelection(ctx: RequestContext, programId: string, ref: string, applicationId: string) {
  return changeSelection(ctx, programId, ref, (tx, session) => removeSelected(tx, session, applicationId));
}
