import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage, describeViolations } from './a11y';
import { type AdminApi, adminApi, finalizeInvitation, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, signIn } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');
const saveText = (key: string) => text('fr', `apply.save.${key}`, {}, 'portal');
const PHONE = { width: 390, height: 844 };
const SESSION_NAME = 'Jury de sélection';
const SESSION_SLUG = 'jury-selection';
/** A long journey through three browsers on a loaded machine: more than the default minute. */
const JOURNEY = 180_000;

interface Juror {
  id: string;
  email: string;
  name: string;
}

interface Sheet {
  values: Record<string, unknown>;
  comment: string;
  status: 'todo' | 'draft' | 'final';
  version: number;
  total: number | null;
}

/** What the first journey sets up and the others read: one program, its applications, one open session. */
interface Scene {
  api: AdminApi;
  slug: string;
  programId: string;
  sessionId: string;
  /** Criterion ids: the 0–10 score, the single choice, the optional text. */
  scoreId: string;
  choiceId: string;
  commentId: string;
  applicationIds: string[];
  /** The application whose answers hold the uploaded PDF. */
  withFile: string;
  jurors: { a: Juror; b: Juror; c: Juror };
}

let scene: Scene | undefined;
const ready = (): Scene => {
  if (!scene) throw new Error('the organizer’s journey (first test) did not set the session up');
  return scene;
};

const sessionsBase = (programId: string) => `/api/user.programs/${programId}/evaluation-sessions`;
const sessionPath = ({ slug, sessionId, programId }: Scene) =>
  `/fr/applications/${slug}/sessions/details/${SESSION_SLUG}?sessionId=${sessionId}&programId=${programId}`;
const sheetPath = ({ slug, sessionId, programId }: Scene, applicationId: string) =>
  `/fr/applications/${slug}/sessions/${SESSION_SLUG}/${applicationId}?sessionId=${sessionId}&programId=${programId}`;
const juriesUrl = ({ slug }: Scene) => appUrl(`/fr/admin/programs/${slug}/examinations/${SESSION_SLUG}/juries`);
const draftKey = (sessionId: string, applicationId: string) => `opencall:draft:score:${sessionId}:${applicationId}`;

/** Signs a juror in from the session's link (signed out, it asks to sign in first, then comes back). */
async function openSessionAsJuror(page: Page, juror: Juror) {
  await page.goto(appUrl(sessionPath(ready())));
  await page.waitForURL((url) => url.pathname === '/fr/login');
  await signIn(page, juror.email);
  await page.getByTestId('jury-session-page').waitFor();
}

/** Accepts the session and its terms on its page; the juror's list then shows. */
async function acceptSession(page: Page) {
  await page.getByTestId('jury-terms').check();
  await page.getByTestId('jury-accept-submit').click();
  await page.getByTestId('jury-accepted').waitFor();
  await page.getByTestId('jury-applications').waitFor();
}

/** The application ids of the juror's list as the page links them, in order. */
async function listedIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('jury-application-row')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').pathname.split('/').at(-1) ?? '');
}

const rowOf = (page: Page, applicationId: string) =>
  page.getByTestId('jury-application-row').filter({ has: page.locator(`a[href*="/${applicationId}?"]`) });

/** The juror's own API (their sheet as the server holds it). */
async function jurorApi(juror: Juror) {
  const api = await signedInApi({ email: juror.email, password: PASSWORD, area: 'public' });
  const base = `/api/portal/me/evaluation-sessions/${ready().sessionId}/applications`;
  return {
    sheet: async (applicationId: string) =>
      (await api.send<{ data: { sheet: Sheet } }>('GET', `${base}/${applicationId}`)).data.sheet,
    history: async (applicationId: string) =>
      (await api.send<{ data: (Sheet & { reason: string })[] }>('GET', `${base}/${applicationId}/history`)).data,
  };
}

