import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { auditAtBothWidths } from './page-checks';
import {
  demoPublicVote,
  deviceOf,
  publicVoteUrl,
  rankingOf,
  THROWAWAY_AGENT,
  VOTE,
  type VoteSession,
  vt,
} from './public-votes-fixtures';

const portal = (key: string) => text('fr', key, {}, 'portal');
/** A program of five applications, eight voters by e-mail code, three back-office pages audited at two widths. */
const JOURNEY = 240_000;

interface Integrity {
  addresses: { value: string; voters: number; votes: number }[];
  devices: { value: string; voters: number; votes: number }[];
  disposable: { domain: string; voters: number; votes: number }[];
}

/** The cells of an entry's line in the ranking: rank, entry, votes, voided. */
const rankingCells = (page: Page, title: string) =>
  page.getByTestId('vote-ranking-row').filter({ hasText: title }).locator('td').allTextContents();

describe('a public vote, for its organizer', () => {
  const openBrowser = useBrowser();
  let demo: Awaited<ReturnType<typeof demoPublicVote>>;
  beforeAll(async () => {
    demo = await demoPublicVote();
  }, 120_000);
  const votePage = (tab: string, slug = VOTE.slug) =>
    appUrl(`/fr/admin/programs/${demo.slug}/examinations/public/${slug}/${tab}`);

  it(
    'reads the integrity flags, voids a throwaway vote with a reason: the ranking counts it as voided, the log keeps it',
    async () => {
      const { api, session, entries, titles, counts, throwaway, sessionsBase } = demo;
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);

      // The ranking: every entry, most votes first; the seeded favourite on top.
      await page.goto(votePage('ranking'));
      await eventually(() => page.getByTestId('vote-ranking-row').count()).toBe(entries.length);
      const favourite = entries[1] as string;
      const favouriteTitle = titles.get(favourite) as string;
      expect(Math.max(...counts.values())).toBe(counts.get(favourite));
      expect(await page.getByTestId('vote-ranking-row').first().textContent()).toContain(favouriteTitle);
      expect(await rankingCells(page, favouriteTitle)).toEqual([
        '1',
        expect.stringContaining(favouriteTitle),
        String(counts.get(favourite)),
        '0',
      ]);

      // The integrity flags: the disposable domain, the browser the throwaway voters share, the one address.
      const integrity = (await api.send<{ data: Integrity }>('GET', `${sessionsBase}/${session.id}/integrity`)).data;
      expect(integrity.disposable).toEqual([{ domain: 'mailinator.com', voters: 2, votes: 2 }]);
      const device = deviceOf(THROWAWAY_AGENT);
      expect(integrity.devices).toEqual(expect.arrayContaining([{ value: device, voters: 2, votes: 2 }]));
      const totalVotes = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const [address] = integrity.addresses;
      expect(address).toMatchObject({ voters: 8, votes: totalVotes });
      const clusters = page.getByTestId('vote-clusters');
      await clusters.getByText(vt('integrity.disposable', { domain: 'mailinator.com', voters: 2, votes: 2 })).waitFor();
      await clusters.getByText(vt('integrity.device', { value: device, voters: 2, votes: 2 })).waitFor();
      await clusters
        .getByText(vt('integrity.address', { value: address?.value ?? '', voters: 8, votes: totalVotes }))
        .waitFor();
      await auditAtBothWidths(browser, page, 'vote-integrity');

      // The votes: all of them; one throwaway voter's found by its address, voided with a reason.
      await page
        .getByTestId('vote-shell')
        .getByRole('tab', { name: vt('tabs.responses') })
        .click();
      await page.getByTestId('vote-responses').waitFor();
      await eventually(() => page.getByTestId('vote-row').count()).toBe(totalVotes);
      await page.getByText(vt('responses.total', { count: totalVotes })).waitFor();
      await auditAtBothWidths(browser, page, 'vote-responses');
      await page.getByRole('searchbox', { name: vt('responses.search') }).fill(throwaway[0] as string);
      await eventually(() => page.getByTestId('vote-row').count()).toBe(1);
      const row = page.getByTestId('vote-row');
      expect(await row.textContent()).toContain(favouriteTitle);
      await row.getByTestId('vote-void').click();
      const dialog = page.getByRole('dialog', { name: vt('responses.voidTitle') });
      await dialog
        .getByText(vt('responses.voidIntro', { email: throwaway[0] as string, title: favouriteTitle }))
        .waitFor();
      // No reason, no voiding.
      expect(await dialog.getByTestId('vote-void-confirm').isDisabled()).toBe(true);
      const reason = 'Adresse jetable, même appareil';
      await dialog.getByTestId('vote-void-reason').fill(reason);
      await dialog.getByTestId('vote-void-confirm').click();
      await page
        .getByText(vt('responses.voided', { count: 1 }))
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      // Still listed, as voided, with its reason; nothing left to void on it.
      await row.getByText(vt('states.voided'), { exact: true }).waitFor();
      await row.getByText(reason).waitFor();
      expect(await row.getByTestId('vote-void').count()).toBe(0);
      // Among every vote, the same total: nothing was deleted.
      await page.getByRole('searchbox', { name: vt('responses.search') }).fill('');
      await eventually(() => page.getByTestId('vote-row').count()).toBe(totalVotes);

      // The ranking: one vote fewer for the favourite, one voided.
      await page
        .getByTestId('vote-shell')
        .getByRole('tab', { name: vt('tabs.ranking') })
        .click();
      await page.getByTestId('vote-ranking').waitFor();
      await eventually(() => rankingCells(page, favouriteTitle)).toEqual([
        expect.any(String),
        expect.stringContaining(favouriteTitle),
        String((counts.get(favourite) ?? 0) - 1),
        '1',
      ]);
      const ranking = await rankingOf(api, sessionsBase, session.id);
      expect(ranking.get(favourite)).toMatchObject({ votes: (counts.get(favourite) ?? 0) - 1, voided: 1 });
    },
    JOURNEY,
  );

  it(
    'unpublishes the vote: its public page becomes the SPEC "Page introuvable" with the way home',
    async () => {
      const { slug, session, sessionsBase, api } = demo;
      const visitor = await openBrowser({ locale: 'fr-FR' });
      await visitor.page.goto(publicVoteUrl(slug, session.id));
      await visitor.page.getByTestId('public-vote').waitFor();

      const organizer = await openBrowser({ locale: 'fr-FR' });
      const { page } = organizer;
      await signInAsAdmin(page);
      await page.goto(votePage('config'));
      await page.getByTestId('vote-config').waitFor();
      await auditAtBothWidths(organizer, page, 'vote-config');
      await page.getByRole('switch', { name: vt('config.published') }).uncheck();
      await page.getByTestId('vote-save').click();
      await page.getByText(vt('config.saved')).first().waitFor();
      await page.getByTestId('vote-shell').getByText(vt('shell.unpublished'), { exact: true }).waitFor();
      const { data } = await api.send<{ data: VoteSession }>('GET', `${sessionsBase}/${session.id}`);
      expect(data.published).toBe(false);

      await visitor.page.reload();
      await visitor.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      expect(portal('showcaseNotFound.title')).toBe('Page introuvable');
      await visitor.page.getByText("La session à laquelle vous éssayez d'accéder a été dépubliée.").waitFor();
      expect(await visitor.page.getByTestId('public-vote').count()).toBe(0);
      const home = visitor.page.getByRole('link', { name: 'Accueil' });
      expect(await home.getAttribute('href')).toMatch(/^\/fr\/?$/);
      await home.click();
      await visitor.page.waitForURL((url) => url.pathname === '/fr' || url.pathname === '/fr/');
    },
    JOURNEY,
  );

  it(
    'creates a vote from the sessions page, sets its rules, publishes it; the preview shows the entries',
    async () => {
      const { api, slug, entries, sessionsBase } = demo;
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);
      await page.goto(appUrl(`/fr/admin/programs/${slug}/sessions`));
      const section = page.getByTestId('vote-sessions');
      await section.getByRole('link', { name: VOTE.name }).waitFor();

      await section.getByTestId('vote-session-create').click();
      const dialog = page.getByRole('dialog', { name: vt('list.create') });
      await dialog.getByTestId('vote-session-name').fill('Vote des lycéens');
      await dialog.getByRole('button', { name: vt('list.create') }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/examinations/public/vote-des-lyceens/config'));
      await page
        .getByText(vt('list.created', { name: 'Vote des lycéens' }))
        .first()
        .waitFor();
      await page.getByTestId('vote-config').waitFor();
      await page.getByTestId('vote-shell').getByText(vt('shell.unpublished'), { exact: true }).waitFor();

      // Two votes each, results live, published.
      await page.getByTestId('vote-per-voter').fill('2');
      await page.getByRole('combobox', { name: vt('config.results') }).click();
      await page.getByRole('option', { name: vt('config.resultsOptions.live'), exact: true }).click();
      await page.getByRole('switch', { name: vt('config.published') }).check();
      await page.getByTestId('vote-save').click();
      await page.getByText(vt('config.saved')).first().waitFor();
      await page.getByTestId('vote-shell').getByText(vt('shell.published'), { exact: true }).waitFor();
      const { data } = await api.send<{ data: VoteSession }>('GET', `${sessionsBase}/vote-des-lyceens`);
      expect(data).toMatchObject({
        name: 'Vote des lycéens',
        published: true,
        rules: { votesPerVoter: 2, results: 'live' },
      });

      // The preview: the page as the public reads it, every entry, no way to vote from here.
      await page
        .getByTestId('vote-shell')
        .getByRole('tab', { name: vt('tabs.preview') })
        .click();
      await page.waitForURL((url) => url.pathname.endsWith('/examinations/public/vote-des-lyceens/preview'));
      await page.getByTestId('public-vote').waitFor();
      await eventually(() => page.getByTestId('showcase-card').count()).toBe(entries.length);
      expect(await page.getByTestId('vote-button').count()).toBe(0);
      expect(await page.getByTestId('voter-verification').count()).toBe(0);
      await eventually(() => page.getByTestId('vote-count').count()).toBe(entries.length);

      // Listed on the sessions page, published.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/sessions`));
      const line = section.getByRole('row').filter({ hasText: 'Vote des lycéens' });
      await line.getByText(vt('shell.published'), { exact: true }).waitFor();
    },
    JOURNEY,
  );
});
