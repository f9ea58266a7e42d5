import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, finalizeInvitation, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant, signIn } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths, DESKTOP, expectNoSeriousViolation } from './page-checks';

const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');
const SESSION_NAME = 'Jury à l’aveugle';
const SESSION_SLUG = 'jury-aveugle';
/** Three browsers, two back-office pages audited at two widths, a juror reading twice: more than a minute. */
const JOURNEY = 240_000;
/** A name no page or catalogue holds, so finding it on the juror's page means it was sent. */
const APPLICANT = { firstname: 'Zéphyrine', lastname: 'Quincampoix' };
const PROJECT = 'Projet';
const DOSSIER = 'Dossier PDF';
const ANONYMOUS_FILE = /^file-[0-9a-z]{8}\.pdf$/;

interface Anonymization {
  name: boolean;
  email: boolean;
  fileDetails: boolean;
  questions: string[];
}

interface Session {
  id: string;
  juryView: { questions: string[] | null };
  anonymization: Anonymization;
}

/** An accessible name that begins with this text (a Mantine label's name goes on with its description). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The label a juror reads when the name is hidden: the first eight hexadecimal digits of the id. */
const referenceOf = (applicationId: string) => applicationId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The questions of the views page, top to bottom, by their titles. */
const viewOrder = (page: Page) =>
  page
    .getByTestId('jury-view-row')
    .allTextContents()
    .then((rows) => rows.map((row) => (row.includes(DOSSIER) ? DOSSIER : row.includes(PROJECT) ? PROJECT : row)));

/** The questions the juror's page shows, top to bottom. */
const answerRows = (page: Page) => page.getByTestId('answers-summary').locator('th[scope="row"]').allTextContents();

