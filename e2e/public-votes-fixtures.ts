import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type AdminApi, adminApi } from './admin';
import { appUrl, eventually } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import type { Mail } from './mailbox';

// What the public-vote journeys share: the demo's "Prix du public 2026", rebuilt through the API (the e2e
// server seeds the platforms only, not the demo), a voter's e-mail code, and how the vote page is read.

export const vt = (key: string, values: Record<string, string | number> = {}) =>
  text('fr', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])), 'votes');

export const VOTE = { name: 'Prix du public 2026', slug: 'prix-du-public' };
/** The demo's throwaway voters: one disposable domain, one browser between them. */
export const THROWAWAY_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) QuickVote/1.0';
/** The short fingerprint the server keeps of a user agent (voters.service `deviceOf`). */
export const deviceOf = (userAgent: string) => createHash('sha256').update(userAgent).digest('hex').slice(0, 12);

export interface VoteSession {
  id: string;
  programId: string;
  slug: string;
  name: string;
  published: boolean;
  votes: number;
  rules: { votesPerVoter: number; results: string };
}
export interface RankingRow {
  applicationId: string;
  title: string;
  votes: number;
  voided: number;
}

/** The six-digit code of a `vote_code` mail (alone on its line; the link's id is cut by dashes). */
export function voteCodeOf(mail: Mail): string {
  const code = mail.text.match(/(?:^|\s)(\d{6})(?:\s|$)/m)?.[1];
  if (!code) throw new Error(`no vote code in mail: ${mail.text}`);
  return code;
}

/**
 * The newest mail to that address, polled from the local SMTP server's inbox without `expect.poll`
 * (which only runs inside a test: the vote fixture is built in `beforeAll`).
 */
async function mailTo(to: string, timeout = 15_000): Promise<Mail> {
  const until = Date.now() + timeout;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxUrl'))).json()) as Mail[];
    const found = mails.filter((mail) => mail.to.includes(to)).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

interface Reply {
  status: number;
  body: unknown;
  /** The CSRF nonce cookie the server set, if it did. */
  csrfCookie?: string;
}

function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  const port = inject('e2ePort');
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `localhost:${port}`,
          accept: 'application/json',
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            // not JSON: kept as text for the error message
          }
          const cookie = response.headers['set-cookie']?.find((value) => value.startsWith('oc_csrf='));
          resolve({ status: response.statusCode ?? 0, body: parsed, csrfCookie: cookie?.split(';')[0] });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A visitor of the vote page without the page: their own browser (user agent), the portal's CSRF pair,
 * an e-mail code read from the mailbox, then votes with the proof it gives.
 */
async function portalVisitor(userAgent: string) {
  const info = await call('GET', '/api/portal/domain-info', { 'user-agent': userAgent });
  const { data } = info.body as { data?: { csrfToken: string; platform: { id: string } } };
  if (info.status !== 200 || !data || !info.csrfCookie)
    throw new Error(`domain-info: ${info.status} ${JSON.stringify(info.body)}`);
  const headers = { 'user-agent': userAgent, cookie: info.csrfCookie, 'x-csrf-token': data.csrfToken };
  const send = async <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const reply = await call(method, path, { ...headers, ...extra }, body);
    if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return (reply.body as { data: T }).data;
  };
  return { platformId: data.platform.id, send };
}

/** A voter of a session, verified by the code sent to `email`, who votes for each of `entries` in turn. */
export async function voteAs(
  session: { programId: string; id: string },
  email: string,
  entries: string[],
  userAgent = `Mozilla/5.0 (X11; Linux x86_64) Voter/${email}`,
) {
  const visitor = await portalVisitor(userAgent);
  const base = `/api/portal/platforms/${visitor.platformId}/programs/${session.programId}/votes-sessions/${session.id}`;
  await visitor.send('POST', `${base}/voter/code`, { email });
  const code = voteCodeOf(await mailTo(email));
  const { token } = await visitor.send<{ token: string }>('POST', `${base}/voter/verify`, { email, code });
  for (const applicationId of entries)
    await visitor.send('POST', `${base}/votes`, { applicationId }, { 'x-voter-token': token });
}

/**
 * The demo's open public vote, as `public-votes.seed.ts` makes it, on a program of its own: five submitted
 * projects ("Projet numéro 1…5"), three votes per voter, results live, a code by e-mail; votes in from
 * six voters, and from two on mailinator.com who share one browser (the e2e server sees every caller
 * at 127.0.0.1, so all share that address).
 */
