import { randomUUID } from 'node:crypto';
import { showcaseFileUrl } from '@opencall/shared/showcase';
import { eq } from 'drizzle-orm';
import type { Storage } from '../src/adapters/storage';
import type { Db } from '../src/db/client';
import { applications, publicVoteSessions } from '../src/db/schema';
import { createApplication, createCategory, createProgram, createUser } from './factories';
import { createStoredFile } from './file-factories';
import { ALL, type Ids, PROGRAM_ADMINS, PROGRAM_WORKERS, type Row, UUID } from './matrix-rows';
import { votePicture } from './vote-fixtures';

// The authorization matrix's rows for public votes: the organizers' pages, the public's vote page
// and a voter's calls (a row sends no `x-voter-token`: those answer 401 voter_required to anyone),
// and the public stream of a vote entry's file.

export interface MatrixVotes {
  programId: string;
  /** A published, open vote by e-mail code, results live, over one submitted application. */
  sessionId: string;
  /** A published vote by Google sign-in. */
  googleSessionId: string;
  applicationId: string;
  /** The application's picture, shown by the vote. */
  pictureKey: string;
  /** Per persona, a vote session to delete. */
  toDeleteIds: Map<string, string>;
}

const LIVE_RULES = { votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results: 'live' as const };

/** A program of its own (the shared program's applications stay as the other rows expect them), its votes. */
export async function createMatrixVotes(
  db: Db,
  storage: Storage,
  platformId: string,
  userIds: readonly string[],
): Promise<MatrixVotes> {
  const program = await createProgram(db, platformId, { publishedAt: new Date() });
  const stepId = randomUUID();
  const category = await createCategory(db, platformId, program.id, {
    steps: [{ id: stepId, type: 'form', config: { form_id: '' } }],
  });
  const applicant = await createUser(db, platformId);
  const picture = await createStoredFile(db, storage, platformId, {
    bytes: await votePicture(),
    ownerId: applicant.id,
    name: 'matrix.png',
    mime: 'image/png',
    kind: 'image',
  });
  const application = await createApplication(db, platformId, program.id, {
    status: 'submitted',
    applicantId: applicant.id,
    categoryId: category.id,
  });
  await db
    .update(applications)
    .set({ answers: { [stepId]: { visual: [{ key: picture.key, name: picture.name, location: picture.location }] } } })
    .where(eq(applications.id, application.id));
  const insert = async (slug: string, values: Partial<typeof publicVoteSessions.$inferInsert> = {}) => {
    const [row] = await db
      .insert(publicVoteSessions)
      .values({ platformId, programId: program.id, slug, name: slug, ...values })
      .returning();
    return row?.id ?? UUID;
  };
  const sessionId = await insert('matrix-vote', {
    published: true,
    rules: LIVE_RULES,
    fields: { showName: false, titleQuestion: null, imageQuestion: 'visual', questions: [] },
  });
  const googleSessionId = await insert('matrix-google', {
    published: true,
    verification: { mode: 'google', domains: [] },
  });
  const toDeleteIds = new Map<string, string>();
  for (const [index, userId] of userIds.entries()) toDeleteIds.set(userId, await insert(`to-delete-${index}`));
  return {
    programId: program.id,
    sessionId,
    googleSessionId,
    applicationId: application.id,
    pictureKey: picture.key,
    toDeleteIds,
  };
}

