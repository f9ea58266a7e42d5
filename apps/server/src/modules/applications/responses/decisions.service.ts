import { isDecision, type ReleaseDecisionsBody } from '@opencall/shared/applications';
import { isLocale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { pickText, resolveLang } from '@opencall/shared/programs';
import type { RequestContext } from '../../../context';
import { queueEmail } from '../../auth';
import { notifyDecisionsReleased } from '../application-notifications';
import * as decisionsRepository from './decisions.repository';
import { forgetResponseTotals } from './response-totals';
import { liveProgram } from './responses.service';

export async function pendingDecisions(ctx: RequestContext, programId: string) {
  const program = await liveProgram(ctx, programId);
  return decisionsRepository.countPending(ctx.db, ctx.platform.id, program.id);
}

/** Decisions released per transaction: each batch is told and e-mailed together, or not at all. */
const BATCH = 500;

/**
 * Releases the pending decisions: each application's decision becomes what its applicant sees, its
 * history records it, and its applicant gets the decision's e-mail in their language through the
 * queue, in the same transaction (an e-mail exists exactly when the release does). Batch by batch.
 */
export async function releaseDecisions(ctx: RequestContext, programId: string, body: ReleaseDecisionsBody) {
  // Irreversible and e-mailing everyone: an empty body (a client that lost its ids) releases nothing.
  if (!body.all && !body.applicationIds)
    throw new AppError('validation_failed', { details: [{ field: 'all', reason: 'required' }] });
  const program = await liveProgram(ctx, programId);
  let released = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const rows = await decisionsRepository.lockPending(tx, ctx.platform.id, program.id, {
        ids: body.applicationIds,
        limit: body.applicationIds?.length ?? BATCH,
      });
      await decisionsRepository.markReleased(tx, ctx.platform.id, rows, ctx.user?.id ?? null);
      await notifyDecisionsReleased({ ...ctx, db: tx }, program, rows);
      for (const row of rows) {
        if (!row.email || !isDecision(row.status)) continue;
        // The applicant's language when the program speaks it, else the program's own.
        const locale = resolveLang(
          row.locale && isLocale(row.locale) ? row.locale : undefined,
          program.defaultLang,
          program.supportedLangs,
        );
        await queueEmail(
          { ...ctx, db: tx },
          row.email,
          `decision_${row.status}`,
          {
            firstname: row.firstname,
            programTitle: pickText(program.titles, locale, program.defaultLang),
            link: `${ctx.origin}/${locale}/applications/${program.slug}/apply?responseId=${row.id}`,
          },
          locale,
          { programId: program.id, applicationId: row.id },
        );
      }
      return rows.length;
    });
    released += count;
    if (count < BATCH || body.applicationIds) break;
  }
  forgetResponseTotals(ctx.platform.id, program.id);
  return { released };
}