export async function demoPublicVote(): Promise<{
  api: AdminApi;
  slug: string;
  programId: string;
  session: VoteSession;
  entries: string[];
  titles: Map<string, string>;
  counts: Map<string, number>;
  throwaway: string[];
  sessionsBase: string;
}> {
  const api = await adminApi();
  const { slug, programId, applicationIds: entries } = await programWithSubmittedApplications(api, 5);
  const sessionsBase = `/api/user.programs/${programId}/public-vote-sessions`;
  const { data: session } = await api.send<{ data: VoteSession }>('POST', sessionsBase, {
    ...VOTE,
    published: true,
    texts: {
      title: { fr: VOTE.name },
      description: { fr: '<p>Votez pour vos trois projets préférés. Un code par e-mail suffit.</p>' },
    },
    entry: { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'filter' },
    fields: { showName: false, titleQuestion: 'project', imageQuestion: null, questions: ['project'] },
    rules: { votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results: 'live' },
    verification: { mode: 'email_code', domains: [] },
  });
  const stamp = `${Date.now()}`;
  const regular = Array.from({ length: 6 }, (_, index) => ({
    email: `public.voter${index + 1}.${stamp}@example.org`,
    picks: [entries[index % 3], entries[(index + 1) % entries.length]] as string[],
  }));
  const throwaway = [1, 2].map((index) => `quick.vote${index}.${stamp}@mailinator.com`);
  await Promise.all([
    ...regular.map((voter) => voteAs(session, voter.email, voter.picks)),
    ...throwaway.map((email) => voteAs(session, email, [entries[1] as string], THROWAWAY_AGENT)),
  ]);
  const counts = new Map(entries.map((id) => [id, 0]));
  for (const id of [...regular.flatMap((voter) => voter.picks), entries[1] as string, entries[1] as string])
    counts.set(id, (counts.get(id) ?? 0) + 1);
  const titles = new Map(entries.map((id, index) => [id, `Projet numéro ${index + 1}`]));
  return { api, slug, programId, session, entries, titles, counts, throwaway, sessionsBase };
}

/** The vote page of a session, as the public reaches it. */
export const publicVoteUrl = (slug: string, sessionId: string) =>
  appUrl(`/fr/applications/${slug}?type=vote&id=${sessionId}`);

/** One entry's card on a vote page. */
export const cardOf = (page: Page, applicationId: string) =>
  page.locator(`[data-testid="showcase-card"][data-entry-id="${applicationId}"]`);

/** The count an entry's card shows (the results are live). */
export const shownCount = (page: Page, applicationId: string) =>
  cardOf(page, applicationId).getByTestId('vote-count').first().textContent();

/** Every card shows the count given. */
export async function expectCounts(page: Page, counts: Map<string, number>) {
  for (const [id, count] of counts) await eventually(() => shownCount(page, id)).toBe(vt('vote.count', { count }));
}

/** Verifies a visitor on the vote page with the code the mailbox received. */
export async function verifyOnPage(page: Page, email: string) {
  await page.getByTestId('voter-email').fill(email);
  await page.getByTestId('voter-send-code').click();
  await page.getByText(vt('verify.sent', { email })).waitFor();
  await page.getByTestId('voter-code').fill(voteCodeOf(await mailTo(email)));
  await page.getByTestId('voter-verify').click();
  await page.getByTestId('vote-remaining').getByText(vt('voter.as', { email })).waitFor();
}

/** What the voter has left, as the page says it. */
export const expectRemaining = (page: Page, count: number) =>
  eventually(async () => (await page.getByTestId('vote-remaining').textContent()) ?? '').toContain(
    vt('voter.remaining', { count }),
  );

/** Presses Tab until the element of `testId` has the focus (at most `max` times). */
export async function tabTo(page: Page, testId: string, max = 8) {
  for (let step = 0; step < max; step++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    if (focused === testId) return;
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)).toBe(testId);
}

/** The organizer's ranking of a session, through the API. */
export async function rankingOf(api: AdminApi, sessionsBase: string, sessionId: string) {
  return new Map(
    (await api.send<{ data: RankingRow[] }>('GET', `${sessionsBase}/${sessionId}/ranking`)).data.map((row) => [
      row.applicationId,
      row,
    ]),
  );
}
