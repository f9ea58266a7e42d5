import { describe, expect, it } from 'vitest';
import { auditPage, describeViolations } from './a11y';
import { type AdminApi, adminApi, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';

const PHONE = { width: 390, height: 844 };
const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');

describe('a session’s ranking', () => {
  const openBrowser = useBrowser();

  it('follows the jury live, shows normalised scores and the disagreement flag, and takes decisions', async () => {
    const api = await adminApi();
    const { slug, programId, applicationIds } = await programWithSubmittedApplications(api, 3);
    const [first, second, third] = applicationIds as [string, string, string];
    const sessions = `/api/user.programs/${programId}/evaluation-sessions`;
    const { data: session } = await api.send<{ data: { id: string } }>('POST', sessions, {
      name: 'Grand jury',
      slug: 'grand-jury',
    });
    await api.send('PUT', `${sessions}/${session.id}/criteria`, {
      criteria: [
        { id: 'note', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 100, step: 1 },
      ],
    });
    await api.send('PUT', `${sessions}/${session.id}/status`, { status: 'open' });
    // Two people with accounts (registered through the pages) join the jury.
    const browser = await openBrowser({ locale: 'fr-FR' });
    const { page } = browser;
    const jurors: AdminApi[] = [];
    for (const name of [
      { firstname: 'Hélène', lastname: 'Marchand' },
      { firstname: 'Karim', lastname: 'Benali' },
    ]) {
      const email = await registeredApplicant(page, name);
      await api.send('POST', `${sessions}/${session.id}/jurors`, { email });
      const juror = await signedInApi({ email, password: PASSWORD, area: 'public' });
      await juror.send('POST', `/api/portal/me/evaluation-sessions/${session.id}/accept`, { acceptTerms: true });
      jurors.push(juror);
    }
    const score = (juror: number, applicationId: string, note: number) =>
      jurors[juror]?.send(
        'PUT',
        `/api/portal/me/evaluation-sessions/${session.id}/applications/${applicationId}/score`,
        {
          values: { note },
          final: true,
          version: 0,
        },
      );
    // The first application splits the jury (90 against 20): contested.
    await score(0, first, 90);
    await score(1, first, 20);
    await score(0, second, 60);
    await score(1, second, 50);

    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/grand-jury/ranking`));
    const rows = page.getByTestId('ranking-row');
    await eventually(() => rows.count()).toBe(2);
    expect(await page.title()).toContain(ev('tabs.ranking'));
    // 55 (90, 20) above 55 (60, 50): a tie, stated; the first is contested.
    expect(await rows.nth(0).getByRole('cell').nth(1).textContent()).toContain('1');
    expect(await page.getByTestId('ranking-contested-badge').count()).toBe(1);
    expect(await page.getByText(ev('ranking.tied')).count()).toBe(2);
    expect(await page.getByTestId('ranking-contested').textContent()).toBe('1');
    // Each juror's habit: Hélène 75 against everyone's 55, Karim 35.
    await eventually(() => page.getByTestId('leniency-row').count()).toBe(2);
    expect(await page.locator('[data-testid="leniency-row"][data-habit="lenient"]').count()).toBe(1);
    expect(await page.locator('[data-testid="leniency-row"][data-habit="severe"]').count()).toBe(1);
    await browser.a11y.idle();
    const violations = await auditPage(page);
    expect(describeViolations(violations)).toEqual([]);

    // A juror submits while the board is open: it reads itself again, no "Update" button.
    await score(0, third, 100);
    await eventually(() => rows.count()).toBe(3);
    await page.getByTestId('ranking-live').getByText(/\d/).waitFor();
    expect(await rows.nth(0).textContent()).toContain('100');

    // What if the severe juror were left out: the ranking as it would be, nothing saved.
    await page.getByTestId('what-if').getByRole('checkbox', { name: 'Karim Benali' }).check();
    await page.getByTestId('what-if-run').click();
    await eventually(() => page.getByTestId('what-if-row').count()).toBe(3);
    await eventually(() => rows.count()).toBe(3);

    // Decisions from the ranking: ticked, confirmed, then waiting for their release.
    await rows.nth(0).getByTestId('ranking-select').check();
    await page.getByTestId('decide-accepted').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ev('decide.accepted') })
      .click();
    await eventually(() => rows.nth(0).textContent()).toContain(ev('decide.statuses.accepted'));
    await page.getByTestId('release-decisions').waitFor();

    // The export page of the session: the ranking as a file.
    await page.getByTestId('ranking-export').click();
    await page.getByTestId('session-export-page').waitFor();
    await page.getByTestId('session-export-ranking').check();
    const download = page.waitForEvent('download');
    await page.getByTestId('session-export-download').click();
    expect((await download).suggestedFilename()).toContain('grand-jury-ranking');
    await browser.a11y.idle();
    const onExport = await auditPage(page);
    expect(describeViolations(onExport)).toEqual([]);

    // On a phone: the ranking and the session's applications, nothing serious for axe, no sideways scroll.
    await page.setViewportSize(PHONE);
    for (const tab of ['ranking', 'responses'] as const) {
      await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/grand-jury/${tab}`));
      await page
        .getByTestId(tab === 'ranking' ? 'ranking-row' : 'session-response-row')
        .first()
        .waitFor();
      expect(await page.title()).toContain(ev(`tabs.${tab}`));
      await browser.a11y.idle();
      expect(describeViolations(await auditPage(page)), tab).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, tab).toBeLessThanOrEqual(PHONE.width + 1);
    }
  });
});
