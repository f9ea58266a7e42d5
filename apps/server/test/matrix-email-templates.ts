import type { MatrixPrograms } from './matrix-programs';
import { PROGRAM_ADMINS, type Row } from './matrix-rows';

// The authorization matrix's rows for the program's e-mail templates (issue 15 `transactionnals`):
// those who manage the program read, change, preview and test them; nobody else reaches them.

/** `programs` answers the matrix's programs once they are made (in the test's beforeAll). */
export function emailTemplateRows(programs: () => MatrixPrograms): Record<string, Row> {
  const list = () => `/api/user.programs/${programs().programId}/email-templates`;
  const one = () => `${list()}/submission_receipt/fr`;
  const texts = { subject: 'Reçu {{reference}}', body: '<p>Bonjour {{firstname}}</p>' };
  return {
    'GET /api/user.programs/{programId}/email-templates': {
      call: () => ({ method: 'GET', url: list() }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/email-templates/{template}/{locale}': {
      call: () => ({ method: 'GET', url: one() }),
      expect: PROGRAM_ADMINS(200),
    },
    'PUT /api/user.programs/{programId}/email-templates/{template}/{locale}': {
      call: () => ({ method: 'PUT', url: one(), payload: texts }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/email-templates/{template}/{locale}': {
      call: () => ({ method: 'DELETE', url: `${list()}/decision_accepted/en` }),
      expect: PROGRAM_ADMINS(200),
    },
    'POST /api/user.programs/{programId}/email-templates/{template}/{locale}/preview': {
      call: () => ({ method: 'POST', url: `${one()}/preview`, payload: texts }),
      expect: PROGRAM_ADMINS(200),
    },
    'POST /api/user.programs/{programId}/email-templates/{template}/{locale}/test': {
      call: () => ({ method: 'POST', url: `${one()}/test`, payload: {} }),
      expect: PROGRAM_ADMINS(200),
    },
  };
}
