import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditPage, describeViolations } from './a11y';
import { type AdminApi, adminApi, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant, signInFromLogin } from './applicant';
import { appUrl, type BrowserSession, eventually, useBrowser } from './browser';
import { text } from './locales';
import { mailCount, waitForMail } from './mailbox';

const responses = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'responses');
const portal = (key: string) => text('fr', key, {}, 'portal');
/** Three browsers, two registrations and a release on a loaded machine: more than the default minute. */
const JOURNEY = 180_000;

/** A published French program with one form step, returning what an application to it needs. */
async function publishedProgram(api: AdminApi) {
  const slug = `decisions-${Date.now()}`;
  const { data: program } = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix des décisions' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
  });
  const { data: form } = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${program.id}/forms`, {
    title: 'Dossier',
    fields: [{ reference: 'project', type: 'text', title: 'Projet' }],
  });
  const { data: category } = await api.send<{ data: { id: string; steps: { id: string }[] } }>(
    'POST',
    `/api/user.programs/${program.id}/categories`,
    { titles: { fr: 'Général' }, steps: [{ type: 'form', titles: { fr: 'Projet' }, config: { form_id: form.id } }] },
  );
  await api.send('POST', `/api/user.programs/${program.id}/publish`, {});
  return { slug, programId: program.id, categoryId: category.id, stepId: category.steps[0]?.id as string };
}

/** The applicant sends an application of their own through the portal API; answers its id. */
async function submittedApplication(
  email: string,
  setup: Awaited<ReturnType<typeof publishedProgram>>,
  project: string,
) {
  const api = await signedInApi({ email, password: PASSWORD, area: 'public' });
  const id = randomUUID();
  await api.send('POST', `/api/portal/programs/${setup.programId}/applications`, { id, categoryId: setup.categoryId });
  await api.send('PUT', `/api/portal/me/responses/${id}/answers`, {
    version: 1,
    stepId: setup.stepId,
    answers: { project },
  });
  await api.send('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 });
  return id;
}

/** axe's serious and critical findings on the page as it is now, once the watcher's own audits are done. */
async function violations(session: BrowserSession) {
  await session.a11y.idle();
  return describeViolations(await auditPage(session.page));
}

/** Decides on one application from its page: the button, then the confirmation dialog. */
async function decide(session: BrowserSession, url: string, testId: string, label: string, audit = false) {
  const { page } = session;
  await page.goto(url);
  await page.getByTestId('response-detail').waitFor();
  await page.getByTestId(testId).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(responses('detail.confirmDecision'));
  if (audit) expect(await violations(session), 'the decision dialog').toEqual([]);
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('detail-unreleased').waitFor();
  if (audit) expect(await violations(session), 'a decision not released yet').toEqual([]);
}

describe('releasing decisions to the applicants', () => {
  const openBrowser = useBrowser();

  it(
    'decisions stay internal until released, then each applicant reads theirs and gets an e-mail',
    async () => {
      const api = await adminApi();
      const setup = await publishedProgram(api);
      const camille = await openBrowser({ locale: 'fr-FR' });
      const dominique = await openBrowser({ locale: 'fr-FR' });
      const camilleEmail = await registeredApplicant(camille.page, { firstname: 'Camille', lastname: 'Martin' });
      const dominiqueEmail = await registeredApplicant(dominique.page, { firstname: 'Dominique', lastname: 'Roy' });
      const camilleId = await submittedApplication(camilleEmail, setup, 'Jardin partagé');
      const dominiqueId = await submittedApplication(dominiqueEmail, setup, 'Atelier vélo');
      const detailUrl = (id: string) => appUrl(`/fr/admin/programs/${setup.slug}/responses/${id}`);
      const applicationPath = (id: string) => `/fr/applications/${setup.slug}/apply?responseId=${id}`;

      // The organizer accepts one application and puts the other on the waiting list, each confirmed.
      const organizer = await openBrowser({ locale: 'fr-FR' });
      const { page } = organizer;
      await signInAsAdmin(page);
      await decide(organizer, detailUrl(camilleId), 'detail-accept', responses('detail.accept'), true);
      await eventually(() => page.getByTestId('detail-status').textContent()).toBe(responses('status.accepted'));
      expect(await page.getByTestId('detail-unreleased').textContent()).toBe(responses('decisions.notReleased'));
      await decide(organizer, detailUrl(dominiqueId), 'detail-waitlist', responses('detail.waitlist'));
      await eventually(() => page.getByTestId('detail-status').textContent()).toBe(responses('status.waitlist'));

      // Not released yet: Camille still reads her application as sent.
      await signInFromLogin(camille.page, camilleEmail);
      await camille.page.goto(appUrl(applicationPath(camilleId)));
      await camille.page.getByTestId('application-submitted').waitFor();
      expect(await camille.page.getByTestId('application-status').textContent()).toBe(portal('status.submitted'));
      expect(await camille.page.getByTestId('application-decision').count()).toBe(0);

      // The responses page offers to release the two pending decisions; confirmed, a toast says so.
      await page.goto(appUrl(`/fr/admin/programs/${setup.slug}/responses`));
      await page.getByTestId('response-table').waitFor();
      const releaseButton = page.getByTestId('release-decisions');
      await eventually(() => releaseButton.textContent()).toBe(responses('decisions.release', { count: '2' }));
      const before = await mailCount();
      await releaseButton.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(responses('decisions.releaseTitle', { count: '2' })).waitFor();
      await dialog.getByRole('button', { name: responses('decisions.releaseConfirm') }).click();
      await page.getByText(responses('decisions.released', { count: '2' })).waitFor();
      // Nothing waits any more: the button leaves.
      await releaseButton.waitFor({ state: 'detached' });
      await page.goto(detailUrl(camilleId));
      await page.getByTestId('detail-released').waitFor();
      expect(await page.getByTestId('detail-unreleased').count()).toBe(0);
      await eventually(() => page.getByTestId('detail-history').textContent()).toContain(
        responses('events.decision_released'),
      );

      // Each applicant gets an e-mail linking to their application, and reads their decision there.
      const told = [
        { session: camille, email: camilleEmail, id: camilleId, decision: 'accepted' },
        { session: dominique, email: dominiqueEmail, id: dominiqueId, decision: 'waitlist' },
      ];
      for (const { session, email, id, decision } of told) {
        const mail = await waitForMail(email, before);
        expect(mail.subject).toContain('Prix des décisions');
        expect(mail.text).toContain(text('fr', `decision_${decision}.decision`, {}, 'emails'));
        const link = mail.text.match(/https?:\/\/\S*\/applications\/\S+/)?.[0] ?? '';
        expect(new URL(link).pathname + new URL(link).search).toBe(applicationPath(id));
        if (session === dominique) await signInFromLogin(session.page, email);
        await session.page.goto(appUrl(applicationPath(id)));
        const banner = session.page.getByTestId('application-decision');
        await banner.waitFor();
        expect(await banner.getAttribute('data-decision')).toBe(decision);
        expect(await banner.textContent()).toContain(portal(`apply.decision.${decision}.title`));
        expect(await session.page.getByTestId('application-status').textContent()).toBe(portal(`status.${decision}`));
        expect(await session.page.getByTestId('application-submitted').count()).toBe(0);
        expect(await violations(session), `${decision} application page`).toEqual([]);
      }
    },
    JOURNEY,
  );
});
