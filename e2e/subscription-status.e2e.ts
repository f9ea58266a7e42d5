import type { OperatorSubscription } from '@opencall/shared/billing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, DEMO_ADMIN, finalizeInvitation, signedInApi, signInAsAdmin, signInToBackOffice } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths } from './page-checks';

const OPERATOR = { email: 'operator@demo.localhost', password: DEMO_ADMIN.password };
const op = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'operator');
const ss = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'subscriptionStatus');
const errors = (key: string) => text('fr', key, {}, 'errors');
const programs = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'programs');
const JOURNEY = 300_000;
const DOMAIN = 'veille-e2e.example.org';

const operatorApi = () => signedInApi({ ...OPERATOR, area: 'admin' });

/** The demo platform's row (the e2e server answers it on `localhost`), found by the platform's name. */
async function demoPlatformName(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/portal/domain-info', { headers: { accept: 'application/json' } });
    return ((await response.json()) as { data: { platform: { name: string } } }).data.platform.name;
  });
}

/** The operator acts on the demo platform's row and confirms; the row then shows the new state. */
async function act(page: Page, name: string, action: 'standby' | 'suspend' | 'resume') {
  const row = page.getByTestId('subscription-row').filter({ hasText: name });
  await row.getByTestId(`subscription-${action}`).click();
  await page
    .getByTestId('confirm-modal')
    .getByRole('button', { name: op(`actions.${action}.label`) })
    .click();
  await page
    .getByText(op(`actions.${action}.done`, { platform: name }))
    .first()
    .waitFor();
  return row;
}

/** The demo platform, as the operator's API names it; set once the journey has found it. */
let demoPlatformId: string | null = null;

/** Whatever happened above, the platform the other journeys share is left resumed and without the test's domain. */
afterAll(async () => {
  if (demoPlatformId) {
    const operator = await operatorApi();
    const { data: rows } = await operator.send<{ data: OperatorSubscription[] }>('GET', '/api/operator/subscriptions');
    const demo = rows.find((row) => row.platformId === demoPlatformId);
    const { status, plan } = demo?.subscription ?? { status: 'active', plan: null };
    if (plan?.label === 'standby' || ['suspend', 'suspended', 'suspension_expired'].includes(status)) {
      await operator.send('POST', `/api/operator/platforms/${demoPlatformId}/subscription`, { action: 'resume' });
    }
  }
  const admin = await signedInApi({ ...DEMO_ADMIN, area: 'admin' });
  const { data: domains } = await admin.send<{ data: { id: string; domain: string }[] }>(
    'GET',
    '/api/sender-email/domains',
  );
  for (const domain of domains.filter((candidate) => candidate.domain === DOMAIN)) {
    await admin.send('DELETE', `/api/sender-email/domains/${domain.id}`);
  }
});

