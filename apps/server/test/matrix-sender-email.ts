import type { Db } from '../src/db/client';
import { emailSendingDomains } from '../src/db/schema';
import { ADMINS_ONLY, type Row, UUID } from './matrix-rows';

// The authorization matrix's rows for admin/sender-email: the platform administrators' settings.

export interface MatrixSenderEmail {
  /** A domain of the matrix's platform that every persona checks. */
  domainId: string;
  /** Per persona, a domain to delete. */
  toDeleteIds: Map<string, string>;
}

/** Sending domains of the matrix's platform (`.invalid`: a DNS check of them finds nothing, quickly). */
export async function createMatrixSenderEmail(
  db: Db,
  platformId: string,
  userIds: readonly string[],
): Promise<MatrixSenderEmail> {
  const insert = async (domain: string) => {
    const [row] = await db
      .insert(emailSendingDomains)
      .values({
        platformId,
        domain,
        dkimSelector: 'opencall202601',
        dkimPrivateKey: 'not.a.key',
        dkimPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      })
      .returning();
    return row?.id ?? UUID;
  };
  const domainId = await insert('matrix-shared.invalid');
  const toDeleteIds = new Map<string, string>();
  for (const [index, userId] of userIds.entries()) toDeleteIds.set(userId, await insert(`to-delete-${index}.invalid`));
  return { domainId, toDeleteIds };
}

/** `matrix` answers the matrix's domains once they are made (in the test's beforeAll). */
export function senderEmailRows(matrix: () => MatrixSenderEmail): Record<string, Row> {
  return {
    'GET /api/sender-email/default': {
      call: () => ({ method: 'GET', url: '/api/sender-email/default' }),
      expect: ADMINS_ONLY(200),
    },
    'PUT /api/sender-email/default': {
      call: () => ({
        method: 'PUT',
        url: '/api/sender-email/default',
        payload: { senderName: 'Matrix', replyTo: 'matrix@example.org', domainId: null },
      }),
      expect: ADMINS_ONLY(200),
    },
    'GET /api/sender-email/domains': {
      call: () => ({ method: 'GET', url: '/api/sender-email/domains' }),
      expect: ADMINS_ONLY(200),
    },
    'POST /api/sender-email/domains': {
      call: (i) => ({ method: 'POST', url: '/api/sender-email/domains', payload: { domain: `m-${i.userId}.invalid` } }),
      expect: ADMINS_ONLY(200),
    },
    'DELETE /api/sender-email/domains/{domainId}': {
      call: (i) => ({
        method: 'DELETE',
        url: `/api/sender-email/domains/${matrix().toDeleteIds.get(i.userId) ?? UUID}`,
      }),
      expect: ADMINS_ONLY(200),
    },
    'POST /api/sender-email/domains/{domainId}/check': {
      call: () => ({ method: 'POST', url: `/api/sender-email/domains/${matrix().domainId}/check` }),
      expect: ADMINS_ONLY(200),
    },
  };
}