/** `matrix` answers the matrix's votes once they are made (in the test's beforeAll). */
export function voteRows(matrix: () => MatrixVotes): Record<string, Row> {
  const list = () => `/api/user.programs/${matrix().programId}/public-vote-sessions`;
  const one = () => `${list()}/${matrix().sessionId}`;
  const admin = '/api/user.programs/{programId}/public-vote-sessions';
  const portalOf = (i: Ids, id = matrix().sessionId) =>
    `/api/portal/platforms/${i.platformId}/programs/${matrix().programId}/votes-sessions/${id}`;
  const portal = '/api/portal/platforms/{platformId}/programs/{programId}/votes-sessions/{id}';
  return {
    [`GET ${admin}`]: {
      call: () => ({ method: 'GET', url: `${list()}?search=matrix` }),
      expect: PROGRAM_WORKERS(200),
    },
    [`POST ${admin}`]: {
      call: (i) => ({ method: 'POST', url: list(), payload: { name: 'Matrix', slug: `matrix-${i.userId}` } }),
      expect: PROGRAM_ADMINS(200),
    },
    [`GET ${admin}/{sessionId}`]: { call: () => ({ method: 'GET', url: one() }), expect: PROGRAM_WORKERS(200) },
    [`PUT ${admin}/{sessionId}`]: {
      call: () => ({ method: 'PUT', url: one(), payload: { name: 'Matrix vote' } }),
      expect: PROGRAM_ADMINS(200),
    },
    [`DELETE ${admin}/{sessionId}`]: {
      call: (i) => ({ method: 'DELETE', url: `${list()}/${matrix().toDeleteIds.get(i.userId) ?? UUID}` }),
      expect: PROGRAM_ADMINS(200),
    },
    [`GET ${admin}/{sessionId}/questions`]: {
      call: () => ({ method: 'GET', url: `${one()}/questions` }),
      expect: PROGRAM_WORKERS(200),
    },
    // An unknown application changes nothing, and says so.
    [`POST ${admin}/{sessionId}/selection`]: {
      call: () => ({ method: 'POST', url: `${one()}/selection`, payload: { selection: { ids: [UUID] } } }),
      expect: PROGRAM_ADMINS(200),
    },
    [`DELETE ${admin}/{sessionId}/selection`]: {
      call: () => ({ method: 'DELETE', url: `${one()}/selection` }),
      expect: PROGRAM_ADMINS(200),
    },
    [`GET ${admin}/{sessionId}/preview`]: {
      call: () => ({ method: 'GET', url: `${one()}/preview` }),
      expect: PROGRAM_WORKERS(200),
    },
    [`GET ${admin}/{sessionId}/ranking`]: {
      call: () => ({ method: 'GET', url: `${one()}/ranking` }),
      expect: PROGRAM_WORKERS(200),
    },
    [`GET ${admin}/{sessionId}/votes`]: {
      call: () => ({ method: 'GET', url: `${one()}/votes?state=voided` }),
      expect: PROGRAM_WORKERS(200),
    },
    [`POST ${admin}/{sessionId}/votes/void`]: {
      call: () => ({ method: 'POST', url: `${one()}/votes/void`, payload: { ids: [UUID], reason: 'Matrix' } }),
      expect: PROGRAM_ADMINS(200),
    },
    [`GET ${admin}/{sessionId}/integrity`]: {
      call: () => ({ method: 'GET', url: `${one()}/integrity` }),
      expect: PROGRAM_WORKERS(200),
    },
    [`GET ${admin}/{sessionId}/export`]: {
      call: () => ({ method: 'GET', url: `${one()}/export?view=votes` }),
      expect: PROGRAM_WORKERS(200),
    },
    // SPEC §7: a published vote is public; proving an address needs nothing but the address.
    [`GET ${portal}`]: { call: (i) => ({ method: 'GET', url: portalOf(i) }), expect: ALL(200) },
    [`GET ${portal}/ranking`]: { call: (i) => ({ method: 'GET', url: `${portalOf(i)}/ranking` }), expect: ALL(200) },
    [`POST ${portal}/voter/code`]: {
      call: (i) => ({
        method: 'POST',
        url: `${portalOf(i)}/voter/code`,
        payload: { email: `matrix-${i.userId}@example.org` },
      }),
      expect: ALL(200),
    },
    [`POST ${portal}/voter/verify`]: {
      call: (i) => ({
        method: 'POST',
        url: `${portalOf(i)}/voter/verify`,
        payload: { email: `matrix-${i.userId}@example.org`, code: '000000' },
      }),
      expect: ALL(400),
    },
    // A signed-in user of the platform; none of the personas has a Google identity.
    [`POST ${portal}/voter/google`]: {
      call: (i) => ({ method: 'POST', url: `${portalOf(i, matrix().googleSessionId)}/voter/google`, payload: {} }),
      expect: [401, 403, 403, 403, 403, 403, 403, 401],
    },
    [`GET ${portal}/votes`]: { call: (i) => ({ method: 'GET', url: `${portalOf(i)}/votes` }), expect: ALL(401) },
    [`POST ${portal}/votes`]: {
      call: (i) => ({
        method: 'POST',
        url: `${portalOf(i)}/votes`,
        payload: { applicationId: matrix().applicationId },
      }),
      expect: ALL(401),
    },
    [`DELETE ${portal}/votes/{applicationId}`]: {
      call: (i) => ({ method: 'DELETE', url: `${portalOf(i)}/votes/${matrix().applicationId}` }),
      expect: ALL(401),
    },
    'GET /api/portal/platforms/{platformId}/showcases/{kind}/{showcaseId}/entries/{applicationId}/files/{encodedKey}': {
      call: (i) => ({
        method: 'GET',
        url: showcaseFileUrl(
          i.platformId,
          { kind: 'vote', id: matrix().sessionId },
          matrix().applicationId,
          matrix().pictureKey,
        ),
      }),
      expect: ALL(200),
    },
  };
}
