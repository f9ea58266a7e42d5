import type { Db } from '../src/db/client';
import { messageBatches } from '../src/db/schema';
import { createApplication } from './factories';
import { PROGRAM_WORKERS, type Row, UUID } from './matrix-rows';

// The authorization matrix's rows for `messagerie`: the organizers' batches and threads, and the
// applicant's thread on the portal.

export interface MatrixMessages {
  programId: string;
  /** The applicant persona's application to the shared program. */
  applicationId: string;
  /** A batch already sent, to read. */
  batchId: string;
  /** Per persona, a scheduled batch to cancel. */
  toCancelIds: Map<string, string>;
}

export async function createMatrixMessages(
  db: Db,
  platformId: string,
  programId: string,
  applicantId: string,
  userIds: readonly string[],
): Promise<MatrixMessages> {
  const application = await createApplication(db, platformId, programId, { applicantId, status: 'submitted' });
  const insert = async (status: 'sent' | 'scheduled') => {
    const [row] = await db
      .insert(messageBatches)
      .values({
        platformId,
        programId,
        subject: 'Matrix',
        body: '<p>Matrix</p>',
        status,
        total: 0,
        scheduledAt: status === 'scheduled' ? new Date(Date.now() + 86_400_000) : null,
      })
      .returning();
    return row?.id ?? UUID;
  };
  const batchId = await insert('sent');
  const toCancelIds = new Map<string, string>();
  for (const userId of userIds) toCancelIds.set(userId, await insert('scheduled'));
  return { programId, applicationId: application.id, batchId, toCancelIds };
}

/** Only the application's applicant reads and writes its thread on the portal; to anyone else it does not exist. */
const APPLICANT_ONLY = [401, 200, 404, 404, 404, 404, 404, 401] as const;

export function messageRows(matrix: () => MatrixMessages): Record<string, Row> {
  const list = () => `/api/user.programs/${matrix().programId}/messages`;
  const thread = () => `/api/user.programs/${matrix().programId}/applications/${matrix().applicationId}/messages`;
  const portal = () => `/api/portal/me/responses/${matrix().applicationId}/messages`;
  return {
    'GET /api/user.programs/{programId}/messages': {
      call: () => ({ method: 'GET', url: list() }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/messages': {
      call: () => ({
        method: 'POST',
        url: list(),
        payload: {
          subject: 'Matrix',
          body: '<p>Matrix</p>',
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          recipients: { ids: [matrix().applicationId] },
        },
      }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/messages/{batchId}': {
      call: () => ({ method: 'GET', url: `${list()}/${matrix().batchId}` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/messages/{batchId}/cancel': {
      call: (i) => ({ method: 'POST', url: `${list()}/${matrix().toCancelIds.get(i.userId) ?? UUID}/cancel` }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/applications/{applicationId}/messages': {
      call: () => ({ method: 'GET', url: thread() }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/applications/{applicationId}/messages': {
      call: () => ({ method: 'POST', url: thread(), payload: { body: '<p>Matrix</p>' } }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/portal/me/responses/{responseId}/messages': {
      call: () => ({ method: 'GET', url: portal() }),
      expect: APPLICANT_ONLY,
    },
    'POST /api/portal/me/responses/{responseId}/messages': {
      call: () => ({ method: 'POST', url: portal(), payload: { body: '<p>Reply</p>' } }),
      expect: APPLICANT_ONLY,
    },
  };
}
