import { applicationReference } from '@opencall/shared/evaluations';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_CHANNELS } from '@opencall/shared/notifications';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant, signInFromLogin } from './applicant';
import { appUrl, type BrowserSession, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { DESKTOP, expectNoPageScroll, expectNoSeriousViolation, PHONE } from './page-checks';

const n = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'notifications');
/** Two browsers, a registration and some twenty applications sent on a loaded machine. */
const JOURNEY = 240_000;
const PROGRAM_TITLE = 'Prix de la notation';

const bell = (page: Page) => page.getByTestId('notification-bell');
const bellCount = (page: Page) => bell(page).getAttribute('data-count');
const panel = (page: Page) => page.getByTestId('notification-panel');
const unreadCount = async (api: AdminApi) =>
  (await api.send<{ data: { nbNotifications: number } }>('GET', '/api/notifications/unread-count')).data
    .nbNotifications;

/** The open list passes axe at desktop width and at a phone's, where it fits without sideways scroll. */
async function auditOpenList(browser: BrowserSession, page: Page) {
  await expectNoSeriousViolation(browser, page);
  await page.setViewportSize(PHONE);
  await eventually(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
  await panel(page).waitFor();
  const box = await panel(page).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await expectNoPageScroll(page);
  await expectNoSeriousViolation(browser, page);
  await page.setViewportSize(DESKTOP);
  await eventually(() => page.evaluate(() => window.innerWidth)).toBe(DESKTOP.width);
}

describe('notifications', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer’s bell counts a new application live, lists it, opens it and marks everything read',
    async () => {
      const api = await adminApi();
      // What earlier journeys left in the demo admin's bell is read: the count starts from zero.
      await api.send('POST', '/api/notifications/read-all');
      const setup = await openBrowser({ locale: 'fr-FR' });
      const applicantEmail = await registeredApplicant(setup.page, { firstname: 'Lou', lastname: 'Bernard' });
      const applicant = await signedInApi({ email: applicantEmail, password: PASSWORD, area: 'public' });

      const organizer = await openBrowser({ locale: 'fr-FR' });
      const { page } = organizer;
      await signInAsAdmin(page);
      await eventually(() => bellCount(page)).toBe('0');
      expect(await bell(page).getAttribute('aria-label')).toBe(n('bell.label', { count: '0' }));

      // An applicant sends an application: the organizer's bell says so without a reload.
      const first = await programWithSubmittedApplications(api, 1, { applicant });
      const firstId = first.applicationIds[0] as string;
      await eventually(() => bellCount(page)).toBe('1');
      expect(await bell(page).getAttribute('aria-label')).toBe(n('bell.label', { count: '1' }));
      expect(await page.getByTestId('notification-badge').textContent()).toContain('1');

      // By keyboard: the list opens with the focus inside, Escape closes it and gives the focus back.
      await bell(page).focus();
      await page.keyboard.press('Enter');
      await panel(page).waitFor();
      await eventually(() =>
        page.evaluate(() => !!document.activeElement?.closest('[data-testid="notification-panel"]')),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notification-bell');

      // The line: the sentence with the reference and the program, marked unread, when it came.
      await bell(page).click();
      const line = page.getByTestId('notification-item').first();
      await line.waitFor();
      const sentence = n('events.submission_received', {
        reference: applicationReference(firstId),
        programTitle: PROGRAM_TITLE,
      });
      expect(await line.getByTestId('notification-link').textContent()).toContain(sentence);
      expect(await line.getAttribute('data-unread')).toBe('true');
      expect(await line.locator('time').textContent()).not.toBe('');
      await auditOpenList(organizer, page);

      // Following it opens the application (without reloading the app) and reads it.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      await line.getByTestId('notification-link').click();
      await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${first.slug}/responses/${firstId}`);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await eventually(() => bellCount(page)).toBe('0');
      expect(await unreadCount(api)).toBe(0);

      // Sixteen more: the list shows a page of them, then the rest; "mark all as read" clears the bell.
      await programWithSubmittedApplications(api, 16, { applicant });
      await eventually(() => bellCount(page)).toBe('16');
      await page.reload();
      await eventually(() => bellCount(page)).toBe('16');
      await bell(page).click();
      await eventually(() => page.getByTestId('notification-item').count()).toBe(15);
      // The second page: the rest of the sixteen, then older lines (other journeys' submissions, read).
      const total = (await api.send<{ pagination: { total: number } }>('GET', '/api/notifications?perPage=1'))
        .pagination.total;
      await page.getByTestId('notifications-more').click();
      await eventually(() => page.getByTestId('notification-item').count()).toBe(Math.min(30, total));
      expect(await page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(16);
      // One line read on its own button: the focus stays on that line.
      await page.getByTestId('notification-mark-read').first().click();
      await eventually(() => bellCount(page)).toBe('15');
      await page.getByTestId('notifications-mark-all').click();
      await eventually(() => bellCount(page)).toBe('0');
      await eventually(() => page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(0);
      expect(await page.getByTestId('notification-badge').textContent()).not.toContain('16');
      expect(await unreadCount(api)).toBe(0);

      // The settings are one link away.
      await page.getByTestId('notifications-settings').click();
      await page.waitForURL((url) => url.pathname === '/fr/emailing');
      await page.getByTestId('emailing-page').waitFor();
    },
    JOURNEY,
  );

  it(
    'the applicant hears of a decision in the portal’s bell, turns that event off on the emailing page, and hears no more',
    async () => {
      const api = await adminApi();
      const session = await openBrowser({ locale: 'fr-FR' });
      const { page } = session;
      const email = await registeredApplicant(page, { firstname: 'Noé', lastname: 'Garnier' });
      const applicant = await signedInApi({ email, password: PASSWORD, area: 'public' });

      // Signed out, the page asks to sign in first and comes back to it.
      await page.goto(appUrl('/fr/emailing'));
      await page.waitForURL((url) => url.pathname === '/fr/login');
      expect(await bell(page).count()).toBe(0);

      await signInFromLogin(page, email);
      await eventually(() => bellCount(page)).toBe('0');
      const { programId, slug, applicationIds } = await programWithSubmittedApplications(api, 2, { applicant });
      const [firstId, secondId] = applicationIds as [string, string];
      const release = async (id: string) => {
        await api.send('PUT', `/api/user.programs/${programId}/responses/${id}/status`, { status: 'accepted' });
        await api.send('POST', `/api/user.programs/${programId}/decisions/release`, { applicationIds: [id] });
      };

      // A decision released: the portal's bell counts it live; its line opens the application.
      await release(firstId);
      await eventually(() => bellCount(page)).toBe('1');
      await bell(page).click();
      const line = page.getByTestId('notification-item').first();
      expect(await line.getByTestId('notification-link').textContent()).toContain(
        n('events.decision_released', { programTitle: PROGRAM_TITLE }),
      );
      await line.getByTestId('notification-link').click();
      await page.waitForURL((url) => url.pathname === `/fr/applications/${slug}/apply`);
      expect(new URL(page.url()).searchParams.get('responseId')).toBe(firstId);
      await eventually(() => bellCount(page)).toBe('0');

      // The emailing page, from the account menu: each event with its channel, the defaults shown.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: n('menu.emailing') }).click();
      await page.waitForURL((url) => url.pathname === '/fr/emailing');
      const decisions = page.getByTestId('emailing-decision_released');
      const radio = (name: string) => decisions.getByRole('radio', { name: n(`emailing.channels.${name}`) });
      const byDefault = DEFAULT_NOTIFICATION_CHANNELS.decision_released;
      expect(byDefault).not.toBe('off');
      await eventually(() => radio(byDefault).isChecked()).toBe(true);
      expect(await page.title()).toContain(n('emailing.title'));
      await expectNoSeriousViolation(session, page);
      await page.setViewportSize(PHONE);
      await eventually(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
      await expectNoPageScroll(page);
      await expectNoSeriousViolation(session, page);
      await page.setViewportSize(DESKTOP);

      // By keyboard: from the default, the arrow keys step on to "off", then saved.
      await radio(byDefault).focus();
      for (let step = NOTIFICATION_CHANNELS.indexOf(byDefault); step < NOTIFICATION_CHANNELS.indexOf('off'); step++)
        await page.keyboard.press('ArrowRight');
      await eventually(() => radio('off').isChecked()).toBe(true);
      await page.getByTestId('emailing-save').focus();
      await page.keyboard.press('Enter');
      await page.getByText(n('emailing.saved')).first().waitFor();

      // Kept: read again after a reload, and by the API.
      await page.reload();
      await eventually(() => radio('off').isChecked()).toBe(true);
      expect(await radio(byDefault).isChecked()).toBe(false);
      const preferences = await applicant.send<{ data: { event: string; channel: string }[] }>(
        'GET',
        '/api/notifications/preferences',
      );
      expect(preferences.data.find((row) => row.event === 'decision_released')?.channel).toBe('off');

      // Turned off, the next decision leaves the bell alone.
      await release(secondId);
      const list = await applicant.send<{ data: unknown[] }>('GET', '/api/notifications');
      expect(list.data).toHaveLength(1);
      expect(await unreadCount(applicant)).toBe(0);
      expect(await bellCount(page)).toBe('0');
    },
    JOURNEY,
  );
});
