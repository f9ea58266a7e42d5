import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settleTransitions } from './a11y';
import { type AdminApi, adminApi, finalizeInvitation, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths, DESKTOP, expectNoPageScroll, expectNoSeriousViolation, PHONE } from './page-checks';

const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');
const responses = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'responses');
/** One program of 23 applications, two sessions, a juror, two pages audited at two widths: minutes on two cores. */
const JOURNEY = 300_000;
/** More than the responses table's smallest page (20): the select-all has a second page to reach. */
const APPLICATIONS = 23;
const FIRST = { name: 'Présélection', slug: 'preselection' };
const NEXT = { name: 'Entretiens', slug: 'entretiens' };

interface Session {
  id: string;
  entry: { source: 'filter' | 'selection' };
  selectionCount: number;
}

/** Picks an option of a Mantine Select by its label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await eventually(() => page.getByTestId(testId).inputValue()).toBe(label);
}

describe('a session fed by a selection', () => {
  const openBrowser = useBrowser();

  it(
    'takes the shortlist of a previous session, then every row of the responses table across pages; one leaves, then all',
    async () => {
      const api: AdminApi = await adminApi();
      const { slug, programId, applicationIds } = await programWithSubmittedApplications(api, APPLICATIONS);
      const base = `/api/user.programs/${programId}/evaluation-sessions`;

      // The first round: one score criterion, one juror who accepts, opened.
      const { data: first } = await api.send<{ data: Session }>('POST', base, FIRST);
      const { data: criteria } = await api.send<{ data: { id: string }[] }>('PUT', `${base}/${first.id}/criteria`, {
        criteria: [{ kind: 'score', labels: { fr: 'Intérêt' }, weight: 1, required: true, min: 0, max: 10, step: 1 }],
      });
      const scoreId = criteria[0]?.id as string;
      const juror = { email: `jure-selection-${Date.now()}@example.org` };
      const before = await mailCount();
      await api.send('POST', `${base}/${first.id}/jurors`, { ...juror, firstname: 'Jeanne', lastname: 'Jury' });
      const setup = await openBrowser({ locale: 'fr-FR' });
      await finalizeInvitation(setup.page, firstLink(await waitForMail(juror.email, before)), PASSWORD);
      await api.send('PUT', `${base}/${first.id}/status`, { status: 'open' });
      const mine = await signedInApi({ email: juror.email, password: PASSWORD, area: 'public' });
      const work = `/api/portal/me/evaluation-sessions/${first.id}`;
      await mine.send('POST', `${work}/accept`, { acceptTerms: true });
      // Five final scores, the third place shared: its top 3 is four applications.
      const scored = applicationIds.slice(0, 5);
      const scores = [9, 8, 7, 7, 2];
      for (const [index, id] of scored.entries())
        await mine.send('PUT', `${work}/applications/${id}/score`, {
          values: { [scoreId]: scores[index] },
          final: true,
          version: 0,
        });
      const shortlisted = scored.slice(0, 4).sort();

      // The next round, from a filter until the organizer says otherwise.
      const { data: next } = await api.send<{ data: Session }>('POST', base, NEXT);
      expect(next).toMatchObject({ entry: { source: 'filter' }, selectionCount: 0 });
      const session = async () => (await api.send<{ data: Session }>('GET', `${base}/${next.id}`)).data;
      /** The applications entering the next round, as its organizers' list has them. */
      const entering = async () =>
        (await api.send<{ data: { id: string }[] }>('GET', `${base}/${next.id}/applications?perPage=100`)).data
          .map((row) => row.id)
          .sort();
      expect(await entering()).toHaveLength(APPLICATIONS);

      // The organizer switches its entry to a selection: it starts empty.
      const organizer = await openBrowser({ locale: 'fr-FR', viewport: DESKTOP });
      const page = organizer.page;
      await signInAsAdmin(page);
      const configUrl = appUrl(`/fr/admin/programs/${slug}/examinations/${NEXT.slug}/config`);
      await page.goto(configUrl);
      await page.getByTestId('session-config-page').waitFor();
      const source = page.getByTestId('session-config-source');
      expect(await source.getByRole('radio', { name: ev('source.filter.label') }).isChecked()).toBe(true);
      await source.getByRole('radio', { name: ev('source.selection.label') }).check();
      const panel = page.getByTestId('selection-panel');
      await panel.waitFor();
      await page.getByTestId('session-config-save').click();
      await page.getByText(ev('form.saved')).waitFor();
      await eventually(async () => (await session()).entry.source).toBe('selection');
      expect(await page.getByTestId('selection-count').textContent()).toBe(ev('selection.count', { count: '0' }));
      expect((await session()).selectionCount).toBe(0);
      expect(await entering()).toEqual([]);
      // Nothing to empty yet.
      expect(await page.getByTestId('selection-clear').count()).toBe(0);

      // The first round's top 3: four applications, the tie at the cut included.
      await pick(page, 'selection-source', FIRST.name);
      await page.getByTestId('selection-top').fill('3');
      await page.getByTestId('selection-shortlist').click();
      await page.getByText(ev('selection.added', { changed: '4', total: '4' })).waitFor();
      await eventually(() => page.getByTestId('selection-count').textContent()).toBe(
        ev('selection.count', { count: '4' }),
      );
      expect((await session()).selectionCount).toBe(4);
      expect(await entering()).toEqual(shortlisted);
      // The settings page in selection mode, a selection to empty on it.
      await page.getByTestId('selection-clear').waitFor();
      await auditAtBothWidths(organizer, page, 'selection-panel');

      // The responses table: the page ticked, then every row of the filter across both pages.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
      await page.getByTestId('response-table').waitFor();
      await eventually(() => page.getByTestId('response-row').count()).toBe(20);
      expect(await page.getByTestId('responses-count').textContent()).toBe(
        responses('count', { filtered: String(APPLICATIONS), total: String(APPLICATIONS) }),
      );
      await page.getByTestId('select-page').click();
      expect(await page.getByTestId('selected-count').textContent()).toBe(responses('bulk.selected', { count: '20' }));
      await page.getByTestId('select-all-matching').click();
      expect(await page.getByTestId('selected-count').textContent()).toBe(
        responses('bulk.selected', { count: String(APPLICATIONS) }),
      );

      // "Add to a session", from the keyboard: the dialog opens on its session field.
      await page.getByTestId('bulk-session').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: ev('selection.addTitle', { count: String(APPLICATIONS) }) });
      await dialog.waitFor();
      await eventually(() =>
        page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName),
      ).toBe('add-to-session-select');
      await expectNoSeriousViolation(organizer, page);
      // A session still fed by its filter is said not to use what is added.
      await pick(page, 'add-to-session-select', FIRST.name);
      await dialog.getByTestId('add-to-session-filter-note').waitFor();
      await expectNoSeriousViolation(organizer, page);
      await pick(page, 'add-to-session-select', NEXT.name);
      await dialog.getByTestId('add-to-session-filter-note').waitFor({ state: 'detached' });
      // The dialog, on a phone: it fits, and passes axe.
      await page.setViewportSize(PHONE);
      await eventually(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
      await settleTransitions(page, 5_000);
      await expectNoPageScroll(page);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1, `dialog box ${JSON.stringify(box)}`).toBe(true);
      await expectNoSeriousViolation(organizer, page);
      await page.setViewportSize(DESKTOP);
      await eventually(() => page.evaluate(() => window.innerWidth)).toBe(DESKTOP.width);
      expect(await page.getByTestId('add-to-session-select').inputValue()).toBe(NEXT.name);
      await page.getByTestId('add-to-session-submit').click();
      // The four of the shortlist were in already: 19 more.
      await page
        .getByText(ev('selection.addedTo', { name: NEXT.name, changed: String(APPLICATIONS - 4), total: '23' }))
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect((await session()).selectionCount).toBe(APPLICATIONS);
      expect(await entering()).toEqual([...applicationIds].sort());

      // The session's applications tab lists all 23, each with a way out of the selection.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/${NEXT.slug}/responses`));
      await page.getByTestId('session-responses-page').waitFor();
      await eventually(() => page.getByTestId('session-response-row').count()).toBe(APPLICATIONS);
      expect(await page.getByTestId('session-responses-count').textContent()).toBe(
        ev('list.count', { shown: String(APPLICATIONS), total: String(APPLICATIONS) }),
      );
      expect(await page.getByTestId('selection-remove').count()).toBe(APPLICATIONS);

      // One taken out, after confirming.
      const everyone = await entering();
      await page.getByTestId('session-response-row').first().getByTestId('selection-remove').click();
      const leave = page.getByRole('dialog', { name: ev('selection.removeTitle') });
      await leave.waitFor();
      await leave.getByRole('button', { name: ev('selection.remove'), exact: true }).click();
      await leave.waitFor({ state: 'detached' });
      await eventually(() => page.getByTestId('session-response-row').count()).toBe(APPLICATIONS - 1);
      expect((await session()).selectionCount).toBe(APPLICATIONS - 1);
      const left = await entering();
      expect(left).toHaveLength(APPLICATIONS - 1);
      expect(everyone.filter((id) => !left.includes(id))).toHaveLength(1);

      // Emptied from the settings page, after confirming.
      await page.goto(configUrl);
      await eventually(() => page.getByTestId('selection-count').textContent()).toBe(
        ev('selection.count', { count: String(APPLICATIONS - 1) }),
      );
      await page.getByTestId('selection-clear').click();
      const clear = page.getByRole('dialog', { name: ev('selection.clearTitle') });
      await clear.getByText(ev('selection.clearMessage', { count: String(APPLICATIONS - 1) })).waitFor();
      await clear.getByRole('button', { name: ev('selection.clear'), exact: true }).click();
      await page.getByText(ev('selection.cleared', { changed: String(APPLICATIONS - 1) })).waitFor();
      await eventually(() => page.getByTestId('selection-count').textContent()).toBe(
        ev('selection.count', { count: '0' }),
      );
      expect(await session()).toMatchObject({ selectionCount: 0, entry: { source: 'selection' } });
      expect(await entering()).toEqual([]);
      // The first round kept its own applications throughout.
      const firstRound = await api.send<{ data: { id: string }[] }>(
        'GET',
        `${base}/${first.id}/applications?perPage=100`,
      );
      expect(firstRound.data).toHaveLength(APPLICATIONS);
    },
    JOURNEY,
  );
});
