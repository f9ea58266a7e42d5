import * as outbox from '../src/adapters/mailer/outbox.repository';
import type { Db } from '../src/db/client';
import { ADMINS_ONLY, type Row } from './matrix-rows';

// The authorization matrix's rows for the e-mail log (`admin/logs`): the platform's administrators only.

export interface MatrixEmailLogs {
  /** An e-mail of the matrix's platform, to read and resend. */
  emailId: string;
}

export async function createMatrixEmailLogs(db: Db, platformId: string): Promise<MatrixEmailLogs> {
  const emailId = await outbox.insertQueued(db, platformId, {
    to: 'matrix-log@example.org',
    template: 'password_reset',
    locale: 'fr',
    subject: 'Matrice',
    text: 'Matrice',
    html: '<p>Matrice</p>',
  });
  await outbox.markDelivered(db, emailId, 'stored');
  return { emailId };
}

/** `matrix` answers the matrix's e-mail once it is made (in the test's beforeAll). */
export function emailLogRows(matrix: () => MatrixEmailLogs): Record<string, Row> {
  const one = () => `/api/email-logs/${matrix().emailId}`;
  return {
    'GET /api/email-logs': {
      call: () => ({ method: 'GET', url: '/api/email-logs?search=matrix&status=stored' }),
      expect: ADMINS_ONLY(200),
    },
    'GET /api/email-logs/templates': {
      call: () => ({ method: 'GET', url: '/api/email-logs/templates' }),
      expect: ADMINS_ONLY(200),
    },
    'GET /api/email-logs/{emailId}': { call: () => ({ method: 'GET', url: one() }), expect: ADMINS_ONLY(200) },
    'POST /api/email-logs/{emailId}/resend': {
      call: () => ({ method: 'POST', url: `${one()}/resend` }),
      expect: ADMINS_ONLY(200),
    },
  };
}