/** The jurors an application is given to, as the organizers read it. */
async function jurorsOf(applicationId: string): Promise<string[]> {
  const { api, programId, sessionId } = ready();
  const { data } = await api.send<{ data: { userId: string }[] }>(
    'GET',
    `${sessionsBase(programId)}/${sessionId}/assignments?applicationId=${applicationId}`,
  );
  return data.map((pair) => pair.userId).sort();
}

async function expectNoSeriousViolation(page: Page) {
  expect(describeViolations(await auditPage(page)), page.url()).toEqual([]);
}

const scoreInput = (page: Page) => page.getByTestId(`criterion-${ready().scoreId}`);
const saveState = (page: Page) => page.getByTestId('save-state');

describe('jurors score applications', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer invites three jurors, opens the session and shares the applications two jurors each',
    async () => {
      const api = await adminApi();
      const { slug, programId, applicationIds } = await programWithSubmittedApplications(api, 3);
      const base = sessionsBase(programId);
      const { data: session } = await api.send<{ data: { id: string } }>('POST', base, {
        name: SESSION_NAME,
        slug: SESSION_SLUG,
        instructions: { fr: '<p>Notez chaque dossier sur son <strong>originalité</strong>.</p>' },
      });
      const { data: criteria } = await api.send<{ data: { id: string; kind: string }[] }>(
        'PUT',
        `${base}/${SESSION_SLUG}/criteria`,
        {
          criteria: [
            { kind: 'score', labels: { fr: 'Originalité' }, weight: 2, required: true, min: 0, max: 10, step: 1 },
            {
              kind: 'single',
              labels: { fr: 'Faisabilité' },
              weight: 1,
              required: true,
              options: [
                { id: 'realiste', labels: { fr: 'Réaliste' }, points: 2 },
                { id: 'fragile', labels: { fr: 'Fragile' }, points: 0 },
              ],
            },
            {
              kind: 'text',
              labels: { fr: 'Remarques' },
              weight: 0,
              required: false,
              minChars: 0,
              maxChars: 500,
            },
          ],
        },
      );
      const idOf = (kind: string) => criteria.find((criterion) => criterion.kind === kind)?.id as string;

      // Three jurors invited by e-mail; each chooses a password from the mail's link.
      const stamp = Date.now();
      const people = [
        { key: 'a', firstname: 'Alice', lastname: 'Arnaud' },
        { key: 'b', firstname: 'Bruno', lastname: 'Bernard' },
        { key: 'c', firstname: 'Chloé', lastname: 'Caron' },
      ] as const;
      const browser = await openBrowser({ locale: 'fr-FR' });
      const jurors = {} as Scene['jurors'];
      for (const person of people) {
        const email = `jure-${person.key}-${stamp}@example.org`;
        const before = await mailCount();
        const { data: juror } = await api.send<{ data: { id: string } }>('POST', `${base}/${SESSION_SLUG}/jurors`, {
          email,
          firstname: person.firstname,
          lastname: person.lastname,
        });
        const mail = await waitForMail(email, before);
        expect(mail.subject).toContain(SESSION_NAME);
        await finalizeInvitation(browser.page, firstLink(mail), PASSWORD);
        jurors[person.key] = { id: juror.id, email, name: `${person.firstname} ${person.lastname}` };
      }
      await api.send('PUT', `${base}/${SESSION_SLUG}/status`, { status: 'open' });
      scene = {
        api,
        slug,
        programId,
        sessionId: session.id,
        scoreId: idOf('score'),
        choiceId: idOf('single'),
        commentId: idOf('text'),
        applicationIds,
        withFile: applicationIds[0] as string,
        jurors,
      };

      // The juries tab: three jurors, the remind button of an open session.
      const organizer = await openBrowser({ locale: 'fr-FR' });
      const page = organizer.page;
      await signInAsAdmin(page);
      await page.goto(juriesUrl(scene));
      await eventually(() => page.getByTestId('juror-row').count()).toBe(3);
      await page.getByTestId('jurors-remind').waitFor();
      const panel = page.getByTestId('assignment-panel');
      // Everyone scores everything until the organizer chooses otherwise.
      expect(await panel.getByRole('radio', { name: ev('assign.everyone') }).isChecked()).toBe(true);

      // Balanced, two jurors per application: the preview says what would happen, and changes nothing.
      await panel.getByRole('radio', { name: ev('assign.balanced') }).check();
      await panel.getByTestId('assign-per-application').fill('2');
      await panel.getByTestId('assign-cap').waitFor();
      await panel.getByTestId('assign-preview').click();
      const summary = panel.getByTestId('assignment-summary');
      await summary.getByText(ev('assign.wouldAdd', { added: '6', kept: '0', applications: '3' })).waitFor();
      await summary.getByText(ev('assign.loads', { min: '2', max: '2' })).waitFor();
      expect(await panel.getByTestId('assignment-shortfall').count()).toBe(0);
      for (const id of applicationIds) expect(await jurorsOf(id)).toHaveLength(3);

      // Applied after confirming: each juror now has two applications to score.
      await panel.getByTestId('assign-apply').click();
      const dialog = page.getByRole('dialog', { name: ev('assign.confirmTitle') });
      await dialog.getByText(ev('assign.confirmBalanced', { count: '2' })).waitFor();
      await dialog.getByRole('button', { name: ev('assign.apply') }).click();
      await page.getByText(ev('assign.saved')).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => page.getByTestId('juror-progress').allTextContents()).toEqual(
        Array.from(
          { length: 3 },
          () => `${ev('juries.finalOf', { final: '0', assigned: '2' })}${ev('juries.drafts', { count: '0' })}`,
        ),
      );
      // The settings are kept: after a reload the panel shows the balanced share of two.
      await page.reload();
      await page.getByTestId('assignment-panel').waitFor();
      expect(await panel.getByRole('radio', { name: ev('assign.balanced') }).isChecked()).toBe(true);
      expect(await panel.getByTestId('assign-per-application').inputValue()).toBe('2');
      for (const id of applicationIds) expect(await jurorsOf(id)).toHaveLength(2);
    },
    JOURNEY,
  );

  it(
    'juror A scores: the draft autosaves, survives the network going away and a closed tab, then is submitted and changed with a reason',
    async () => {
      const { jurors, sessionId, scoreId, choiceId } = ready();
      const juror = await openBrowser({ locale: 'fr-FR' });
      let page = juror.page;
      await openSessionAsJuror(page, jurors.a);
      // Before accepting, no list; once accepted, the two applications given to them.
      expect(await page.getByTestId('jury-applications').count()).toBe(0);
      await acceptSession(page);
      await eventually(() => page.getByTestId('jury-application-row').count()).toBe(2);
      expect(await page.getByTestId('jury-progress').textContent()).toBe(
        ev('work.progress', { done: '0', total: '2' }),
      );
      const mine = await listedIds(page);
      const first = mine[0] as string;
      const second = mine[1] as string;
      for (const id of mine) expect(await jurorsOf(id)).toContain(jurors.a.id);

      // The first application: its answers on one side, the sheet on the other, to do.
      await rowOf(page, first).getByRole('link').click();
      await page.getByTestId('jury-application-page').waitFor();
      await page
        .getByTestId('answers-summary')
        .getByText(/Projet numéro \d/)
        .waitFor();
      expect(await page.getByTestId('sheet-status').textContent()).toBe(ev('sheet.status.todo'));
      expect(await page.title()).toContain(SESSION_NAME);
      // Previous and next go through the juror's list.
      expect(await page.getByTestId('jury-previous').isDisabled()).toBe(true);
      await page.getByTestId('jury-next').click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${second}`));
      await page.getByTestId('jury-previous').click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${first}`));
      await scoreInput(page).waitFor();
      const sheetUrl = page.url();

      // A value typed is saved after a pause: the state says so, and the server holds it as a draft.
      const api = await jurorApi(jurors.a);
      await scoreInput(page).fill('7');
      await eventually(() => saveState(page).textContent()).toBe(saveText('saved'));
      expect(await saveState(page).getAttribute('data-state')).toBe('saved');
      await eventually(() => page.getByTestId('sheet-status').textContent()).toBe(ev('sheet.status.draft'));
      expect((await api.sheet(first)).values[scoreId]).toBe(7);

      // Offline: the change stays on the device, and the state says it will be sent later.
      await juror.context.setOffline(true);
      await scoreInput(page).fill('8');
      await eventually(() => saveState(page).getAttribute('data-state')).toBe('offline');
      expect(await saveState(page).textContent()).toContain(saveText('offline'));
      const kept = await page.evaluate((key) => localStorage.getItem(key), draftKey(sessionId, first));
      expect(JSON.parse(kept ?? '{}').steps?.sheet?.values?.[scoreId]).toBe(8);
      expect((await api.sheet(first)).values[scoreId]).toBe(7);

      // The tab is closed while offline; back online, the sheet opened again shows the device's value and sends it.
      await page.close();
      await juror.context.setOffline(false);
      page = await juror.context.newPage();
      await page.goto(sheetUrl);
      await scoreInput(page).waitFor();
      expect(await scoreInput(page).inputValue()).toBe('8');
      await eventually(async () => (await api.sheet(first)).values[scoreId]).toBe(8);
      await eventually(() => saveState(page).getAttribute('data-state')).toBe('saved');
      await eventually(() => page.evaluate((key) => localStorage.getItem(key), draftKey(sessionId, first))).toBeNull();

      // Submitting needs every required criterion: the missing choice is named under its field.
      await page.getByTestId('sheet-submit').click();
      await page.getByTestId(`criterion-${choiceId}`).getByText(ev('sheet.issues.required')).waitFor();
      expect(await page.getByTestId('sheet-status').textContent()).toBe(ev('sheet.status.draft'));
      await page.getByRole('radio', { name: 'Réaliste' }).check();
      await page.getByTestId(`criterion-${ready().commentId}`).fill('Un dossier solide.');
      await page.getByTestId('sheet-submit').click();
      await eventually(() => page.getByTestId('sheet-status').textContent()).toBe(ev('sheet.status.final'));
      // 8/10 weighs 2, the realistic choice (its best) weighs 1: (0.8 × 2 + 1) / 3.
      expect(await page.getByTestId('sheet-total').textContent()).toBe(ev('sheet.total', { total: '86.67' }));
      const submitted = await api.sheet(first);
      expect(submitted).toMatchObject({
        status: 'final',
        values: { [scoreId]: 8, [choiceId]: 'realiste', [ready().commentId]: 'Un dossier solide.' },
      });
      // Final, the sheet reads only: no autosave, no submit button.
      expect(await scoreInput(page).getAttribute('readonly')).not.toBeNull();
      expect(await page.getByTestId('sheet-submit').count()).toBe(0);

      // The list says so.
      await page.getByRole('link', { name: ev('work.backTo', { session: SESSION_NAME }) }).click();
      await page.getByTestId('jury-applications').waitFor();
      await eventually(() => page.getByTestId('jury-progress').textContent()).toBe(
        ev('work.progress', { done: '1', total: '2' }),
      );
      expect(await rowOf(page, first).textContent()).toContain(ev('sheet.status.final'));
      expect(await rowOf(page, second).textContent()).toContain(ev('sheet.status.todo'));

      // A change after submitting asks for a reason, kept in the sheet's history.
      await rowOf(page, first).getByRole('link').click();
      await page.getByTestId('sheet-change').click();
      const saveChange = page.getByTestId('sheet-save-change');
      expect(await saveChange.isDisabled()).toBe(true);
      await scoreInput(page).fill('9');
      expect(await saveChange.isDisabled()).toBe(true);
      await page.getByTestId('sheet-reason').fill('Relu le dossier technique');
      await saveChange.click();
      await page.getByTestId('sheet-change').waitFor();
      await eventually(() => page.getByTestId('sheet-total').textContent()).toBe(ev('sheet.total', { total: '93.33' }));
      expect(await page.getByTestId('sheet-status').textContent()).toBe(ev('sheet.status.final'));
      const history = await api.history(first);
      expect(history.at(-1)).toMatchObject({
        status: 'final',
        reason: 'Relu le dossier technique',
        values: { [scoreId]: 9 },
      });
      expect(history.at(-2)).toMatchObject({ status: 'final', reason: '', values: { [scoreId]: 8 } });
      // Nothing was left behind on the device.
      expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(sessionId, first))).toBeNull();
    },
    JOURNEY,
  );

  it(
    'juror B declares a conflict: the application leaves their list, goes to another juror, and the organizer sees why',
    async () => {
      const { jurors } = ready();
      const juror = await openBrowser({ locale: 'fr-FR' });
      const page = juror.page;
      await openSessionAsJuror(page, jurors.b);
      await acceptSession(page);
      await eventually(() => page.getByTestId('jury-application-row').count()).toBe(2);
      const [conflicted, kept] = (await listedIds(page)) as [string, string];
      const before = await jurorsOf(conflicted);
      expect(before).toContain(jurors.b.id);
      const third = [jurors.a.id, jurors.b.id, jurors.c.id].find((id) => !before.includes(id)) as string;

      await rowOf(page, conflicted).getByRole('link').click();
      await page.getByTestId('jury-application-page').waitFor();
      await page.getByTestId('jury-declare-conflict').click();
      const confirm = page.getByTestId('conflict-confirm');
      await confirm.waitFor();
      await expectNoSeriousViolation(page);
      // A reason is needed: three characters at least.
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByTestId('conflict-reason').fill('Je connais personnellement la candidate.');
      await confirm.click();
      await page.getByText(ev('conflict.declared')).waitFor();
      // On to the next application of the list, the one left.
      await page.waitForURL((url) => url.pathname.endsWith(`/${kept}`));

      await page.getByRole('link', { name: ev('work.backTo', { session: SESSION_NAME }) }).click();
      await page.getByTestId('jury-applications').waitFor();
      await eventually(() => listedIds(page)).toEqual([kept]);
      // Its address no longer opens it for them.
      await page.goto(appUrl(sheetPath(ready(), conflicted)));
      await page.getByText(ev('work.notFound')).waitFor();

      // Reassigned at once to the one juror who did not have it.
      const after = await jurorsOf(conflicted);
      expect(after).not.toContain(jurors.b.id);
      expect(after).toEqual([...before.filter((id) => id !== jurors.b.id), third].sort());

      // The organizer's conflict list shows it as declared by the juror, with the reason.
      const organizer = await openBrowser({ locale: 'fr-FR' });
      await signInAsAdmin(organizer.page);
      await organizer.page.goto(juriesUrl(ready()));
      const row = organizer.page.getByTestId('conflict-list').getByTestId('conflict-row');
      await eventually(() => row.count()).toBe(1);
      expect(await row.getAttribute('data-kind')).toBe('declared');
      const words = await row.textContent();
      expect(words).toContain(jurors.b.name);
      expect(words).toContain('Je connais personnellement la candidate.');
      expect(words).toContain(ev('conflicts.by.juror'));
      await row.getByTestId('conflict-clear').waitFor();
      // Juror B's progress counts the conflict.
      const progressOfB = organizer.page
        .locator(`[data-testid="juror-row"][data-juror-email="${jurors.b.email}"]`)
        .getByTestId('juror-progress');
      await eventually(() => progressOfB.textContent()).toContain(ev('juries.conflicts', { count: '1' }));
    },
    JOURNEY,
  );

  it(
    'the juror’s pages and the juries tab pass axe; the sheet fits a phone, names the tab and opens the PDF answer',
    async () => {
      const current = ready();
      const { api, jurors, withFile, programId, sessionId } = current;
      // Juror C reads the application with the PDF: given by hand when the share did not give it to them.
      if (!(await jurorsOf(withFile)).includes(jurors.c.id))
        await api.send('PUT', `${sessionsBase(programId)}/${sessionId}/assignments/${withFile}/${jurors.c.id}`);
      expect(await jurorsOf(withFile)).toContain(jurors.c.id);
      const phone = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
      const page = phone.page;
      await openSessionAsJuror(page, jurors.c);
      await expectNoSeriousViolation(page);
      await acceptSession(page);
      await eventually(() => page.getByTestId('jury-application-row').count()).toBeGreaterThan(0);
      await expectNoSeriousViolation(page);

      const id = withFile;
      await rowOf(page, id).getByRole('link').click();
      await page.getByTestId('score-sheet').waitFor();
      await page
        .getByTestId('answers-summary')
        .getByText(/Projet numéro \d/)
        .waitFor();
      const applicant = (await page.getByTestId('jury-applicant').textContent()) ?? '';
      expect(applicant).not.toBe('');
      await eventually(() => page.title()).toContain(`${applicant} · ${SESSION_NAME}`);
      // The juror reads the file the application holds, through its signed address.
      await page.getByTestId('file-answer').getByText('dossier-technique.pdf').waitFor();
      const pdf = page.getByTestId('file-open-pdf');
      await pdf.waitFor();
      const response = await page.request.get(new URL((await pdf.getAttribute('href')) ?? '', page.url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoSeriousViolation(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.view).toBe(PHONE.width);
      expect(widths.page).toBeLessThanOrEqual(PHONE.width);
      // Still usable there: a value typed is saved.
      await scoreInput(page).fill('5');
      await eventually(() => saveState(page).textContent()).toBe(saveText('saved'));
      const mine = await jurorApi(jurors.c);
      await eventually(async () => (await mine.sheet(id)).values[current.scoreId]).toBe(5);
      await expectNoSeriousViolation(page);

      // The organizer's juries tab, with progress, the assignment settings and a conflict.
      const organizer = await openBrowser({ locale: 'fr-FR' });
      await signInAsAdmin(organizer.page);
      await organizer.page.goto(juriesUrl(current));
      await eventually(() => organizer.page.getByTestId('juror-row').count()).toBe(3);
      await organizer.page.getByTestId('conflict-row').waitFor();
      await organizer.page.getByTestId('assignment-panel').waitFor();
      await expectNoSeriousViolation(organizer.page);
      // The preview's summary too.
      await organizer.page.getByTestId('assign-preview').click();
      await organizer.page.getByTestId('assignment-summary').waitFor();
      await expectNoSeriousViolation(organizer.page);
    },
    JOURNEY,
  );

  it(
    'the score is reached and filled from the keyboard',
    async () => {
      const { jurors, scoreId } = ready();
      const juror = await openBrowser({ locale: 'fr-FR' });
      const page = juror.page;
      await openSessionAsJuror(page, jurors.a);
      // An application A has not scored yet (their second one, or the one B's conflict gave them).
      const todo = page.getByTestId('jury-application-row').filter({ hasText: ev('sheet.status.todo') });
      await todo.first().waitFor();
      await todo.first().getByRole('link').click();
      const second = new URL(page.url()).pathname.split('/').at(-1) as string;
      await scoreInput(page).waitFor();
      await page.getByTestId('answers-summary').waitFor();

      // From the top of the page, Tab after Tab until the score field has the focus.
      await page.getByTestId('jury-applicant').click();
      let reached = false;
      for (let step = 0; step < 60 && !reached; step++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          (testId) => document.activeElement?.getAttribute('data-testid') === testId,
          `criterion-${scoreId}`,
        );
      }
      expect(reached, 'the score field is not reached with Tab').toBe(true);
      await page.keyboard.type('6');
      expect(await scoreInput(page).inputValue()).toBe('6');
      // The arrow keys step the score.
      await page.keyboard.press('ArrowUp');
      expect(await scoreInput(page).inputValue()).toBe('7');
      await eventually(() => saveState(page).textContent()).toBe(saveText('saved'));
      const api = await jurorApi(jurors.a);
      await eventually(async () => (await api.sheet(second)).values[scoreId]).toBe(7);
      // The choice too: Tab on to the radio group, then the arrows pick an option.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await eventually(async () => (await api.sheet(second)).values[ready().choiceId]).toBeDefined();
    },
    JOURNEY,
  );
});
