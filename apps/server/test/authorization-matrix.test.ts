import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import { createStoredFile, TEST_PDF, uploadForm } from './file-factories';
import { createMatrixForms, type MatrixForms } from './form-factories';
import { billingRows, createMatrixBilling } from './matrix-billing';
import { createMatrixEmailLogs, emailLogRows, type MatrixEmailLogs } from './matrix-email-logs';
import { emailTemplateRows } from './matrix-email-templates';
import { evaluationRows } from './matrix-evaluations';
import { createMatrixGalleries, galleryRows, type MatrixGalleries } from './matrix-galleries';
import { createMatrixMessages, type MatrixMessages, messageRows } from './matrix-messages';
import { notificationRows } from './matrix-notifications';
import { createMatrixPrograms, type MatrixPrograms, type PersonaPrograms } from './matrix-programs';
import {
  ADMINS_ONLY,
  ALL,
  type Ids,
  PERSONAS,
  type Persona,
  PROGRAM_ADMINS,
  PROGRAM_WORKERS,
  type Row,
  SIGNED_IN,
  UUID,
} from './matrix-rows';
import { createMatrixSenderEmail, type MatrixSenderEmail, senderEmailRows } from './matrix-sender-email';
import { createMatrixVotes, type MatrixVotes, voteRows } from './matrix-votes';
import { createTestApp, type Session, type TestApp } from './test-app';

// Every API route, and the status each persona gets (ARCHITECTURE §4; issue 3). A route the server
// has but this table lacks fails the last test, so a new route cannot ship without its row.
// Personas and the statuses they get: matrix-rows.ts. Program managers hold the programs administration
// permission too.
let matrixForms: MatrixForms;
const formsOf = () => `/api/user.programs/${matrixForms.programId}/forms`;
const formOf = (state: Exclude<keyof MatrixForms, 'programId'>, userId: string) =>
  matrixForms[state].get(userId) ?? UUID;

let matrixPrograms: MatrixPrograms;
let matrixGalleries: MatrixGalleries;
let matrixVotes: MatrixVotes;
let matrixMessages: MatrixMessages;
let matrixEmailLogs: MatrixEmailLogs;
let matrixSenderEmail: MatrixSenderEmail;
const programUrl = () => `/api/user.programs/${matrixPrograms.programId}`;
const targetOf = (userId: string, key: keyof PersonaPrograms) => matrixPrograms.byUser.get(userId)?.[key] ?? UUID;

/** A one-column CSV for the import routes, and its mapping into the shared program's first category. */
const importFile = (email: string) => ({
  filename: 'matrix.csv',
  contentBase64: Buffer.from(`email\n${email}\n`).toString('base64'),
});
const importMapping = () => ({ columns: [{ type: 'email' }], categoryId: matrixPrograms.categoryId });

/** A public file of the platform, and a private one nobody in the matrix owns. */
let matrixFiles: { publicKey: string; privateKey: string };
/**
 * Anyone who reaches a private file but may not read it is told it does not exist. Whoever works on
 * every program of the platform (a platform-wide collaborator, as here) reads them: they download
 * the same files in any program's attachments ZIP.
 */
const PRIVATE_FILE_READERS = [401, 404, 404, 200, 200, 200, 200, 401] as const;

