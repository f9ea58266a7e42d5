import { MATRIX_CRITERION, type MatrixPrograms, type PersonaPrograms } from './matrix-programs';
import { type Ids, PROGRAM_ADMINS, PROGRAM_WORKERS, type Row, SIGNED_IN, UUID } from './matrix-rows';

// The authorization matrix's rows for evaluation sessions, their criteria, jurors and assignments,
// and the jurors' work on the portal.

/**
 * A session on the portal answers its jurors only: the shared session seats the jury persona, and
 * anyone else is told it does not exist, whatever their roles (admins included).
 */
const SESSION_JURORS = [401, 404, 200, 404, 404, 404, 404, 401] as const;

/** `programs` answers the matrix's programs once they are made (in the test's beforeAll). */
export function evaluationRows(programs: () => MatrixPrograms): Record<string, Row> {
  const targetOf = (userId: string, key: keyof PersonaPrograms) => programs().byUser.get(userId)?.[key] ?? UUID;
  /** The shared program's sessions; one of them: the shared one, or the persona's own of that kind. */
  const sessionsUrl = () => `/api/user.programs/${programs().programId}/evaluation-sessions`;
  const sessionUrl = (i?: Ids, kind: 'sessionToOpenId' | 'sessionToDeleteId' = 'sessionToOpenId') =>
    `${sessionsUrl()}/${i ? targetOf(i.userId, kind) : programs().sessionId}`;
  const jurorsUrl = () => `${sessionUrl()}/jurors`;
  const portalUrl = () => `/api/portal/me/evaluation-sessions/${programs().sessionId}`;
  /** The open work session (matrix-programs.ts `MatrixWork`), as the organizers and its jurors reach it. */
  const work = () => programs().work;
  const workUrl = () => `${sessionsUrl()}/${work().sessionId}`;
  const workPortal = () => `/api/portal/me/evaluation-sessions/${work().sessionId}/applications`;

  return {
    // Organizers read sessions, managers change them; each persona opens and deletes its own.
    'GET /api/user.evaluation-sessions': {
      call: () => ({ method: 'GET', url: '/api/user.evaluation-sessions' }),
      expect: SIGNED_IN(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions': {
      call: () => ({ method: 'GET', url: `${sessionsUrl()}?status=draft` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions': {
      call: (i) => ({ method: 'POST', url: sessionsUrl(), payload: { name: 'Matrix', slug: `matrix-${i.userId}` } }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}': {
      call: () => ({ method: 'GET', url: sessionUrl() }),
      expect: PROGRAM_WORKERS(200),
    },
    'PUT /api/user.programs/{programId}/evaluation-sessions/{sessionId}': {
      call: () => ({ method: 'PUT', url: sessionUrl(), payload: { scoreVisibility: 'always' } }),
      expect: PROGRAM_ADMINS(200),
    },
    'PUT /api/user.programs/{programId}/evaluation-sessions/{sessionId}/status': {
      call: (i) => ({ method: 'PUT', url: `${sessionUrl(i)}/status`, payload: { status: 'open' } }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}': {
      call: (i) => ({ method: 'DELETE', url: sessionUrl(i, 'sessionToDeleteId') }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/criteria': {
      call: () => ({ method: 'GET', url: `${sessionUrl()}/criteria` }),
      expect: PROGRAM_WORKERS(200),
    },
    'PUT /api/user.programs/{programId}/evaluation-sessions/{sessionId}/criteria': {
      call: () => ({ method: 'PUT', url: `${sessionUrl()}/criteria`, payload: { criteria: [MATRIX_CRITERION] } }),
      expect: PROGRAM_ADMINS(200),
    },
    // The program's form questions, for the session's jury view and anonymisation.
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/questions': {
      call: () => ({ method: 'GET', url: `${sessionUrl()}/questions` }),
      expect: PROGRAM_WORKERS(200),
    },
    // The session's selection: managers change it (an unknown application changes nothing, and says so).
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/selection': {
      call: () => ({ method: 'POST', url: `${sessionUrl()}/selection`, payload: { selection: { ids: [UUID] } } }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}/selection/{applicationId}': {
      call: () => ({ method: 'DELETE', url: `${sessionUrl()}/selection/${UUID}` }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}/selection': {
      call: () => ({ method: 'DELETE', url: `${sessionUrl()}/selection` }),
      expect: PROGRAM_ADMINS(200),
    },
    // Jurors: organizers see them, managers invite, move and remove them (each persona its own address and juror).
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/jurors': {
      call: () => ({ method: 'GET', url: jurorsUrl() }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/jurors': {
      call: (i) => ({ method: 'POST', url: jurorsUrl(), payload: { email: `juror-${i.userId}@example.org` } }),
      expect: PROGRAM_ADMINS(200),
    },
    'PUT /api/user.programs/{programId}/evaluation-sessions/{sessionId}/jurors/{userId}': {
      call: () => ({ method: 'PUT', url: `${jurorsUrl()}/${programs().jurorId}`, payload: { panel: 'Matrix' } }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}/jurors/{userId}': {
      call: (i) => ({ method: 'DELETE', url: `${jurorsUrl()}/${targetOf(i.userId, 'jurorId')}` }),
      expect: PROGRAM_ADMINS(200),
    },
    // Everyone signed in has a list of their juries (empty for most).
    'GET /api/portal/me/evaluation-sessions': {
      call: () => ({ method: 'GET', url: '/api/portal/me/evaluation-sessions' }),
      expect: SIGNED_IN(200),
    },
    'GET /api/portal/me/evaluation-sessions/{sessionId}': {
      call: () => ({ method: 'GET', url: `${portalUrl()}?lang=en` }),
      expect: SESSION_JURORS,
    },
    'POST /api/portal/me/evaluation-sessions/{sessionId}/accept': {
      call: () => ({ method: 'POST', url: `${portalUrl()}/accept`, payload: { acceptTerms: true } }),
      expect: SESSION_JURORS,
    },
    // Assignments, conflicts, progress: organizers read them, managers change them (each persona its own pair to undo).
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/progress': {
      call: () => ({ method: 'GET', url: `${workUrl()}/progress` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/assignments/plan': {
      call: () => ({
        method: 'POST',
        url: `${workUrl()}/assignments/plan`,
        payload: { mode: 'everyone', perApplication: 2, maxPerJuror: null, byPanel: false, byLanguage: false },
      }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/assignments': {
      call: () => ({ method: 'GET', url: `${workUrl()}/assignments?userId=${work().jurorId}` }),
      expect: PROGRAM_WORKERS(200),
    },
    'PUT /api/user.programs/{programId}/evaluation-sessions/{sessionId}/assignments/{applicationId}/{userId}': {
      call: () => ({ method: 'PUT', url: `${workUrl()}/assignments/${work().applicationId}/${work().jurorId}` }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}/assignments/{applicationId}/{userId}': {
      call: (i) => ({
        method: 'DELETE',
        url: `${workUrl()}/assignments/${work().applicationId}/${targetOf(i.userId, 'assignedJurorId')}`,
      }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/conflicts': {
      call: () => ({ method: 'GET', url: `${workUrl()}/conflicts` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/conflicts': {
      call: () => ({
        method: 'POST',
        url: `${workUrl()}/conflicts`,
        payload: { applicationId: work().conflictApplicationId, userId: work().jurorId, reason: 'Matrix conflict' },
      }),
      expect: PROGRAM_ADMINS(200),
    },
    'DELETE /api/user.programs/{programId}/evaluation-sessions/{sessionId}/conflicts/{applicationId}/{userId}': {
      call: (i) => ({
        method: 'DELETE',
        url: `${workUrl()}/conflicts/${work().applicationId}/${targetOf(i.userId, 'conflictedJurorId')}`,
      }),
      expect: PROGRAM_ADMINS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/reminders': {
      call: () => ({ method: 'POST', url: `${workUrl()}/reminders`, payload: { userIds: [work().jurorId] } }),
      expect: PROGRAM_ADMINS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/applications': {
      call: () => ({ method: 'GET', url: `${workUrl()}/applications` }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/applications/{applicationId}/timeline': {
      call: () => ({ method: 'GET', url: `${workUrl()}/applications/${work().applicationId}/timeline` }),
      expect: PROGRAM_WORKERS(200),
    },
    // The ranking: organizers read it and try other weights (nothing is saved).
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/ranking': {
      call: () => ({ method: 'GET', url: `${workUrl()}/ranking?perPage=10` }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/export': {
      call: () => ({ method: 'GET', url: `${workUrl()}/export?view=ranking&format=csv` }),
      expect: PROGRAM_WORKERS(200),
    },
    'GET /api/user.programs/{programId}/evaluation-sessions/{sessionId}/ranking/summary': {
      call: () => ({ method: 'GET', url: `${workUrl()}/ranking/summary` }),
      expect: PROGRAM_WORKERS(200),
    },
    'POST /api/user.programs/{programId}/evaluation-sessions/{sessionId}/ranking/what-if': {
      call: () => ({ method: 'POST', url: `${workUrl()}/ranking/what-if`, payload: { weights: { quality: 2 } } }),
      expect: PROGRAM_WORKERS(200),
    },
    // The juror's work: only the work session's jurors (the jury persona among them) reach its applications.
    'GET /api/portal/me/evaluation-sessions/{sessionId}/applications': {
      call: () => ({ method: 'GET', url: workPortal() }),
      expect: SESSION_JURORS,
    },
    'GET /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}': {
      call: () => ({ method: 'GET', url: `${workPortal()}/${work().applicationId}` }),
      expect: SESSION_JURORS,
    },
    'PUT /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}/score': {
      call: () => ({
        method: 'PUT',
        url: `${workPortal()}/${work().applicationId}/score`,
        payload: { values: { quality: 7 }, final: false, version: 0 },
      }),
      expect: SESSION_JURORS,
    },
    // Only the jury persona reaches the notes (the others: 404); it saves them once, from version 0.
    'PUT /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}/note': {
      call: () => ({
        method: 'PUT',
        url: `${workPortal()}/${work().applicationId}/note`,
        payload: { text: 'Matrix', version: 0 },
      }),
      expect: SESSION_JURORS,
    },
    'GET /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}/pdf': {
      call: () => ({ method: 'GET', url: `${workPortal()}/${work().applicationId}/pdf` }),
      expect: SESSION_JURORS,
    },
    'GET /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}/history': {
      call: () => ({ method: 'GET', url: `${workPortal()}/${work().applicationId}/history` }),
      expect: SESSION_JURORS,
    },
    // The juror's own sheets as a spreadsheet: its jurors only, as the rest of the portal's session.
    'GET /api/portal/me/evaluation-sessions/{sessionId}/export': {
      call: () => ({ method: 'GET', url: `/api/portal/me/evaluation-sessions/${work().sessionId}/export?format=csv` }),
      expect: SESSION_JURORS,
    },
    // On the second application: the first stays the persona's for the calls above.
    'POST /api/portal/me/evaluation-sessions/{sessionId}/applications/{applicationId}/conflict': {
      call: () => ({
        method: 'POST',
        url: `${workPortal()}/${work().conflictApplicationId}/conflict`,
        payload: { reason: 'Matrix conflict' },
      }),
      expect: SESSION_JURORS,
    },
  };
}
