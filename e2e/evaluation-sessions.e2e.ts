import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, createProgramInUi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');
const errors = (key: string) => text('fr', key, {}, 'errors');
const sessionsUrl = (slug: string) => appUrl(`/fr/admin/programs/${slug}/sessions`);
const PHONE = { width: 390, height: 844 };

/** Adds a criterion of a kind from the "add" menu and returns its card. */
async function addCriterion(page: Page, kind: string) {
  const before = await page.getByTestId('criterion-card').count();
  await page.getByTestId('criterion-add').click();
  await page.getByTestId(`criterion-add-${kind}`).click();
  await eventually(() => page.getByTestId('criterion-card').count()).toBe(before + 1);
  return page.getByTestId('criterion-card').nth(before);
}

async function confirm(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe('evaluation sessions (organizer)', () => {
  const openBrowser = useBrowser();

  it('creates a session, weights its criteria, opens, closes and deletes it', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Jury ${Date.now()}`);
    await page.goto(sessionsUrl(slug));
    await page.getByTestId('sessions-empty').waitFor();
    expect(await page.title()).toContain(text('fr', 'shell.tabs.sessions', {}, 'programs'));

    // Created from its name: the address follows the name; then its criteria page opens.
    await page.getByTestId('session-create').click();
    await page.getByTestId('session-name').fill('Jury de printemps');
    expect(await page.getByTestId('session-slug').inputValue()).toBe('jury-de-printemps');
    await page.getByTestId('session-create-submit').click();
    await page.waitForURL((url) => url.pathname.endsWith('/examinations/jury-de-printemps/criteria-config'));
    await page.getByTestId('criteria-empty').waitFor();
    expect(await page.title()).toContain('Jury de printemps');

    // Opening with no criterion is refused, with the catalogue's words.
    await page.getByTestId('session-open').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ev('statusActions.open.label') })
      .click();
    await page.getByText(errors('session_without_criteria')).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const score = await addCriterion(page, 'score');
    await score.getByTestId('criterion-label-fr').fill('Originalité');
    await score.getByTestId('criterion-weight').fill('3');
    const choice = await addCriterion(page, 'single');
    await choice.getByTestId('criterion-label-fr').fill('Faisabilité');
    await choice.getByTestId('criterion-option-0-fr').fill('Réaliste');
    await choice.getByTestId('criterion-option-1-fr').fill('Fragile');
    const comment = await addCriterion(page, 'text');
    await comment.getByTestId('criterion-label-fr').fill('Commentaire');
    // Weights 3 and 1: three quarters and a quarter of the total; the text counts for nothing.
    await eventually(() => page.getByTestId('criterion-share').allTextContents()).toEqual([
      ev('criteria.share', { share: '75' }),
      ev('criteria.share', { share: '25' }),
      ev('criteria.share', { share: '0' }),
    ]);
    // A score whose maximum is not above its minimum is refused by the server, and shown under the field.
    await score.getByTestId('criterion-max').fill('0');
    await page.getByTestId('criteria-save').click();
    await score.getByText(ev('criteria.issues.min_not_below_max')).waitFor();
    await score.getByTestId('criterion-max').fill('20');
    // The last one moves to the top, then back down.
    await comment.getByRole('button', { name: ev('criteria.moveUp', { name: 'Commentaire' }) }).click();
    await page.getByRole('button', { name: ev('criteria.moveDown', { name: 'Commentaire' }) }).click();
    await page.getByTestId('criteria-save').click();
    await page.getByText(ev('criteria.saved')).waitFor();

    await page.reload();
    await eventually(() =>
      page.getByTestId('criterion-label-fr').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Originalité', 'Faisabilité', 'Commentaire']);
    expect(await page.getByTestId('criterion-max').inputValue()).toBe('20');
    await page.getByText(ev('shell.criteriaCount', { count: '3' })).waitFor();

    // Open: confirmed first, then the status says so and the move becomes "close".
    await page.getByTestId('session-open').click();
    await confirm(page, ev('statusActions.open.label'));
    await page.getByText(ev('statusActions.open.done', { name: 'Jury de printemps' })).waitFor();
    await eventually(() => page.getByTestId('session-status').first().textContent()).toBe(ev('status.open'));

    // Settings: an end before the start is refused under the field; a valid change is kept.
    await page
      .getByRole('tablist', { name: ev('shell.tabsLabel') })
      .getByRole('tab', { name: ev('tabs.config') })
      .click();
    await page.getByTestId('session-config-form').waitFor();
    await page.getByTestId('session-config-starts').fill('2026-12-10T09:00');
    await page.getByTestId('session-config-ends').fill('2026-12-01T09:00');
    await page.getByTestId('session-config-save').click();
    await page.getByText(ev('form.endsBeforeStart')).waitFor();
    await page.getByTestId('session-config-ends').fill('2026-12-20T18:00');
    await page.getByRole('radio', { name: ev('visibility.always.label') }).check();
    await page.getByTestId('session-config-save').click();
    await page.getByText(ev('form.saved')).waitFor();
    await page.reload();
    expect(await page.getByTestId('session-config-ends').inputValue()).toBe('2026-12-20T18:00');
    expect(await page.getByRole('radio', { name: ev('visibility.always.label') }).isChecked()).toBe(true);

    // The list: an open session has no delete button; closed, it can be deleted after confirming.
    await page.goto(sessionsUrl(slug));
    const row = page.locator('[data-testid="session-row"][data-session-slug="jury-de-printemps"]');
    await row.waitFor();
    expect(await row.getByTestId('session-delete').count()).toBe(0);
    expect(await row.getByText(ev('status.open')).count()).toBe(1);
    await row.getByRole('link', { name: 'Jury de printemps' }).click();
    await page.getByTestId('session-closed').click();
    await confirm(page, ev('statusActions.closed.label'));
    await eventually(() => page.getByTestId('session-status').first().textContent()).toBe(ev('status.closed'));
    await page.getByRole('link', { name: ev('shell.backToList') }).click();
    await row.getByTestId('session-delete').click();
    await confirm(page, ev('list.delete'));
    await page.getByTestId('sessions-empty').waitFor();

    // The program's history tells each step, newest first.
    const api = await adminApi();
    const { data: program } = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
    const { data: logs } = await api.send<{ data: { entity: string; action: string; before: object | null }[] }>(
      'GET',
      `/api/user.programs/${program.id}/logs?perPage=50`,
    );
    const sessionLogs = logs.filter((log) => log.entity === 'session').reverse();
    expect(sessionLogs.map((log) => log.action)).toEqual(['create', 'update', 'update', 'update', 'update', 'delete']);
    expect(sessionLogs[1]?.before).toEqual({ criteria: [] });
    expect(sessionLogs[2]?.before).toEqual({ status: 'draft' });
    await page.goto(appUrl(`/fr/admin/programs/${slug}/logs`));
    await page
      .getByText(text('fr', 'logs.entities.session', {}, 'programs'), { exact: true })
      .first()
      .waitFor();
  });

  it('sends an address with no session back to the sessions list', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Sans session ${Date.now()}`);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/nothing-here/config`));
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/sessions`);
    await page.getByText(ev('shell.notFound')).waitFor();
    // `sessions/{sessionId}` of no session, and the bare `examinations`: the list too.
    await page.goto(appUrl(`/fr/admin/programs/${slug}/sessions/00000000-0000-4000-8000-000000000000`));
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/sessions`);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations`));
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/sessions`);
    // `sessions/{sessionId}` of a session: its settings, under its address.
    const api = await adminApi();
    const { data: program } = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
    const { data: session } = await api.send<{ data: { id: string } }>(
      'POST',
      `/api/user.programs/${program.id}/evaluation-sessions`,
      { name: 'Par identifiant', slug: 'par-identifiant' },
    );
    await page.goto(appUrl(`/fr/admin/programs/${slug}/sessions/${session.id}`));
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/examinations/par-identifiant/config`);
    await page.getByTestId('session-config-form').waitFor();
  });

  it('shows a session and criteria of every kind on a phone, without scrolling sideways', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Téléphone ${Date.now()}`);
    const api = await adminApi();
    const { data: program } = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
    const base = `/api/user.programs/${program.id}/evaluation-sessions`;
    await api.send('POST', base, { name: 'Jury sur mobile avec un nom assez long', slug: 'mobile' });
    const common = { descriptions: {}, group: { fr: 'Projet' }, required: true };
    const options = [
      { id: 'a', labels: { fr: 'Très convaincant' }, points: 2 },
      { id: 'b', labels: { fr: 'Peu convaincant' }, points: 0 },
    ];
    await api.send('PUT', `${base}/mobile/criteria`, {
      criteria: [
        { ...common, kind: 'score', labels: { fr: 'Originalité du projet' }, weight: 2, min: 0, max: 10, step: 0.5 },
        { ...common, kind: 'single', labels: { fr: 'Impact' }, weight: 1, options },
        { ...common, kind: 'multiple', labels: { fr: 'Points forts' }, weight: 1, options },
        { ...common, kind: 'dropdown', labels: { fr: 'Budget' }, weight: 1, options },
        { ...common, kind: 'text', labels: { fr: 'Commentaire' }, weight: 0, minChars: 0, maxChars: 500 },
      ],
    });
    await page.goto(sessionsUrl(slug));
    await page.locator('[data-testid="session-row"][data-session-slug="mobile"]').waitFor();
    for (const tab of ['config', 'criteria-config']) {
      await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/mobile/${tab}`));
      await page
        .getByTestId(tab === 'config' ? 'session-config-form' : 'criterion-card')
        .first()
        .waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
      expect(widths.page, tab).toBeLessThanOrEqual(widths.view);
    }
    expect(await page.getByTestId('criterion-card').count()).toBe(5);
    // Reached by keyboard: the first criterion's label field takes focus from the tabs above it.
    await page.getByTestId('criterion-label-fr').first().focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      'Originalité du projet',
    );
  });

  it('lists the sessions of every program in admin/sessions, filtered by program through the address', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const api = await adminApi();
    const stamp = Date.now();
    const programs: { id: string; slug: string; title: string }[] = [];
    for (const title of [`Premier ${stamp}`, `Second ${stamp}`]) {
      const slug = await createProgramInUi(page, title);
      const { data } = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
      await api.send('POST', `/api/user.programs/${data.id}/evaluation-sessions`, {
        name: `Jury ${title}`,
        slug: 'jury',
      });
      programs.push({ id: data.id, slug, title });
    }
    // From the side menu.
    await page.goto(appUrl('/fr/admin/home/dashboard'));
    await page
      .getByRole('link', { name: text('fr', 'nav.sessions', {}, 'users') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/fr/admin/sessions');
    const table = page.getByTestId('session-table');
    for (const program of programs) await table.getByRole('link', { name: program.title, exact: true }).waitFor();

    await page.goto(appUrl(`/fr/admin/sessions?programId=${programs[1]?.id}`));
    await table.getByRole('link', { name: `Jury ${programs[1]?.title}` }).waitFor();
    expect(await table.getByRole('link', { name: `Jury ${programs[0]?.title}` }).count()).toBe(0);
    await table.getByRole('link', { name: `Jury ${programs[1]?.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${programs[1]?.slug}/examinations/jury/config`);
  });
});
