import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminApi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { auditAtBothWidths } from './page-checks';

const se = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'senderEmail');
const JOURNEY = 240_000;
const DOMAIN = 'bourses-e2e.example.org';

/** Publishes TXT records on the local DNS the server checks domains with (e2e/global-setup.ts). */
async function publishTxt(name: string, values: string[]) {
  const response = await fetch(inject('dnsControlUrl'), { method: 'POST', body: JSON.stringify({ name, values }) });
  expect(response.status).toBe(204);
}

async function recordOf(page: Page, kind: 'dkim' | 'spf' | 'dmarc') {
  const card = page.getByTestId('sending-domain');
  return {
    name: (await card.getByTestId(`dns-name-${kind}`).textContent()) ?? '',
    value: (await card.getByTestId(`dns-value-${kind}`).textContent()) ?? '',
  };
}

describe('sender e-mail', () => {
  const openBrowser = useBrowser();

  it(
    'the admin sets the sender name and reply-to, adds a domain, publishes its records, checks them, sends from it, deletes it',
    async () => {
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);

      // From the side menu; the section opens on its sender tab.
      await page
        .getByRole('link', { name: text('fr', 'nav.senderEmail', {}, 'users') })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/sender-email/default');
      await page.getByTestId('sender-default-form').waitFor();
      expect(await page.title()).toContain(se('tabs.default'));
      expect(await page.getByTestId('sender-from').textContent()).toContain('no-reply@localhost');

      // A bad reply-to shows under its field and nothing is saved; then the right values are.
      await page.getByTestId('sender-name').fill('Bourses Jeunes Talents');
      await page.getByTestId('sender-reply-to').fill('pas-une-adresse');
      await page.getByTestId('sender-default-save').click();
      await page.getByText(se('errors.invalid_email')).waitFor();
      await page.getByTestId('sender-reply-to').fill('contact@bourses.example.org');
      await page.getByTestId('sender-default-save').click();
      await page.getByText(se('default.saved')).first().waitFor();
      await eventually(() => page.getByTestId('sender-from').textContent()).toContain(
        'Bourses Jeunes Talents <no-reply@localhost>',
      );
      await auditAtBothWidths(browser, page, 'sender-default-form');

      // The domains tab: none yet.
      await page.getByTestId('sender-email-tab-domains').click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/sender-email/domains');
      await page.getByTestId('sending-domains-empty').waitFor();
      expect(await page.title()).toContain(se('tabs.domains'));
      await auditAtBothWidths(browser, page, 'sending-domains-empty');

      // An IP address is refused under the field; the domain is added with its three records.
      await page.getByTestId('domain-name').fill('192.168.0.1');
      await page.getByTestId('domain-add').click();
      await page.getByText(se('errors.ip_address')).waitFor();
      await page.getByTestId('domain-name').fill(DOMAIN);
      await page.getByTestId('domain-local-part').fill('appels');
      await page.getByTestId('domain-add').click();
      await page.getByTestId('sending-domain').waitFor();
      const card = page.getByTestId('sending-domain');
      expect(await card.getByTestId('domain-status').textContent()).toBe(se('status.pending'));
      const dkim = await recordOf(page, 'dkim');
      const spf = await recordOf(page, 'spf');
      const dmarc = await recordOf(page, 'dmarc');
      expect(dkim.name).toMatch(new RegExp(`^opencall\\d{6}\\._domainkey\\.${DOMAIN.replaceAll('.', '\\.')}$`));
      expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
      expect(spf).toEqual({ name: DOMAIN, value: 'v=spf1 a mx ~all' });
      expect(dmarc).toEqual({ name: `_dmarc.${DOMAIN}`, value: 'v=DMARC1; p=none' });

      // Checked before anything is published: not verified, each record missing.
      await card.getByTestId('domain-check').click();
      await eventually(() => card.getByTestId('domain-status').textContent()).toBe(se('status.failed'));
      expect(await card.getByTestId('dns-check-dkim').textContent()).toBe(se('records.missing'));
      expect(await card.getByTestId('dns-check-dmarc').textContent()).toBe(se('records.optionalMissing'));

      // Published as shown, checked again: verified, each record found.
      for (const record of [dkim, spf, dmarc]) await publishTxt(record.name, [record.value]);
      await card.getByTestId('domain-check').click();
      await eventually(() => card.getByTestId('domain-status').textContent()).toBe(se('status.verified'));
      for (const kind of ['dkim', 'spf', 'dmarc']) {
        expect(await card.getByTestId(`dns-check-${kind}`).getAttribute('data-found')).toBe('true');
      }
      await auditAtBothWidths(browser, page, 'sending-domain');

      // The sender now goes out from the verified domain.
      await page.getByTestId('sender-email-tab-default').click();
      await page.getByTestId('sender-domain').click();
      await page.getByRole('option', { name: `appels@${DOMAIN}` }).click();
      await page.getByTestId('sender-default-save').click();
      await eventually(() => page.getByTestId('sender-from').textContent()).toContain(
        `Bourses Jeunes Talents <appels@${DOMAIN}>`,
      );

      // Deleted after confirming: the list is empty again and mail goes back to the installation's address.
      await page.getByTestId('sender-email-tab-domains').click();
      await page.getByTestId('domain-delete').click();
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: se('domains.delete') })
        .click();
      await page.getByTestId('sending-domains-empty').waitFor();
      await page.getByTestId('sender-email-tab-default').click();
      await eventually(() => page.getByTestId('sender-from').textContent()).toContain(
        'Bourses Jeunes Talents <no-reply@localhost>',
      );

      // The demo platform's other journeys read their mail as before.
      const api = await adminApi();
      await api.send('PUT', '/api/sender-email/default', { senderName: '', replyTo: '', domainId: null });
      for (const record of [dkim, spf, dmarc]) await publishTxt(record.name, []);
      await page.goto(appUrl('/fr/admin/sender-email'));
      await page.waitForURL((url) => url.pathname === '/fr/admin/sender-email/default');
    },
    JOURNEY,
  );
});