describe('subscription status', () => {
  const openBrowser = useBrowser();

  it(
    'the operator puts the demo platform in standby, suspends it and resumes it; its admin is sent to the landing pages and back',
    async () => {
      const operatorBrowser = await openBrowser({ locale: 'fr-FR' });
      const adminBrowser = await openBrowser({ locale: 'fr-FR' });
      const operator = operatorBrowser.page;
      const admin = adminBrowser.page;
      await signInToBackOffice(operator, OPERATOR.email, OPERATOR.password);
      await signInAsAdmin(admin);
      const name = await demoPlatformName(admin);
      const { data: rows } = await (await operatorApi()).send<{ data: OperatorSubscription[] }>(
        'GET',
        '/api/operator/subscriptions',
      );
      demoPlatformId = rows.find((candidate) => candidate.platformName === name)?.platformId ?? null;
      expect(demoPlatformId).not.toBeNull();

      // The admin has a domain to delete, on a page opened while the platform is still in trial.
      await admin.goto(appUrl('/fr/admin/sender-email/domains'));
      await admin.getByTestId('domain-name').fill(DOMAIN);
      await admin.getByTestId('domain-local-part').fill('appels');
      await admin.getByTestId('domain-add').click();
      await admin.getByTestId('sending-domain').waitFor();

      // The operator's console, from the side menu: every platform at a glance.
      await operator
        .getByRole('link', { name: text('fr', 'nav.operator', {}, 'users') })
        .first()
        .click();
      await operator.waitForURL((url) => url.pathname === '/fr/admin/operator/subscriptions');
      await operator.getByTestId('subscriptions-table').waitFor();
      expect(await operator.title()).toContain(op('tabs.subscriptions'));
      await operator.getByTestId('subscriptions-search').fill(name);
      const row = operator.getByTestId('subscription-row').filter({ hasText: name });
      await row.waitFor();
      // In trial, or subscribed if the billing journey ran first on this server: running, either way.
      expect(await row.getByTestId('subscription-status').getAttribute('data-status')).toMatch(/^(trialing|active)$/);
      await auditAtBothWidths(operatorBrowser, operator, 'subscriptions-table');

      // Its plans and promo codes are the seed's.
      await operator.getByTestId('operator-tab-plans').click();
      await operator.getByTestId('plans-table').waitFor();
      expect(await operator.title()).toContain(op('tabs.plans'));
      await operator.getByTestId('plan-row').filter({ hasText: 'Pro' }).first().waitFor();
      await auditAtBothWidths(operatorBrowser, operator, 'plans-table');
      await operator.getByTestId('operator-tab-promo-codes').click();
      await operator.getByTestId('promo-codes-table').waitFor();
      expect(await operator.title()).toContain(op('tabs.promo-codes'));
      await operator.getByTestId('promo-row').filter({ hasText: 'BIENVENUE20' }).waitFor();
      await auditAtBothWidths(operatorBrowser, operator, 'promo-codes-table');

      // Standby.
      await operator.getByTestId('operator-tab-subscriptions').click();
      await operator.getByTestId('subscriptions-search').fill(name);
      await act(operator, name, 'standby');
      await eventually(() => row.getByTestId('plan-badge').textContent()).toBe('standby');

      // The admin's page still offers the delete; the server refuses it and says why.
      await admin.getByTestId('domain-delete').click();
      await admin
        .getByTestId('confirm-modal')
        .getByRole('button', { name: text('fr', 'domains.delete', {}, 'senderEmail') })
        .click();
      const dialog = admin.getByRole('dialog', { name: errors('dialogs.platform_in_standby.title') });
      await dialog.getByText(errors('dialogs.platform_in_standby.message')).waitFor();
      await admin.keyboard.press('Escape');

      // Any back-office page now sends the admin to the standby landing page.
      await admin.goto(appUrl('/fr/admin/home/dashboard'));
      await admin.waitForURL((url) => url.pathname === '/fr/admin/standby-landing-page');
      await admin.getByTestId('standby-landing-page').waitFor();
      expect(await admin.title()).toContain(ss('standby.title'));
      await admin.getByText(ss('standby.deletion')).waitFor();
      await auditAtBothWidths(adminBrowser, admin, 'standby-landing-page');

      // Suspended: the suspended landing page, from which the invoices stay open.
      await act(operator, name, 'suspend');
      await eventually(() => row.getByTestId('subscription-status').getAttribute('data-status')).toBe('suspend');
      await admin.goto(appUrl('/fr/admin/sender-email/domains'));
      await admin.waitForURL((url) => url.pathname === '/fr/admin/suspended-landing-page');
      await admin.getByTestId('suspended-landing-page').waitFor();
      expect(await admin.title()).toContain(ss('suspended.title'));
      await auditAtBothWidths(adminBrowser, admin, 'suspended-landing-page');
      await admin.getByTestId('landing-invoices').click();
      await admin.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await admin.waitForLoadState('networkidle');
      expect(new URL(admin.url()).pathname).toBe('/fr/admin/home/settings/invoices');

      // Resumed: the dashboard again, and the landing page itself sends there.
      await act(operator, name, 'resume');
      // Back to where it was before the suspension (the trial, or active once a suspension is lifted).
      await eventually(() => row.getByTestId('subscription-status').getAttribute('data-status')).toMatch(
        /^(trialing|active)$/,
      );
      await eventually(() => row.getByTestId('plan-badge').textContent()).not.toBe('standby');
      await admin.goto(appUrl('/fr/admin/home/dashboard'));
      await admin.waitForLoadState('networkidle');
      expect(new URL(admin.url()).pathname).toBe('/fr/admin/home/dashboard');
      await admin.goto(appUrl('/fr/admin/suspended-landing-page'));
      await admin.waitForURL((url) => url.pathname === '/fr/admin/home/dashboard');

      // Deleting works again.
      await admin.goto(appUrl('/fr/admin/sender-email/domains'));
      await admin.getByTestId('domain-delete').click();
      await admin
        .getByTestId('confirm-modal')
        .getByRole('button', { name: text('fr', 'domains.delete', {}, 'senderEmail') })
        .click();
      await admin.getByTestId('sending-domains-empty').waitFor();
    },
    JOURNEY,
  );
  it(
    'the operator grants a feature beyond the plan, edits a plan’s prices and creates a promo code',
    async () => {
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInToBackOffice(page, OPERATOR.email, OPERATOR.password);
      const name = await demoPlatformName(page);
      await page.goto(appUrl('/fr/admin/operator/subscriptions'));
      await page.getByTestId('subscriptions-search').fill(name);
      const row = page.getByTestId('subscription-row').filter({ hasText: name });

      // The trial opens every feature already: they show checked and locked; nothing is added.
      await row.getByTestId('subscription-grant').click();
      const grant = page.getByRole('dialog', { name: op('grant.title', { platform: name }) });
      await grant.waitFor();
      expect(await grant.getByRole('checkbox', { name: new RegExp(op('features.galleries')) }).isChecked()).toBe(true);
      expect(await grant.getByRole('checkbox', { name: new RegExp(op('features.galleries')) }).isDisabled()).toBe(true);
      await auditAtBothWidths(browser, page, 'grant-submit');
      await grant.getByTestId('grant-submit').click();
      await page
        .getByText(op('actions.grant.done', { platform: name }))
        .first()
        .waitFor();

      // The Pro plan's yearly price, shown in euros, is edited and shown again.
      await page.getByTestId('operator-tab-plans').click();
      const pro = page
        .getByTestId('plan-row')
        .filter({ has: page.getByTestId('plan-badge').getByText('Pro', { exact: true }) });
      await pro.getByTestId('plan-edit').click();
      const form = page.getByRole('dialog', { name: op('plans.form.editTitle', { plan: 'Pro' }) });
      await form.waitFor();
      expect(await form.getByTestId('plan-id').isDisabled()).toBe(true);
      expect(await form.getByTestId('plan-price-year').inputValue()).toMatch(/^490[.,]00 €$/);
      await auditAtBothWidths(browser, page, 'plan-save');
      await form.getByTestId('plan-price-year').fill('480');
      await form.getByTestId('plan-save').click();
      await page
        .getByText(op('plans.saved', { plan: 'Pro' }))
        .first()
        .waitFor();
      await eventually(() => pro.textContent()).toMatch(/480,00\s€/);
      // Back to the seed's price for the other journeys.
      await pro.getByTestId('plan-edit').click();
      await page.getByTestId('plan-price-year').fill('490');
      await page.getByTestId('plan-save').click();
      await eventually(() => pro.textContent()).toMatch(/490,00\s€/);

      // A promo code: a wrong percentage is refused under its field, then the code is created.
      const code = `E2E${Date.now().toString(36).toUpperCase()}`;
      await page.getByTestId('operator-tab-promo-codes').click();
      await page.getByTestId('promo-create').click();
      const promo = page.getByRole('dialog', { name: op('promoCodes.form.title') });
      await promo.getByTestId('promo-code').fill(code);
      await promo.getByTestId('promo-value').fill('150');
      await promo.getByTestId('promo-save').click();
      await promo.getByText(op('promoCodes.form.percentInvalid')).waitFor();
      await promo.getByTestId('promo-value').fill('15');
      await promo.getByTestId('promo-save').click();
      await page.getByText(op('promoCodes.created', { code })).first().waitFor();
      await page.getByTestId('promo-row').filter({ hasText: code }).waitFor();
    },
    JOURNEY,
  );
  it(
    'on standby a program manager keeps working, without the plan’s modules and without deleting',
    async () => {
      const api = await adminApi();
      const slug = `veille-${Date.now().toString(36)}`;
      const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
        slug,
        titles: { fr: 'Prix de la veille' },
        defaultLang: 'fr',
        supportedLangs: ['fr'],
        features: { tags: true },
      });
      await api.send('POST', `/api/user.programs/${program.data.id}/tags`, {
        name: 'À revoir',
        // A dark colour: white on the default tag colour (#2c77ff) is below 4.5:1, a finding of the tags page.
        color: '#1d4ed8',
      });
      const email = `manager-${Date.now()}@example.org`;
      const before = await mailCount();
      await api.send('POST', `/api/user.programs/${program.data.id}/collaborators`, {
        email,
        roleKeys: ['program_manager'],
      });
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      const password = 'une phrase de passe de gestionnaire';
      await finalizeInvitation(page, firstLink(await waitForMail(email, before)), password);
      await signInToBackOffice(page, email, password);
      const name = await demoPlatformName(page);

      // In trial, the program shows its evaluation sessions and galleries.
      const tabs = page.getByTestId('program-shell').getByRole('tab');
      await page.goto(appUrl(`/fr/admin/programs/${slug}/tags`));
      await page.getByTestId('tag-table').waitFor();
      expect(await tabs.allTextContents()).toEqual(
        expect.arrayContaining([programs('shell.tabs.sessions'), programs('shell.tabs.galleries')]),
      );

      // The operator puts the platform in standby: the plan opens nothing and nothing is deleted.
      const operator = await operatorApi();
      const { data: rows } = await operator.send<{ data: OperatorSubscription[] }>(
        'GET',
        '/api/operator/subscriptions',
      );
      demoPlatformId = rows.find((candidate) => candidate.platformName === name)?.platformId ?? null;
      await operator.send('POST', `/api/operator/platforms/${demoPlatformId}/subscription`, { action: 'standby' });

      // Not an administrator of the platform: the manager stays on the program, without its modules' tabs.
      await page.reload();
      await page.getByTestId('tag-table').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/fr/admin/programs/${slug}/tags`);
      await eventually(() => tabs.allTextContents()).not.toContain(programs('shell.tabs.sessions'));
      expect(await tabs.allTextContents()).not.toContain(programs('shell.tabs.galleries'));

      // Deleting the tag: the confirmation says why it cannot, and its button is off.
      await page.getByTestId('tag-row').filter({ hasText: 'À revoir' }).getByTestId('tag-delete').click();
      const dialog = page.getByRole('dialog', { name: programs('tags.deleteTitle', { name: 'À revoir' }) });
      await dialog.getByTestId('delete-locked').waitFor();
      expect(await dialog.getByTestId('delete-locked').textContent()).toBe(errors('platform_in_standby'));
      expect(await dialog.getByRole('button', { name: programs('tags.delete') }).isDisabled()).toBe(true);
      await auditAtBothWidths(browser, page, 'delete-locked');
      await dialog.getByRole('button', { name: text('fr', 'actions.cancel') }).click();

      // Resumed: the tabs come back and the tag can be deleted.
      await operator.send('POST', `/api/operator/platforms/${demoPlatformId}/subscription`, { action: 'resume' });
      await page.reload();
      await page.getByTestId('tag-table').waitFor();
      await eventually(() => tabs.allTextContents()).toContain(programs('shell.tabs.sessions'));
      await page.getByTestId('tag-row').filter({ hasText: 'À revoir' }).getByTestId('tag-delete').click();
      await dialog.getByRole('button', { name: programs('tags.delete') }).click();
      await page.getByTestId('tags-empty').waitFor();
    },
    JOURNEY,
  );
});