const MATRIX: Record<string, Row> = {
  'GET /api/health': { call: () => ({ method: 'GET', url: '/api/health' }), expect: ALL(200) },
  'GET /api/ready': { call: () => ({ method: 'GET', url: '/api/ready' }), expect: ALL(200) },
  'GET /api/portal/domain-info': { call: () => ({ method: 'GET', url: '/api/portal/domain-info' }), expect: ALL(200) },
  'GET /api/platforms/{platformId}/details': {
    call: (i) => ({ method: 'GET', url: `/api/platforms/${i.platformId}/details` }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/themes/{themeReference}': {
    call: (i) => ({ method: 'GET', url: `/api/portal/platforms/${i.platformId}/themes/default` }),
    expect: ALL(200),
  },
  'GET /api/portal/locales': { call: () => ({ method: 'GET', url: '/api/portal/locales' }), expect: ALL(200) },
  'PUT /api/portal/locale': {
    call: () => ({ method: 'PUT', url: '/api/portal/locale', payload: { locale: 'en' } }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/pages/{kind}': {
    call: (i) => ({ method: 'GET', url: `/api/portal/platforms/${i.platformId}/pages/legal-notices?lang=fr` }),
    expect: ALL(200),
  },
  'GET /api/platforms/{platformId}/pages/{kind}': {
    call: (i) => ({ method: 'GET', url: `/api/platforms/${i.platformId}/pages/legal-notices` }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/platforms/{platformId}/pages/{kind}': {
    call: (i) => ({
      method: 'PUT',
      url: `/api/platforms/${i.platformId}/pages/legal-notices`,
      payload: { contents: { fr: '<p>Mentions légales</p>' } },
    }),
    expect: ADMINS_ONLY(200),
  },
  // Public: the query check answering 400 to everyone (anonymous included) shows no access check ran first.
  // A short query never reaches the geocoder, which this suite does not run (geo.routes.test.ts does).
  'GET /api/portal/geo/addresses': {
    call: () => ({ method: 'GET', url: '/api/portal/geo/addresses?q=ab' }),
    expect: ALL(400),
  },
  'GET /api/portal/geo/cities': {
    call: () => ({ method: 'GET', url: '/api/portal/geo/cities?q=ab' }),
    expect: ALL(400),
  },
  'POST /api/auth/register': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstname: 'A',
        lastname: 'B',
        email: 'matrix-signup@example.org',
        password: 'a long passphrase here',
      },
    }),
    expect: ALL(200),
  },
  'POST /api/auth/account-validation': {
    call: () => ({ method: 'POST', url: '/api/auth/account-validation', payload: { token: 'x'.repeat(24) } }),
    expect: ALL(400),
  },
  'POST /api/auth/account-validation/resend': {
    call: () => ({ method: 'POST', url: '/api/auth/account-validation/resend' }),
    expect: SIGNED_IN(200),
  },
  'POST /api/auth/join': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/join',
      payload: { joinToken: 'forged'.repeat(4), acceptTerms: true },
    }),
    expect: ALL(401),
  },
  'POST /api/auth/login': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    }),
    expect: ALL(401),
  },
  'POST /api/auth/mfa/verify': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/verify', payload: { mfaToken: 'forged', code: '123456' } }),
    expect: ALL(401),
  },
  'POST /api/auth/refresh': { call: () => ({ method: 'POST', url: '/api/auth/refresh' }), expect: SIGNED_IN(200) },
  'POST /api/auth/password/forgot': {
    call: (i) => ({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: `nobody-${i.userId}@example.org` },
    }),
    expect: ALL(200),
  },
  'POST /api/auth/password/reset': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'x'.repeat(24), password: 'a long passphrase here' },
    }),
    expect: ALL(400),
  },
  'POST /api/auth/finalize-registration': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/finalize-registration',
      payload: { token: 'x'.repeat(24), password: 'a long passphrase here' },
    }),
    expect: ALL(400),
  },
  'GET /api/profile': { call: () => ({ method: 'GET', url: '/api/profile' }), expect: SIGNED_IN(200) },
  'GET /api/profile/roles': { call: () => ({ method: 'GET', url: '/api/profile/roles' }), expect: SIGNED_IN(200) },
  // Account settings (issue 12 §3): bad input proves the session check ran first without changing anyone.
  'PUT /api/profile': {
    call: () => ({ method: 'PUT', url: '/api/profile', payload: { firstname: 'Matrix', lastname: 'Persona' } }),
    expect: SIGNED_IN(200),
  },
  'POST /api/profile/email-change': {
    call: () => ({ method: 'POST', url: '/api/profile/email-change', payload: { email: 'not-an-address' } }),
    expect: SIGNED_IN(400),
  },
  'POST /api/auth/email-change/confirm': {
    call: () => ({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token: 'x'.repeat(24) } }),
    expect: ALL(400),
  },
  'PUT /api/profile/password': {
    call: () => ({
      method: 'PUT',
      url: '/api/profile/password',
      payload: { currentPassword: 'not the password', password: 'a long passphrase here' },
    }),
    expect: SIGNED_IN(400),
  },
  'GET /api/profile/account-deletion': {
    call: () => ({ method: 'GET', url: '/api/profile/account-deletion' }),
    expect: SIGNED_IN(200),
  },
  'POST /api/profile/account-deletion': {
    call: () => ({ method: 'POST', url: '/api/profile/account-deletion', payload: { reason: 'matrix' } }),
    expect: SIGNED_IN(200),
  },
  'GET /api/account-deletion-requests': {
    call: () => ({ method: 'GET', url: '/api/account-deletion-requests?state=processed' }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/account-deletion-requests/{requestId}/processed': {
    call: () => ({ method: 'PUT', url: `/api/account-deletion-requests/${UUID}/processed` }),
    expect: ADMINS_ONLY(404),
  },
  'GET /api/user.programs/{programId}/roles': {
    call: () => ({ method: 'GET', url: `/api/user.programs/${UUID}/roles` }),
    expect: SIGNED_IN(200),
  },
  'GET /api/auth/{id}/platforms': {
    call: (i) => ({ method: 'GET', url: `/api/auth/${i.userId}/platforms?limit=5` }),
    expect: SIGNED_IN(200),
  },
  'GET /api/auth/socket': { call: () => ({ method: 'GET', url: '/api/auth/socket' }), expect: SIGNED_IN(200) },
  'GET /api/banned-email-domain': {
    call: () => ({ method: 'GET', url: '/api/banned-email-domain' }),
    expect: ALL(200),
  },
  'POST /api/auth/mfa/setup': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/setup', payload: {} }),
    expect: SIGNED_IN(200),
  },
  'POST /api/auth/mfa/enable': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/enable', payload: { code: '000000' } }),
    expect: SIGNED_IN(400),
  },
  'POST /api/auth/mfa/disable': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/disable', payload: { code: '000000' } }),
    expect: SIGNED_IN(409),
  },
  'GET /api/auth/providers': { call: () => ({ method: 'GET', url: '/api/auth/providers' }), expect: ALL(200) },
  'GET /api/auth/google/start': { call: () => ({ method: 'GET', url: '/api/auth/google/start' }), expect: ALL(404) },
  'POST /api/auth/login-google': {
    call: () => ({ method: 'POST', url: '/api/auth/login-google', payload: { code: 'code', state: 'state' } }),
    // Google is not configured in this app: the provider does not exist here.
    expect: ALL(404),
  },
  'GET /api/platforms/{platformId}/security': {
    call: (i) => ({ method: 'GET', url: `/api/platforms/${i.platformId}/security` }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/platforms/{platformId}/security': {
    call: (i) => ({
      method: 'PUT',
      url: `/api/platforms/${i.platformId}/security`,
      payload: { mfaRequiredForAdmins: false },
    }),
    expect: ADMINS_ONLY(200),
  },
  'GET /api/users': { call: () => ({ method: 'GET', url: '/api/users' }), expect: ADMINS_ONLY(200) },
  'GET /api/admins': { call: () => ({ method: 'GET', url: '/api/admins' }), expect: ADMINS_ONLY(200) },
  'POST /api/admins': {
    call: () => ({
      method: 'POST',
      url: '/api/admins',
      payload: { email: 'invitee@example.org', roleKeys: ['collaborator'] },
    }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/admins/{userId}/roles': {
    call: (i) => ({ method: 'PUT', url: `/api/admins/${i.targetId}/roles`, payload: { roleKeys: ['collaborator'] } }),
    expect: ADMINS_ONLY(200),
  },
  'DELETE /api/admins/{userId}': {
    call: (i) => ({ method: 'DELETE', url: `/api/admins/${i.targetId}` }),
    expect: ADMINS_ONLY(200),
  },
  'GET /api/roles': { call: () => ({ method: 'GET', url: '/api/roles' }), expect: ADMINS_ONLY(200) },
  'PUT /api/roles/{roleId}': {
    call: (i) => ({ method: 'PUT', url: `/api/roles/${i.roleId}`, payload: { permissions: ['program.evaluate'] } }),
    expect: ADMINS_ONLY(200),
  },
  'GET /api/user.programs/{programId}/forms': {
    call: () => ({ method: 'GET', url: formsOf() }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/forms': {
    call: () => ({ method: 'POST', url: formsOf(), payload: { title: 'Matrix form' } }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/user.programs/{programId}/forms/{formId}': {
    call: (i) => ({ method: 'GET', url: `${formsOf()}/${formOf('live', i.userId)}?lang=en` }),
    expect: PROGRAM_WORKERS(200),
  },
  'PUT /api/user.programs/{programId}/forms/{formId}': {
    call: (i) => ({
      method: 'PUT',
      url: `${formsOf()}/${formOf('live', i.userId)}`,
      payload: { version: 1, title: 'x' },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/user.programs/{programId}/forms/{formId}/duplicate': {
    call: (i) => ({ method: 'POST', url: `${formsOf()}/${formOf('live', i.userId)}/duplicate`, payload: {} }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/user.programs/{programId}/forms/{formId}/validate': {
    call: (i) => ({
      method: 'POST',
      url: `${formsOf()}/${formOf('live', i.userId)}/validate`,
      payload: { answers: { name: 'Ada' } },
    }),
    expect: PROGRAM_WORKERS(200),
  },
  'DELETE /api/user.programs/{programId}/forms/{formId}': {
    call: (i) => ({ method: 'DELETE', url: `${formsOf()}/${formOf('toTrash', i.userId)}` }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/trash/forms': { call: () => ({ method: 'GET', url: '/api/trash/forms' }), expect: PROGRAM_ADMINS(200) },
  'POST /api/trash/forms/{formId}/restore': {
    call: (i) => ({ method: 'POST', url: `/api/trash/forms/${formOf('trashed', i.userId)}/restore` }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/trash/forms/{formId}': {
    call: (i) => ({ method: 'DELETE', url: `/api/trash/forms/${formOf('toDestroy', i.userId)}` }),
    expect: PROGRAM_ADMINS(200),
  },
  // Everyone signed in may ask; the list holds only the programs they work on (none for most).
  'GET /api/user.programs': { call: () => ({ method: 'GET', url: '/api/user.programs' }), expect: SIGNED_IN(200) },
  'POST /api/user.programs': {
    call: (i) => ({
      method: 'POST',
      url: '/api/user.programs',
      payload: { slug: `matrix-${i.userId}`, titles: { fr: 'Matrice' }, defaultLang: 'fr', supportedLangs: ['fr'] },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/user.programs/{programId}': {
    call: () => ({ method: 'GET', url: `${programUrl()}?lang=en` }),
    expect: PROGRAM_WORKERS(200),
  },
  'PUT /api/user.programs/{programId}': {
    call: () => ({ method: 'PUT', url: programUrl(), payload: { visibility: 'private' } }),
    expect: PROGRAM_ADMINS(200),
  },
  'PUT /api/user.programs/{programId}/status': {
    call: () => ({ method: 'PUT', url: `${programUrl()}/status`, payload: { status: 'archived' } }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/user.programs/{programId}': {
    call: (i) => ({ method: 'DELETE', url: `/api/user.programs/${targetOf(i.userId, 'toTrashId')}` }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/user.programs/{programId}/publish': {
    call: () => ({ method: 'POST', url: `/api/user.programs/${matrixPrograms.publishableId}/publish` }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/user.programs/{programId}/unpublish': {
    call: () => ({ method: 'POST', url: `/api/user.programs/${matrixPrograms.publishableId}/unpublish` }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/portal/platforms/{platformId}/programs/{programSlug}': {
    call: (i) => ({
      method: 'GET',
      url: `/api/portal/platforms/${i.platformId}/programs/${matrixPrograms.publishedSlug}`,
    }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/programs': {
    call: (i) => ({ method: 'GET', url: `/api/portal/platforms/${i.platformId}/programs` }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/programs/{programId}/categories/{categoryId}': {
    call: (i) => ({
      method: 'GET',
      url: `/api/portal/platforms/${i.platformId}/programs/${matrixPrograms.open.programId}/categories/${matrixPrograms.open.categoryId}`,
    }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/programs/{programId}/forms/{formId}': {
    call: (i) => ({
      method: 'GET',
      url: `/api/portal/platforms/${i.platformId}/programs/${matrixPrograms.open.programId}/forms/${matrixPrograms.open.formId}`,
    }),
    expect: ALL(200),
  },
  'POST /api/portal/programs/{programId}/applications': {
    call: () => ({
      method: 'POST',
      url: `/api/portal/programs/${matrixPrograms.open.programId}/applications`,
      payload: { id: randomUUID(), categoryId: matrixPrograms.open.categoryId },
    }),
    expect: SIGNED_IN(200),
  },
  'GET /api/portal/me/responses': {
    call: () => ({ method: 'GET', url: '/api/portal/me/responses' }),
    expect: SIGNED_IN(200),
  },
  // Nobody may read, save or submit an application that is not theirs.
  'GET /api/portal/me/responses/{responseId}': {
    call: () => ({ method: 'GET', url: `/api/portal/me/responses/${UUID}` }),
    expect: SIGNED_IN(404),
  },
  'PUT /api/portal/me/responses/{responseId}/answers': {
    call: () => ({
      method: 'PUT',
      url: `/api/portal/me/responses/${UUID}/answers`,
      payload: { version: 1, stepId: 's', answers: {} },
    }),
    expect: SIGNED_IN(404),
  },
  'POST /api/portal/me/responses/{responseId}/submit': {
    call: () => ({ method: 'POST', url: `/api/portal/me/responses/${UUID}/submit`, payload: { version: 1 } }),
    expect: SIGNED_IN(404),
  },
  // A team is its application's: nobody outside it sees or changes it.
  'GET /api/portal/me/responses/{responseId}/team': {
    call: () => ({ method: 'GET', url: `/api/portal/me/responses/${UUID}/team` }),
    expect: SIGNED_IN(404),
  },
  'POST /api/portal/me/responses/{responseId}/team': {
    call: () => ({ method: 'POST', url: `/api/portal/me/responses/${UUID}/team`, payload: { email: 'x@example.org' } }),
    expect: SIGNED_IN(404),
  },
  'DELETE /api/portal/me/responses/{responseId}/team/{userId}': {
    call: () => ({ method: 'DELETE', url: `/api/portal/me/responses/${UUID}/team/${UUID}` }),
    expect: SIGNED_IN(404),
  },
  'GET /api/user.programs/{programId}/responses': {
    call: () => ({ method: 'GET', url: `${programUrl()}/responses?status=submitted` }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/responses/bulk': {
    call: () => ({
      method: 'POST',
      url: `${programUrl()}/responses/bulk`,
      payload: { selection: { ids: [UUID] }, action: 'trash' },
    }),
    expect: PROGRAM_WORKERS(200),
  },
  // Decisions: organizers count the pending ones; managers release them (here, one that is not there).
  'GET /api/user.programs/{programId}/decisions': {
    call: () => ({ method: 'GET', url: `${programUrl()}/decisions` }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/decisions/release': {
    call: () => ({ method: 'POST', url: `${programUrl()}/decisions/release`, payload: { applicationIds: [UUID] } }),
    expect: PROGRAM_ADMINS(200),
  },
  // An application that is not there: the permission is checked first, then 404.
  'GET /api/user.programs/{programId}/responses/{responseId}': {
    call: () => ({ method: 'GET', url: `${programUrl()}/responses/${UUID}` }),
    expect: PROGRAM_WORKERS(404),
  },
  'PUT /api/user.programs/{programId}/responses/{responseId}/status': {
    call: () => ({ method: 'PUT', url: `${programUrl()}/responses/${UUID}/status`, payload: { status: 'accepted' } }),
    expect: PROGRAM_WORKERS(404),
  },
  'PUT /api/user.programs/{programId}/responses/{responseId}/steps/{stepId}': {
    call: () => ({
      method: 'PUT',
      url: `${programUrl()}/responses/${UUID}/steps/s`,
      payload: { decision: 'validated' },
    }),
    expect: PROGRAM_WORKERS(404),
  },
  'PUT /api/user.programs/{programId}/responses/{responseId}/tags': {
    call: () => ({ method: 'PUT', url: `${programUrl()}/responses/${UUID}/tags`, payload: { tagIds: [] } }),
    expect: PROGRAM_WORKERS(404),
  },
  'POST /api/user.programs/{programId}/responses/{responseId}/comments': {
    call: () => ({ method: 'POST', url: `${programUrl()}/responses/${UUID}/comments`, payload: { body: 'x' } }),
    expect: PROGRAM_WORKERS(404),
  },
  'DELETE /api/user.programs/{programId}/responses/{responseId}/comments/{commentId}': {
    call: () => ({ method: 'DELETE', url: `${programUrl()}/responses/${UUID}/comments/${UUID}` }),
    expect: PROGRAM_WORKERS(404),
  },
  'DELETE /api/user.programs/{programId}/responses/{responseId}': {
    call: () => ({ method: 'DELETE', url: `${programUrl()}/responses/${UUID}` }),
    expect: PROGRAM_ADMINS(404),
  },
  // Exports (issue 5): the program's organizers download; an applicant only their own submitted PDF.
  'GET /api/user.programs/{programId}/export-config': {
    call: () => ({ method: 'GET', url: `${programUrl()}/export-config` }),
    expect: PROGRAM_WORKERS(200),
  },
  'PUT /api/user.programs/{programId}/export-config': {
    call: () => ({
      method: 'PUT',
      url: `${programUrl()}/export-config`,
      payload: { columns: [{ id: 'id', included: true }] },
    }),
    expect: PROGRAM_WORKERS(200),
  },
  'GET /api/user.programs/{programId}/responses/export': {
    call: () => ({ method: 'GET', url: `${programUrl()}/responses/export?format=csv&status=submitted` }),
    expect: PROGRAM_WORKERS(200),
  },
  'GET /api/user.programs/{programId}/responses/{responseId}/pdf': {
    call: () => ({ method: 'GET', url: `${programUrl()}/responses/${UUID}/pdf` }),
    expect: PROGRAM_WORKERS(404),
  },
  'GET /api/portal/me/responses/{responseId}/pdf': {
    call: () => ({ method: 'GET', url: `/api/portal/me/responses/${UUID}/pdf` }),
    expect: SIGNED_IN(404),
  },
  'POST /api/user.programs/{programId}/imports/preview': {
    call: () => ({ method: 'POST', url: `${programUrl()}/imports/preview`, payload: importFile('matrix@example.org') }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/user.programs/{programId}/imports/dry-run': {
    call: () => ({
      method: 'POST',
      url: `${programUrl()}/imports/dry-run`,
      payload: { ...importFile('matrix@example.org'), mapping: importMapping() },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  // Each persona its own applicant: one application per person in this program.
  'POST /api/user.programs/{programId}/imports': {
    call: (i) => ({
      method: 'POST',
      url: `${programUrl()}/imports`,
      payload: { ...importFile(`import-${i.userId}@example.org`), mapping: importMapping() },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/portal/programs/{programId}/requests': {
    call: () => ({
      method: 'POST',
      url: `/api/portal/programs/${matrixPrograms.open.programId}/requests`,
      payload: { type: 'access', message: 'Mes données, svp' },
    }),
    expect: SIGNED_IN(200),
  },
  'GET /api/user.programs/{programId}/requests': {
    call: () => ({ method: 'GET', url: `${programUrl()}/requests?status=processed` }),
    expect: PROGRAM_WORKERS(200),
  },
  'PUT /api/user.programs/{programId}/requests/{requestId}': {
    call: () => ({ method: 'PUT', url: `${programUrl()}/requests/${UUID}`, payload: { status: 'processed' } }),
    expect: PROGRAM_WORKERS(404),
  },
  'GET /api/user.programs/{programId}/responses/attachments': {
    call: () => ({ method: 'GET', url: `${programUrl()}/responses/attachments?status=accepted` }),
    expect: PROGRAM_WORKERS(200),
  },
  'GET /api/trash/deposits': {
    call: () => ({ method: 'GET', url: '/api/trash/deposits' }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/trash/deposits/{responseId}/restore': {
    call: () => ({ method: 'POST', url: `/api/trash/deposits/${UUID}/restore` }),
    expect: PROGRAM_ADMINS(404),
  },
  'DELETE /api/trash/deposits/{responseId}': {
    call: () => ({ method: 'DELETE', url: `/api/trash/deposits/${UUID}` }),
    expect: PROGRAM_ADMINS(404),
  },
  'GET /api/user.programs/{programId}/statistics': {
    call: () => ({ method: 'GET', url: `${programUrl()}/statistics?days=7` }),
    expect: PROGRAM_WORKERS(200),
  },
  'GET /api/user.dashboard/statistics': {
    call: () => ({ method: 'GET', url: '/api/user.dashboard/statistics' }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/user.programs/{programId}/logs': {
    call: () => ({ method: 'GET', url: `${programUrl()}/logs` }),
    expect: PROGRAM_WORKERS(200),
  },
  'GET /api/user.programs/{programId}/categories': {
    call: () => ({ method: 'GET', url: `${programUrl()}/categories?lang=en` }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/categories': {
    call: () => ({
      method: 'POST',
      url: `${programUrl()}/categories`,
      payload: { titles: { fr: 'Matrice' }, steps: [{ type: 'validation' }] },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'PUT /api/user.programs/{programId}/categories/order': {
    call: () => ({
      method: 'PUT',
      url: `/api/user.programs/${matrixPrograms.orderedId}/categories/order`,
      payload: { ids: [...matrixPrograms.orderedCategoryIds].reverse() },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'PUT /api/user.programs/{programId}/categories/{categoryId}': {
    call: () => ({
      method: 'PUT',
      url: `${programUrl()}/categories/${matrixPrograms.categoryId}`,
      payload: { titles: { fr: 'Renommée' } },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/user.programs/{programId}/categories/{categoryId}': {
    call: (i) => ({ method: 'DELETE', url: `${programUrl()}/categories/${targetOf(i.userId, 'categoryId')}` }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/user.programs/{programId}/tags': {
    call: () => ({ method: 'GET', url: `${programUrl()}/tags` }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/tags': {
    call: (i) => ({ method: 'POST', url: `${programUrl()}/tags`, payload: { name: `tag-${i.userId}` } }),
    expect: PROGRAM_ADMINS(200),
  },
  'PUT /api/user.programs/{programId}/tags/{tagId}': {
    call: () => ({
      method: 'PUT',
      url: `${programUrl()}/tags/${matrixPrograms.tagId}`,
      payload: { color: '#000000' },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/user.programs/{programId}/tags/{tagId}': {
    call: (i) => ({ method: 'DELETE', url: `${programUrl()}/tags/${targetOf(i.userId, 'tagId')}` }),
    expect: PROGRAM_ADMINS(200),
  },
  // Evaluation sessions, their criteria and jurors: matrix-evaluations.ts.
  ...evaluationRows(() => matrixPrograms),
  // The program's e-mail templates: matrix-email-templates.ts.
  ...emailTemplateRows(() => matrixPrograms),
  // Galleries: matrix-galleries.ts.
  ...galleryRows(() => matrixGalleries),
  // Public votes, and a vote entry's file on the public stream: matrix-votes.ts.
  ...voteRows(() => matrixVotes),
  // Messages to applicants and the applications' threads: matrix-messages.ts.
  ...messageRows(() => matrixMessages),
  // The bell: matrix-notifications.ts.
  ...notificationRows,
  // The e-mail log: matrix-email-logs.ts.
  ...emailLogRows(() => matrixEmailLogs),
  // The platform's sender and sending domains: matrix-sender-email.ts.
  ...senderEmailRows(() => matrixSenderEmail),
  ...billingRows(), // subscription, billing information, invoices, the operator's console
  'GET /api/user.programs/{programId}/collaborators': {
    call: () => ({ method: 'GET', url: `${programUrl()}/collaborators` }),
    expect: PROGRAM_WORKERS(200),
  },
  'POST /api/user.programs/{programId}/collaborators': {
    call: (i) => ({
      method: 'POST',
      url: `${programUrl()}/collaborators`,
      payload: { email: `collaborator-${i.userId}@example.org`, roleKeys: ['jury'] },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'PUT /api/user.programs/{programId}/collaborators/{userId}': {
    call: () => ({
      method: 'PUT',
      url: `${programUrl()}/collaborators/${matrixPrograms.collaboratorId}`,
      payload: { roleKeys: ['collaborator'] },
    }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/user.programs/{programId}/collaborators/{userId}': {
    call: (i) => ({ method: 'DELETE', url: `${programUrl()}/collaborators/${targetOf(i.userId, 'collaboratorId')}` }),
    expect: PROGRAM_ADMINS(200),
  },
  'GET /api/trash/programs': {
    call: () => ({ method: 'GET', url: '/api/trash/programs' }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/trash/programs/{programId}/restore': {
    call: (i) => ({ method: 'POST', url: `/api/trash/programs/${targetOf(i.userId, 'trashedId')}/restore` }),
    expect: PROGRAM_ADMINS(200),
  },
  'DELETE /api/trash/programs/{programId}': {
    call: (i) => ({ method: 'DELETE', url: `/api/trash/programs/${targetOf(i.userId, 'purgeId')}` }),
    expect: PROGRAM_ADMINS(200),
  },
  'POST /api/files': {
    call: () => ({ method: 'POST', url: '/api/files', payload: uploadForm(TEST_PDF, 'matrix.pdf') }),
    expect: SIGNED_IN(200),
  },
  'GET /api/portal/platforms/{platformId}/files/stream/{encodedKey}': {
    call: (i) => ({
      method: 'GET',
      url: `/api/portal/platforms/${i.platformId}/files/stream/${encodeURIComponent(matrixFiles.publicKey)}`,
    }),
    expect: ALL(200),
  },
  'GET /api/files/stream/{encodedKey}': {
    call: () => ({ method: 'GET', url: `/api/files/stream/${encodeURIComponent(matrixFiles.privateKey)}` }),
    expect: PRIVATE_FILE_READERS,
  },
  'GET /api/files/link/{encodedKey}': {
    call: () => ({ method: 'GET', url: `/api/files/link/${encodeURIComponent(matrixFiles.privateKey)}` }),
    expect: PRIVATE_FILE_READERS,
  },
  // Last: it ends the persona's sessions.
  'POST /api/auth/logout': { call: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: ALL(200) },
};

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
const sessions = new Map<Persona, { session?: Session; userId: string }>();
let ids: Omit<Ids, 'userId'>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en'] });
  const globex = await createPlatform(t.database.db);
  const db = t.database.db;
  const personas: Record<Exclude<Persona, 'anonymous'>, () => ReturnType<typeof createUser>> = {
    applicant: () => createUser(db, acme.id),
    jury: () => createUser(db, acme.id, { roleKeys: ['jury'] }),
    collaborator: () => createUser(db, acme.id, { roleKeys: ['collaborator'] }),
    programManager: () => createUser(db, acme.id, { roleKeys: ['program_manager'] }),
    platformAdmin: () => createUser(db, acme.id, { roleKeys: ['platform_admin'] }),
    superAdmin: () => createUser(db, acme.id, { superAdmin: true, membership: 'none' }),
    otherPlatform: () => createUser(db, globex.id, { roleKeys: ['platform_admin'] }),
  };
  sessions.set('anonymous', { userId: UUID });
  for (const [persona, create] of Object.entries(personas) as [Persona, () => ReturnType<typeof createUser>][]) {
    const user = await create();
    const host = persona === 'otherPlatform' ? globex.host : acme.host;
    sessions.set(persona, { userId: user.id, session: await t.signIn(host, user.email, TEST_PASSWORD) });
  }
  const target = await createUser(db, acme.id, { roleKeys: ['collaborator'] });
  const roles = await t.request(acme.host, {
    method: 'GET',
    url: '/api/roles',
    headers: { authorization: `Bearer ${sessions.get('platformAdmin')?.session?.accessToken}` },
  });
  const jury = roles.json().data.find((role: { key: string }) => role.key === 'jury');
  ids = { platformId: acme.id, targetId: target.id, roleId: jury.id };
  matrixForms = await createMatrixForms(
    db,
    acme.id,
    [...sessions.values()].map((s) => s.userId),
  );
  // The jury persona sits on the shared evaluation session: the portal shows it to them alone.
  matrixPrograms = await createMatrixPrograms(
    db,
    acme.id,
    [...sessions.values()].map((s) => s.userId),
    [sessions.get('jury')?.userId ?? UUID],
  );
  matrixGalleries = await createMatrixGalleries(
    db,
    acme.id,
    matrixPrograms.programId,
    [...sessions.values()].map((s) => s.userId),
  );
  const storage = t.app.deps.services.storage;
  matrixVotes = await createMatrixVotes(
    db,
    storage,
    acme.id,
    [...sessions.values()].map((s) => s.userId),
  );
  matrixEmailLogs = await createMatrixEmailLogs(db, acme.id);
  matrixSenderEmail = await createMatrixSenderEmail(
    db,
    acme.id,
    [...sessions.values()].map((s) => s.userId),
  );
  matrixMessages = await createMatrixMessages(
    db,
    acme.id,
    matrixPrograms.programId,
    sessions.get('applicant')?.userId ?? UUID,
    [...sessions.values()].map((s) => s.userId),
  );
  await createMatrixBilling(db);
  matrixFiles = {
    publicKey: (await createStoredFile(db, storage, acme.id, { visibility: 'public' })).key,
    privateKey: (await createStoredFile(db, storage, acme.id)).key,
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(', ')}`, async () => {
      const statuses: number[] = [];
      for (const [index, persona] of PERSONAS.entries()) {
        const { session, userId } = sessions.get(persona) ?? { userId: UUID };
        const call = row.call({ ...ids, userId });
        // Each persona from its own address, so per-IP limits of one do not leak into another.
        const res = await t.send(acme.host, { ...call, remoteAddress: `10.9.0.${index + 1}` }, session);
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...row.expect]);
    });
  }

  it('covers every route the API documents', () => {
    const documented = Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
  });
});
