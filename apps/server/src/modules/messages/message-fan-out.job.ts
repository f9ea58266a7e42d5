import { SelectionSchema } from '@opencall/shared/applications';
import { applicationReference } from '@opencall/shared/evaluations';
import { pickText } from '@opencall/shared/programs';
import * as z from 'zod';
import type { Db } from '../../db/client';
import { defineJob, type JobDeps } from '../../jobs/job';
import { applicationApplicants, selectedApplicationIdsOf } from '../applications';
import { notifyFromJob } from '../notifications';
import { getLiveProgram, type ProgramRef } from '../programs';
import { applicationPath, deliverToApplication } from './message-delivery';
import * as repository from './messages.repository';

/** Applications written to per transaction: a crash loses at most one chunk's work, which the retry redoes. */
const CHUNK = 100;

const FanOutPayload = z.object({
  batchId: z.uuid(),
  platformId: z.uuid(),
  /** The platform's address from configuration when the batch was recorded: the e-mails' links. */
  origin: z.string(),
  recipients: z.unknown(),
});

/**
 * Sends one batch: resolves its recipients (the selection, as it stands when the batch goes out),
 * then chunk by chunk writes each application's thread row and queues its e-mail, the batch row
 * locked. An application that already has its row of the batch is skipped, so a retried or
 * duplicated job never writes or sends twice; a cancelled batch sends nothing.
 */
export const messageFanOutJob = defineJob({
  name: 'message-fan-out',
  payload: FanOutPayload,
  expireInSeconds: 15 * 60,
  retry: () => ({ limit: 5, delaySeconds: 10 }),
  async handle(payload, deps, run) {
    try {
      await fanOut(payload, deps);
    } catch (error) {
      // Given up for good: the batch shows what went out instead of "sending" for ever.
      if (run.isLastAttempt) await closeBatch(deps.db, payload.platformId, payload.batchId).catch(() => undefined);
      throw error;
    }
  },
});

async function fanOut(
  { batchId, platformId, origin, recipients }: z.infer<typeof FanOutPayload>,
  { db, queue, log, realtime }: JobDeps,
) {
  const batch = await repository.findBatch(db, platformId, batchId);
  if (!batch || batch.status === 'cancelled' || batch.status === 'sent') return;
  if (
    batch.status === 'scheduled' &&
    !(await repository.moveBatch(db, platformId, batchId, 'scheduled', { status: 'sending' }))
  )
    return;
  let program: ProgramRef;
  try {
    program = await getLiveProgram(db, platformId, batch.programId);
  } catch {
    log('warn', `message batch ${batchId}: its program is gone, nothing sent`, { batchId });
    await closeBatch(db, platformId, batchId);
    return;
  }
  const ids = await selectedApplicationIdsOf(db, platformId, program.id, SelectionSchema.parse(recipients));
  await repository.moveBatch(db, platformId, batchId, 'sending', { total: ids.length });
  const files = await repository.filesByIds(db, platformId, batch.attachments);
  const attachments = batch.attachments.flatMap((id) => files.filter((file) => file.id === id));
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const stillSending = await db.transaction(async (tx) => {
      const locked = await repository.findBatch(tx, platformId, batchId, { forUpdate: true });
      if (locked?.status !== 'sending') return false;
      const done = await repository.alreadyWritten(tx, platformId, batchId, chunk);
      const todo = chunk.filter((id) => !done.has(id));
      for (const recipient of await applicationApplicants(tx, platformId, program.id, todo)) {
        await deliverToApplication(tx, queue, {
          platformId,
          origin,
          program,
          recipient,
          subject: batch.subject,
          body: batch.body,
          attachments,
          batchId,
          authorId: batch.createdBy,
        });
        // The applicant's bell too (their e-mail just went out: the bell adds no other).
        if (recipient.applicantId)
          await notifyFromJob(tx, realtime, platformId, {
            userIds: [recipient.applicantId],
            event: 'message_received',
            programId: program.id,
            params: {
              programTitle: pickText(program.titles, program.defaultLang, program.defaultLang),
              reference: applicationReference(recipient.id),
            },
            link: applicationPath(program, recipient.id),
          });
      }
      return true;
    });
    if (!stillSending) return;
  }
  await closeBatch(db, platformId, batchId);
}

/**
 * The batch's total becomes what was written (an application trashed meanwhile, a program gone or a
 * fan-out given up got nothing); with nothing written it is done at once, else once each e-mail has an outcome.
 */
async function closeBatch(db: Db, platformId: string, batchId: string) {
  const written = (await repository.batchProgress(db, platformId, [batchId])).get(batchId)?.written ?? 0;
  await repository.moveBatch(db, platformId, batchId, 'sending', {
    total: written,
    ...(written === 0 && { status: 'sent' as const }),
  });
}