describe('a session’s jury view and anonymisation', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer orders the answers and hides the name, the file details and an answer; the juror receives none of them',
    async () => {
      // The applicant, under a name of their own, sends two applications, the first with the PDF.
      const setup = await openBrowser({ locale: 'fr-FR' });
      const applicantEmail = await registeredApplicant(setup.page, APPLICANT);
      const applicant = await signedInApi({ email: applicantEmail, password: PASSWORD, area: 'public' });
      const api = await adminApi();
      const { slug, programId, applicationIds } = await programWithSubmittedApplications(api, 2, { applicant });
      const withFile = applicationIds[0] as string;
      const reference = referenceOf(withFile);

      // A session with one score criterion, one juror, opened.
      const base = `/api/user.programs/${programId}/evaluation-sessions`;
      const { data: created } = await api.send<{ data: Session }>('POST', base, {
        name: SESSION_NAME,
        slug: SESSION_SLUG,
      });
      const sessionId = created.id;
      const { data: criteria } = await api.send<{ data: { id: string }[] }>('PUT', `${base}/${SESSION_SLUG}/criteria`, {
        criteria: [
          { kind: 'score', labels: { fr: 'Originalité' }, weight: 1, required: true, min: 0, max: 10, step: 1 },
        ],
      });
      const scoreId = criteria[0]?.id as string;
      const juror = { email: `jure-aveugle-${Date.now()}@example.org` };
      const before = await mailCount();
      await api.send('POST', `${base}/${SESSION_SLUG}/jurors`, {
        email: juror.email,
        firstname: 'Jules',
        lastname: 'Juge',
      });
      // The applicant's session stays out of the way of the invitation's page.
      await setup.context.clearCookies();
      await finalizeInvitation(setup.page, firstLink(await waitForMail(juror.email, before)), PASSWORD);
      await api.send('PUT', `${base}/${SESSION_SLUG}/status`, { status: 'open' });
      const session = async () => (await api.send<{ data: Session }>('GET', `${base}/${sessionId}`)).data;
      // Untouched, the jury reads every answer, names shown, e-mails hidden.
      expect(await session()).toMatchObject({
        juryView: { questions: null },
        anonymization: { name: false, email: true, fileDetails: false, questions: [] },
      });
      const { data: questions } = await api.send<{ data: { reference: string; label: string }[] }>(
        'GET',
        `${base}/${sessionId}/questions`,
      );
      expect(questions.map((question) => [question.reference, question.label])).toEqual([
        ['project', PROJECT],
        ['dossier', DOSSIER],
      ]);

      // The organizer's views page: every question, in form order, all read.
      const organizer = await openBrowser({ locale: 'fr-FR', viewport: DESKTOP });
      const page = organizer.page;
      await signInAsAdmin(page);
      const sessionPage = (tab: string) => appUrl(`/fr/admin/programs/${slug}/examinations/${SESSION_SLUG}/${tab}`);
      await page.goto(sessionPage('views'));
      await page.getByTestId('jury-view-page').waitFor();
      await eventually(() => viewOrder(page)).toEqual([PROJECT, DOSSIER]);
      for (const name of [PROJECT, DOSSIER])
        expect(await page.getByTestId('jury-view-row').getByRole('checkbox', { name }).isChecked()).toBe(true);
      expect(await page.getByTestId('jury-view-summary').textContent()).toBe(ev('views.everyAnswer'));
      expect(await page.getByTestId('jury-view-save').isDisabled()).toBe(true);
      // The first row cannot go up, the last cannot go down.
      expect(await page.getByRole('button', { name: ev('views.moveUp', { name: PROJECT }) }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: ev('views.moveDown', { name: DOSSIER }) }).isDisabled()).toBe(true);

      // From the keyboard: the file goes above the project.
      await page.getByRole('button', { name: ev('views.moveUp', { name: DOSSIER }) }).focus();
      await page.keyboard.press('Enter');
      await eventually(() => viewOrder(page)).toEqual([DOSSIER, PROJECT]);
      // Focus stays on the moved question (its ↑ now disabled: its ↓), and its new place is said.
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-move'))).toBe(
        'dossier:down',
      );
      expect(await page.getByTestId('jury-view-moved').textContent()).toBe(
        ev('views.movedTo', { name: DOSSIER, position: '1', total: '2' }),
      );
      expect(await page.getByTestId('jury-view-summary').textContent()).toBe(ev('views.chosen', { count: '2' }));
      await page.getByTestId('jury-view-save').click();
      await page.getByText(ev('views.saved')).waitFor();
      await eventually(async () => (await session()).juryView.questions).toEqual(['dossier', 'project']);
      // Kept: after a reload, the same order, nothing left to save.
      await page.reload();
      await page.getByTestId('jury-view-page').waitFor();
      await eventually(() => viewOrder(page)).toEqual([DOSSIER, PROJECT]);
      expect(await page.getByTestId('jury-view-save').isDisabled()).toBe(true);
      await auditAtBothWidths(organizer, page, 'jury-view-page');

      // The anonymisation page: the name and the file details hidden, and the project's answer.
      await page.goto(sessionPage('anonymization'));
      const form = page.getByTestId('anonymization-form');
      await form.waitFor();
      const toggle = (key: 'name' | 'email' | 'fileDetails') =>
        form.getByRole('switch', { name: startsWith(ev(`anonymization.${key}.label`)) });
      expect(await toggle('name').isChecked()).toBe(false);
      expect(await toggle('email').isChecked()).toBe(true);
      expect(await toggle('fileDetails').isChecked()).toBe(false);
      const hiddenAnswers = page.getByTestId('anonymization-questions');
      expect(await hiddenAnswers.getByRole('checkbox').count()).toBe(2);
      expect(await page.getByTestId('anonymization-summary').textContent()).toBe(
        ev('anonymization.summary', { count: '0' }),
      );
      await toggle('name').click();
      // Names hidden, file names still shown: the page warns that a file's name may give the applicant away.
      const warning = page.getByTestId('anonymization-file-warning');
      await warning.waitFor();
      await expectNoSeriousViolation(organizer, page);
      await toggle('fileDetails').click();
      await warning.waitFor({ state: 'detached' });
      await hiddenAnswers.getByRole('checkbox', { name: startsWith(PROJECT) }).check();
      expect(await toggle('name').isChecked()).toBe(true);
      expect(await toggle('fileDetails').isChecked()).toBe(true);
      expect(await page.getByTestId('anonymization-summary').textContent()).toBe(
        ev('anonymization.summary', { count: '1' }),
      );
      await page.getByTestId('anonymization-save').click();
      await page.getByText(ev('anonymization.saved')).waitFor();
      await eventually(async () => (await session()).anonymization).toEqual({
        name: true,
        email: true,
        fileDetails: true,
        questions: ['project'],
      });
      await page.reload();
      await form.waitFor();
      expect(await toggle('name').isChecked()).toBe(true);
      expect(await toggle('fileDetails').isChecked()).toBe(true);
      expect(await hiddenAnswers.getByRole('checkbox', { name: startsWith(PROJECT) }).isChecked()).toBe(true);
      expect(await hiddenAnswers.getByRole('checkbox', { name: startsWith(DOSSIER) }).isChecked()).toBe(false);
      await auditAtBothWidths(organizer, page, 'anonymization-form');
      // The views page now says which answer the anonymisation withholds.
      await page.goto(sessionPage('views'));
      const projectRow = page.getByTestId('jury-view-row').filter({ hasText: PROJECT });
      await projectRow.getByText(ev('views.hiddenByAnonymization')).waitFor();
      expect(await page.getByTestId('jury-view-summary').textContent()).toBe(ev('views.chosen', { count: '1' }));
      await expectNoSeriousViolation(organizer, page);

      // The juror signs in from the session's link and accepts it.
      const jury = await openBrowser({ locale: 'fr-FR', viewport: DESKTOP });
      const reader = jury.page;
      const sessionQuery = `?sessionId=${sessionId}&programId=${programId}`;
      await reader.goto(appUrl(`/fr/applications/${slug}/sessions/details/${SESSION_SLUG}${sessionQuery}`));
      await reader.waitForURL((url) => url.pathname === '/fr/login');
      await signIn(reader, juror.email);
      await reader.getByTestId('jury-session-page').waitFor();
      await reader.getByTestId('jury-terms').check();
      await reader.getByTestId('jury-accept-submit').click();
      await reader.getByTestId('jury-applications').waitFor();
      await eventually(() => reader.getByTestId('jury-application-row').count()).toBe(2);
      // The list names the applications by their reference only.
      const list = (await reader.getByTestId('jury-applications').textContent()) ?? '';
      expect(list).toContain(ev('work.anonymous', { reference }));
      for (const name of Object.values(APPLICANT)) expect(list).not.toContain(name);
      // SPEC `applications/{sessionSlug}`: the short address of the session leads its juror to it.
      await reader.goto(appUrl(`/fr/applications/${SESSION_SLUG}`));
      await reader.waitForURL((url) => url.pathname.endsWith(`/sessions/details/${SESSION_SLUG}`));
      await reader.getByTestId('jury-applications').waitFor();

      // The server sends none of it: not the name, not the hidden answer, not the file's name.
      const mine = await signedInApi({ email: juror.email, password: PASSWORD, area: 'public' });
      const work = `/api/portal/me/evaluation-sessions/${sessionId}/applications`;
      const sent = async () => JSON.stringify(await mine.send('GET', `${work}/${withFile}`));
      const hiddenSent = await sent();
      for (const secret of [...Object.values(APPLICANT), applicantEmail, 'Projet numéro', 'dossier-technique'])
        expect(hiddenSent, secret).not.toContain(secret);
      expect(JSON.parse(hiddenSent).data).toMatchObject({
        reference,
        applicant: '',
        email: null,
        questions: ['dossier'],
      });
      const listSent = JSON.stringify(await mine.send('GET', work));
      for (const secret of [...Object.values(APPLICANT), applicantEmail])
        expect(listSent, secret).not.toContain(secret);

      // The application with the PDF, as the juror reads it.
      const applicationUrl = appUrl(`/fr/applications/${slug}/sessions/${SESSION_SLUG}/${withFile}${sessionQuery}`);
      await reader.goto(applicationUrl);
      await reader.getByTestId('jury-application-page').waitFor();
      await reader.getByTestId('answers-summary').waitFor();
      expect(await reader.getByTestId('jury-applicant').textContent()).toBe(ev('work.anonymous', { reference }));
      await eventually(() => reader.title()).toContain(ev('work.anonymous', { reference }));
      expect(await reader.getByTestId('jury-applicant-details').count()).toBe(0);
      const words = await reader.locator('body').innerText();
      for (const secret of [...Object.values(APPLICANT), applicantEmail, 'Projet numéro', 'dossier-technique'])
        expect(words, secret).not.toContain(secret);
      expect(await answerRows(reader)).toEqual([DOSSIER]);
      const fileName = ((await reader.getByTestId('file-answer').textContent()) ?? '').trim();
      expect(fileName).toMatch(ANONYMOUS_FILE);
      expect(fileName).not.toBe('dossier-technique.pdf');
      // The PDF still opens, under that neutral name.
      const pdf = reader.getByTestId('file-open-pdf');
      await pdf.waitFor();
      const opened = await reader.request.get(new URL((await pdf.getAttribute('href')) ?? '', reader.url()).href);
      expect(opened.status()).toBe(200);
      expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(opened.headers()['content-disposition']).toContain(fileName);
      expect(opened.headers()['content-disposition']).not.toContain('dossier-technique');
      await expectNoSeriousViolation(jury, reader);

      // Private notes: kept as typed, there again after a reload.
      await reader.getByTestId('jury-note-text').fill('À relire avant la délibération');
      // Sent to the server ("saved", not the first "up to date"): a reload then reads it from there too.
      await eventually(() => reader.getByTestId('note-save-state').textContent()).toBe(
        text('fr', 'apply.save.saved', {}, 'portal'),
      );
      await reader.reload();
      await eventually(() => reader.getByTestId('jury-note-text').inputValue()).toBe('À relire avant la délibération');

      // A score saved, the juror's own export names the application by its reference only.
      await reader.getByTestId(`criterion-${scoreId}`).fill('6');
      await eventually(() => reader.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
      await reader.getByRole('link', { name: ev('work.backTo', { session: SESSION_NAME }) }).click();
      await reader.getByTestId('jury-applications').waitFor();
      const [csv] = await Promise.all([reader.waitForEvent('download'), reader.getByTestId('jury-export-csv').click()]);
      const exported = await readFile((await csv.path()) as string, 'utf8');
      expect(exported).toContain(reference);
      for (const secret of [...Object.values(APPLICANT), applicantEmail])
        expect(exported, secret).not.toContain(secret);
      // The juror's own ranking: the scored application first, ranked 1; the other not ranked yet.
      await reader.getByTestId('jury-order').selectOption('mine');
      await eventually(() => reader.getByTestId('jury-my-rank').allTextContents()).toEqual(['1', '—']);
      expect(await reader.getByTestId('jury-application-row').first().textContent()).toContain(reference);

      // The organizer shows the name again: the juror reads it after a reload, the rest still withheld.
      const now = await session();
      await api.send('PUT', `${base}/${sessionId}`, { anonymization: { ...now.anonymization, name: false } });
      await reader.goto(applicationUrl);
      await reader.getByTestId('answers-summary').waitFor();
      await eventually(() => reader.getByTestId('jury-applicant').textContent()).toBe(
        `${APPLICANT.firstname} ${APPLICANT.lastname}`,
      );
      expect(await answerRows(reader)).toEqual([DOSSIER]);
      expect((await reader.getByTestId('file-answer').textContent())?.trim()).toMatch(ANONYMOUS_FILE);
      const namedSent = await sent();
      expect(namedSent).toContain(APPLICANT.lastname);
      expect(namedSent).not.toContain('Projet numéro');
      expect(namedSent).not.toContain('dossier-technique');

      // And the project's answer, in the session's order: the file first.
      await api.send('PUT', `${base}/${sessionId}`, {
        anonymization: { ...now.anonymization, name: false, questions: [] },
      });
      await reader.reload();
      await reader.getByTestId('answers-summary').waitFor();
      await eventually(() => answerRows(reader)).toEqual([DOSSIER, PROJECT]);
      await reader.getByTestId('answers-summary').getByText('Projet numéro 1').waitFor();
    },
    JOURNEY,
  );
});
