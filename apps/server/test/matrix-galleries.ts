import type { Db } from '../src/db/client';
import { galleries } from '../src/db/schema';
import { ALL, PROGRAM_ADMINS, PROGRAM_WORKERS, type Row, UUID } from './matrix-rows';

// The authorization matrix's rows for galleries: the organizers' pages and the public one.

export interface MatrixGalleries {
  programId: string;
  /** A published gallery of the shared program (the public page answers everyone). */
  galleryId: string;
  /** Per persona, a gallery to delete. */
  toDeleteIds: Map<string, string>;
}

/** Galleries of the matrix's shared program: one to read and change, one per persona to delete. */
export async function createMatrixGalleries(
  db: Db,
  platformId: string,
  programId: string,
  userIds: readonly string[],
): Promise<MatrixGalleries> {
  const insert = async (slug: string, published: boolean) => {
    const [row] = await db.insert(galleries).values({ platformId, programId, slug, name: slug, published }).returning();
    return row?.id ?? UUID;
  };
  const galleryId = await insert('matrix-shared', true);
  const toDeleteIds = new Map<string, string>();
  for (const [index, userId] of userIds.entries()) toDeleteIds.set(userId, await insert(`to-delete-${index}`, false));
  return { programId, galleryId, toDeleteIds };
}

/** `matrix` answers the matrix's galleries once they are made (in the test's beforeAll). */
export function galleryRows(matrix: () => MatrixGalleries): Record<string, Row> {
  const list = () => `/api/user.programs/${matrix().programId}/galleries`;
  const one = () => `${list()}/${matrix().galleryId}`;
  return {
    'GET /api/user.programs/{programId}/galleries': {
      call: () => ({ method: 'GET', url: `${list()}?search=matrix` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/galleries': {
      call: (i) => ({ method: 'POST', url: list(), payload: { name: 'Matrix', slug: `matrix-${i.userId}` } }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/galleries/{galleryId}': {
      call: () => ({ method: 'GET', url: one() }),
      expect: PROGRAM_WORKERS(200),
    },
    'PUT /api/user.programs/{programId}/galleries/{galleryId}': {
      call: () => ({ method: 'PUT', url: one(), payload: { layout: 'list' } }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/galleries/{galleryId}': {
      call: (i) => ({ method: 'DELETE', url: `${list()}/${matrix().toDeleteIds.get(i.userId) ?? UUID}` }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/galleries/{galleryId}/questions': {
      call: () => ({ method: 'GET', url: `${one()}/questions` }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/galleries/{galleryId}/entries': {
      call: () => ({ method: 'GET', url: `${one()}/entries` }),
      expect: PROGRAM_WORKERS(200),
    },
    'PUT /api/user.programs/{programId}/galleries/{galleryId}/entries': {
      call: () => ({ method: 'PUT', url: `${one()}/entries`, payload: { applicationIds: [] } }),
      expect: PROGRAM_ADMINS(200),
    },
    'POST /api/user.programs/{programId}/galleries/{galleryId}/entries/accepted': {
      call: () => ({ method: 'POST', url: `${one()}/entries/accepted`, payload: { top: 1 } }),
      expect: PROGRAM_ADMINS(200),
    },
    // SPEC §7: a published gallery is public.
    'GET /api/portal/platforms/{platformId}/programs/{programId}/galleries/{id}': {
      call: (i) => ({
        method: 'GET',
        url: `/api/portal/platforms/${i.platformId}/programs/${matrix().programId}/galleries/${matrix().galleryId}`,
      }),
      expect: ALL(200),
    },
  };
}
