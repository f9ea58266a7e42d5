import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, useBrowser } from './browser';
import { auditAtBothWidths, expectNoPageScroll, expectNoSeriousViolation, PHONE } from './page-checks';
import {
  cardOf,
  demoPublicVote,
  expectCounts,
  expectRemaining,
  publicVoteUrl,
  rankingOf,
  tabTo,
  type VoteSession,
  verifyOnPage,
  vt,
} from './public-votes-fixtures';

/** A program of five applications, eight voters by e-mail code, a visitor voting and a page audited twice. */
const JOURNEY = 240_000;

describe('a public vote, for a visitor', () => {
  const openBrowser = useBrowser();
  let demo: Awaited<ReturnType<typeof demoPublicVote>>;
  beforeAll(async () => {
    demo = await demoPublicVote();
  }, 120_000);

  it(
    'proves their address with the code, votes (mouse and keyboard) up to the limit, finds the other votes disabled and why, withdraws one',
    async () => {
      const { api, slug, session, entries, titles, sessionsBase } = demo;
      const counts = new Map(demo.counts);
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await page.goto(publicVoteUrl(slug, session.id));
      await page.getByTestId('public-vote').getByRole('heading', { level: 1, name: 'Prix du public 2026' }).waitFor();
      expect(await page.title()).toContain('Prix du public 2026');
      await eventually(() => page.getByTestId('showcase-card').count()).toBe(entries.length);
      // The results are live: every card has its count, before anyone here votes.
      await expectCounts(page, counts);
      // Not a voter yet: no vote button, the way to become one instead.
      expect(await page.getByTestId('vote-button').count()).toBe(0);
      await auditAtBothWidths(browser, page, 'voter-verification');

      const email = `visiteur-${Date.now()}@example.org`;
      await verifyOnPage(page, email);
      await expectRemaining(page, 3);
      expect(await page.getByTestId('vote-button').count()).toBe(entries.length);

      // First vote, with the mouse, after confirming.
      const [first, second, , fourth, fifth] = entries as [string, string, string, string, string];
      const vote = async (id: string) => {
        const dialog = page.getByRole('dialog', { name: vt('vote.confirmTitle') });
        await dialog.getByText(vt('vote.confirm', { title: titles.get(id) as string })).waitFor();
        return dialog;
      };
      await cardOf(page, fourth).getByTestId('vote-button').click();
      const dialog = await vote(fourth);
      await expectNoSeriousViolation(browser, page);
      await dialog.getByTestId('vote-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => page.getByTestId('vote-message').textContent()).toBe(
        vt('vote.done', { title: titles.get(fourth) as string }),
      );
      counts.set(fourth, (counts.get(fourth) ?? 0) + 1);
      await expectRemaining(page, 2);
      await expectCounts(page, counts);
      await cardOf(page, fourth).getByText(vt('vote.yours')).waitFor();
      expect(await cardOf(page, fourth).getByTestId('vote-button').count()).toBe(0);

      // Second vote from the keyboard: Tab from the card before to the vote button, Enter, Tab to confirm, Enter.
      const order = await page
        .getByTestId('showcase-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-entry-id') as string));
      const before = order[order.indexOf(fifth) - 1] as string;
      expect(before).toBeDefined();
      await cardOf(page, before).getByTestId('showcase-card-details').focus();
      await tabTo(page, 'vote-button', 1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        vt('vote.for', { title: titles.get(fifth) as string }),
      );
      await page.keyboard.press('Enter');
      await vote(fifth);
      await tabTo(page, 'vote-confirm');
      await page.keyboard.press('Enter');
      await eventually(() => page.getByTestId('vote-message').textContent()).toBe(
        vt('vote.done', { title: titles.get(fifth) as string }),
      );
      counts.set(fifth, (counts.get(fifth) ?? 0) + 1);
      await expectRemaining(page, 1);
      await expectCounts(page, counts);

      // The third and last.
      await cardOf(page, first).getByTestId('vote-button').click();
      await (await vote(first)).getByTestId('vote-confirm').click();
      counts.set(first, (counts.get(first) ?? 0) + 1);
      await expectRemaining(page, 0);
      await expectCounts(page, counts);

      // Three votes each, so no "move my vote": the other entries keep their button, disabled and
      // described by why (the server's own refusal, vote_limit_reached, is the API tests').
      expect(await page.getByTestId('vote-move').count()).toBe(0);
      expect(await page.getByTestId('vote-button').count()).toBe(entries.length - 3);
      const spent = cardOf(page, second).getByTestId('vote-button');
      expect(await spent.isDisabled()).toBe(true);
      const hint = await spent.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${hint}"]`).textContent()).toBe(vt('voter.spent'));
      await expectRemaining(page, 0);
      await expectCounts(page, counts);

      // One withdrawn gives its place back.
      await cardOf(page, fourth)
        .getByRole('button', { name: vt('vote.withdrawOf', { title: titles.get(fourth) as string }) })
        .click();
      await eventually(() => page.getByTestId('vote-message').textContent()).toBe(
        vt('vote.withdrawn', { title: titles.get(fourth) as string }),
      );
      counts.set(fourth, (counts.get(fourth) ?? 0) - 1);
      await expectRemaining(page, 1);
      await expectCounts(page, counts);
      await cardOf(page, fourth).getByTestId('vote-button').waitFor();

      // The organizer's ranking says the same; the vote page, now voting, passes axe at both widths.
      const ranking = await rankingOf(api, sessionsBase, session.id);
      for (const [id, count] of counts) expect(ranking.get(id)?.votes, titles.get(id)).toBe(count);
      await auditAtBothWidths(browser, page, 'vote-remaining');

      // The proof stays on the device: after a reload the visitor is still the voter.
      await page.reload();
      await expectRemaining(page, 1);
      await cardOf(page, fifth).getByText(vt('vote.yours')).waitFor();
    },
    JOURNEY,
  );

  it(
    'on a phone, with one vote each, moves the vote to another entry',
    async () => {
      const { api, slug, entries, titles, sessionsBase } = demo;
      const { data: session } = await api.send<{ data: VoteSession }>('POST', sessionsBase, {
        name: 'Coup de cœur',
        slug: 'coup-de-coeur',
        published: true,
        texts: { title: { fr: 'Coup de cœur du public' }, description: {} },
        fields: { showName: false, titleQuestion: 'project', imageQuestion: null, questions: [] },
        rules: { votesPerVoter: 1, votesPerCategory: null, votesPerDay: null, results: 'live' },
      });
      expect(session.rules.votesPerVoter).toBe(1);
      const counts = new Map(entries.map((id) => [id, 0]));
      const browser = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
      const { page } = browser;
      await page.goto(publicVoteUrl(slug, session.id));
      await page.getByRole('heading', { level: 1, name: 'Coup de cœur du public' }).waitFor();
      await expectCounts(page, counts);

      await verifyOnPage(page, `mobile-${Date.now()}@example.org`);
      await expectRemaining(page, 1);
      const [first, , third] = entries as [string, string, string];
      await cardOf(page, first).getByTestId('vote-button').click();
      const dialog = page.getByRole('dialog', { name: vt('vote.confirmTitle') });
      await dialog.getByText(vt('vote.confirm', { title: titles.get(first) as string })).waitFor();
      await dialog.getByTestId('vote-confirm').click();
      counts.set(first, 1);
      await expectRemaining(page, 0);
      await expectCounts(page, counts);

      // The vote spent, each other entry offers to take it instead; the page still fits the phone.
      await eventually(() => page.getByTestId('vote-move').count()).toBe(entries.length - 1);
      expect(await page.getByTestId('vote-button').count()).toBe(0);
      await expectNoPageScroll(page);
      await expectNoSeriousViolation(browser, page);
      await cardOf(page, third)
        .getByRole('button', { name: `${vt('vote.move')} — ${titles.get(third) as string}` })
        .click();
      await dialog.getByText(vt('vote.confirmMove', { title: titles.get(third) as string })).waitFor();
      await expectNoSeriousViolation(browser, page);
      await dialog.getByTestId('vote-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => page.getByTestId('vote-message').textContent()).toBe(
        vt('vote.done', { title: titles.get(third) as string }),
      );
      counts.set(first, 0);
      counts.set(third, 1);
      await expectCounts(page, counts);
      await expectRemaining(page, 0);
      await cardOf(page, third).getByText(vt('vote.yours')).waitFor();
      await cardOf(page, first).getByTestId('vote-move').waitFor();
      const ranking = await rankingOf(api, sessionsBase, session.id);
      expect([...ranking.values()].map((row) => [row.applicationId, row.votes])).toEqual(
        expect.arrayContaining([
          [first, 0],
          [third, 1],
        ]),
      );
    },
    JOURNEY,
  );
});
