import { describe, expect, it } from 'vitest';
import { createApplication, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import type { Session } from '../../../test/test-app';

// A juror's private notes on an application (SPEC §3 `evaluationJuryNotes`): saved over a version
// like the sheet, theirs alone: another juror, the organizers' pages and exports never show them.

const app = useOrganizerApp();
const { get, send } = app;

const CRITERIA = [
  { id: 'note', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 10, step: 1 },
];
const SECRET = 'Penser à vérifier le budget — Q9Z';

async function scene(options: { open?: boolean } = {}) {
  const db = app.t.database.db;
  const program = await createProgram(db, app.acme.id);
  const application = await createApplication(db, app.acme.id, program.id, { status: 'submitted' });
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: `jury-${application.id.slice(0, 6)}` });
  const id = created.json().data.id as string;
  const url = `${base}/${id}`;
  expect((await send('PUT', `${url}/criteria`, { criteria: CRITERIA })).statusCode).toBe(200);
  if (options.open !== false) expect((await send('PUT', `${url}/status`, { status: 'open' })).statusCode).toBe(200);
  const juror = async () => {
    const user = await createUser(db, app.acme.id);
    expect((await send('POST', `${url}/jurors`, { email: user.email })).statusCode).toBe(200);
    const session = await app.t.signIn(app.acme.host, user.email, TEST_PASSWORD);
    await send('POST', `/api/portal/me/evaluation-sessions/${id}/accept`, { acceptTerms: true }, session);
    return session;
  };
  const item = `/api/portal/me/evaluation-sessions/${id}/applications/${application.id}`;
  return { id, url, item, applicationId: application.id, juror };
}

const saveNote = (item: string, as: Session, text: string, version: number) =>
  send('PUT', `${item}/note`, { text, version }, as);

describe('PUT …/applications/:applicationId/note', () => {
  it('saves the notes over their version, returns them with the application, and answers a stale save with the current ones', async () => {
    const { item, juror } = await scene();
    const ada = await juror();
    expect((await get(item, ada)).json().data.note).toEqual({ text: '', version: 0, updatedAt: null });

    const first = await saveNote(item, ada, 'Premier avis', 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ text: 'Premier avis', version: 1 });
    const second = await saveNote(item, ada, SECRET, 1);
    expect(second.json().data).toMatchObject({ text: SECRET, version: 2 });
    expect((await get(item, ada)).json().data.note).toMatchObject({ text: SECRET, version: 2 });

    // Another tab still at version 1: refused, told what is saved, nothing overwritten.
    const stale = await saveNote(item, ada, 'Écrasé ?', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('version_conflict');
    expect(stale.json().error.details.current).toMatchObject({ text: SECRET, version: 2 });
    expect((await get(item, ada)).json().data.note.text).toBe(SECRET);
  });

  it('keeps the notes to their juror: another juror, the organizers’ pages and exports never show them', async () => {
    const { url, item, applicationId, juror } = await scene();
    const ada = await juror();
    const alan = await juror();
    expect((await saveNote(item, ada, SECRET, 0)).statusCode).toBe(200);
    // Ada's final sheet (with a comment) shows in the organizers' reads; her notes do not.
    const scored = await send(
      'PUT',
      `${item}/score`,
      { values: { note: 7 }, comment: 'Solide', final: true, version: 0 },
      ada,
    );
    expect(scored.statusCode, scored.body).toBe(200);

    expect((await get(item, alan)).json().data.note).toEqual({ text: '', version: 0, updatedAt: null });
    const reads = [
      `${url}/applications`,
      `${url}/applications/${applicationId}/timeline`,
      `${url}/ranking`,
      `${url}/export?view=scores&format=csv`,
      `${url}/export?view=ranking&format=csv`,
    ];
    for (const read of reads) {
      const res = await get(read);
      expect(res.statusCode, `${read} ${res.body}`).toBe(200);
      expect(res.body, read).not.toContain('Q9Z');
    }
    // The organizers' timeline does read the sheet's comment: the check above can tell them apart.
    expect((await get(`${url}/applications/${applicationId}/timeline`)).body).toContain('Solide');
    // Nor the juror's own export of their sheets, nor the other juror's.
    const exported = await get(`/api/portal/me/evaluation-sessions/${url.split('/').at(-1)}/export?format=csv`, ada);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Q9Z');
  });

  it('answers 404 for an application not given to the juror or a session in draft, 400 past the length limit', async () => {
    const { item, juror } = await scene();
    const ada = await juror();
    const stranger = await createUser(app.t.database.db, app.acme.id);
    const strangerSession = await app.t.signIn(app.acme.host, stranger.email, TEST_PASSWORD);
    expect((await saveNote(item, strangerSession, 'x', 0)).statusCode).toBe(404);
    expect((await saveNote(item, app.admin, 'x', 0)).statusCode).toBe(404);
    const long = await saveNote(item, ada, 'x'.repeat(10_001), 0);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('validation_failed');

    const draft = await scene({ open: false });
    const bob = await draft.juror();
    expect((await saveNote(draft.item, bob, 'x', 0)).statusCode).toBe(404);
  });
});
