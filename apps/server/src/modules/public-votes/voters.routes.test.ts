import { VOTER_TOKEN_TTL_DAYS } from '@opencall/shared/public-votes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import { emailsTo } from '../../../test/outbox';
import {
  castVote,
  expectError,
  mailedCode,
  portalCall,
  voteProgram,
  voterToken,
  voteSession,
} from '../../../test/vote-fixtures';
import { publicVoteCodes, publicVoters, userIdentities } from '../../db/schema';
import { hmac } from '../auth';

// A voter proves their address with a six-digit code sent through the mail queue (or a Google
// sign-in, when the session asks for it), and carries the proof in `x-voter-token`: per session.

const app = useOrganizerApp();
const db = () => app.t.database.db;

const requestCode = (portal: string, email: string) =>
  portalCall(app, 'POST', `${portal}/voter/code`, { payload: { email } });
const verify = (portal: string, email: string, code: string) =>
  portalCall(app, 'POST', `${portal}/voter/verify`, { payload: { email, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function session(settings: object = {}) {
  const { program } = await voteProgram(app, { count: 1 });
  return voteSession(app, program.id, settings);
}

describe('a voter’s code', () => {
  it('is mailed through the queue, six digits; the right one answers the voter’s proof', async () => {
    const vote = await session();
    const email = 'Alice.Voter@Example.org';
    const asked = await requestCode(vote.portal, email);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ sent: true });
    const mails = await emailsTo(db(), 'alice.voter@example.org');
    expect(mails.map((mail) => mail.template)).toEqual(['vote_code']);
    const code = await mailedCode(db(), 'alice.voter@example.org');
    expect(code).toMatch(/^\d{6}$/);
    // The database keeps no code, only its hash.
    const [stored] = await db().select().from(publicVoteCodes).where(eq(publicVoteCodes.sessionId, vote.id));
    expect(JSON.stringify(stored)).not.toContain(code);

    const res = await verify(vote.portal, email, code);
    expect(res.statusCode, res.body).toBe(200);
    const proof = res.json().data;
    expect(proof.email).toBe('alice.voter@example.org');
    expect(proof.token).toEqual(expect.any(String));
    const ttl = new Date(proof.expiresAt).getTime() - Date.now();
    expect(Math.abs(ttl - VOTER_TOKEN_TTL_DAYS * 86_400_000)).toBeLessThan(60_000);
    const mine = await portalCall(app, 'GET', `${vote.portal}/votes`, { token: proof.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ email: 'alice.voter@example.org', votes: [] });
    // A used code is spent.
    expectError(await verify(vote.portal, email, code), 400, 'vote_code_invalid');
  });

  it('counts a wrong code as a failed attempt; five wrong tries spend the code', async () => {
    const vote = await session();
    const email = 'bob@example.org';
    expect((await requestCode(vote.portal, email)).statusCode).toBe(200);
    const code = await mailedCode(db(), email);
    expectError(await verify(vote.portal, email, wrong(code)), 400, 'vote_code_invalid');
    const [once] = await db().select().from(publicVoteCodes).where(eq(publicVoteCodes.sessionId, vote.id));
    expect(once?.failedAttempts).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt++)
      expectError(await verify(vote.portal, email, wrong(code)), 400, 'vote_code_invalid');
    // The right code no longer opens anything.
    expectError(await verify(vote.portal, email, code), 400, 'vote_code_invalid');
    const integrity = (await app.get(`${vote.url}/integrity`)).json().data;
    expect(integrity.verification).toMatchObject({ codesSent: 1, verified: 0, failedAttempts: 5, failureRate: 1 });
    // A new code works.
    expect((await requestCode(vote.portal, email)).statusCode).toBe(200);
    expect((await verify(vote.portal, email, await mailedCode(db(), email))).statusCode).toBe(200);
  });

  it('is sent three times in ten minutes at most: the fourth answers 429 rate_limited', async () => {
    const vote = await session();
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await requestCode(vote.portal, 'carol@example.org')).statusCode).toBe(200);
    expectError(await requestCode(vote.portal, 'carol@example.org'), 429, 'rate_limited');
    expect(await emailsTo(db(), 'carol@example.org')).toHaveLength(3);
    // Another address is not held back.
    expect((await requestCode(vote.portal, 'dave@example.org')).statusCode).toBe(200);
  });

  it('is refused outside the allowed domains (403 voter_email_not_allowed), subdomains allowed', async () => {
    const vote = await session({ verification: { mode: 'email_domain', domains: ['univ.example'] } });
    const refused = await requestCode(vote.portal, 'eve@gmail.com');
    expectError(refused, 403, 'voter_email_not_allowed');
    expectError(await requestCode(vote.portal, 'eve@evil-univ.example'), 403, 'voter_email_not_allowed');
    expect(await emailsTo(db(), 'eve@gmail.com')).toHaveLength(0);
    expectError(await verify(vote.portal, 'eve@gmail.com', '123456'), 403, 'voter_email_not_allowed');
    for (const email of ['eve@univ.example', 'eve@lab.univ.example', 'EVE@Dept.Univ.Example']) {
      const res = await requestCode(vote.portal, email);
      expect(res.statusCode, `${email} ${res.body}`).toBe(200);
    }
    expect((await verify(vote.portal, 'eve@univ.example', await mailedCode(db(), 'eve@univ.example'))).statusCode).toBe(
      200,
    );
  });
});

describe('a Google voter', () => {
  it('asks no code: code requests answer 409 vote_verification_unavailable', async () => {
    const vote = await session({ verification: { mode: 'google', domains: [] } });
    expectError(await requestCode(vote.portal, 'frank@example.org'), 409, 'vote_verification_unavailable');
    expectError(await verify(vote.portal, 'frank@example.org', '123456'), 409, 'vote_verification_unavailable');
    expect(await emailsTo(db(), 'frank@example.org')).toHaveLength(0);
  });

  it('is a signed-in user whose account has a Google identity; others get 403 voter_google_required', async () => {
    const vote = await session({ verification: { mode: 'google', domains: [] } });
    const user = await createUser(db(), app.acme.id, { email: 'grace@example.org' });
    const as = await app.t.signIn(app.acme.host, user.email, TEST_PASSWORD);
    const google = () =>
      app.t.send(app.acme.host, { method: 'POST', url: `${vote.portal}/voter/google`, payload: {} }, as);
    expectError(await google(), 403, 'voter_google_required');
    const anonymous = await app.t.send(app.acme.host, {
      method: 'POST',
      url: `${vote.portal}/voter/google`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);

    await db()
      .insert(userIdentities)
      .values({ issuer: 'https://accounts.google.com', subject: `google-${user.id}`, userId: user.id });
    const res = await google();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe('grace@example.org');
    const mine = await portalCall(app, 'GET', `${vote.portal}/votes`, { token: res.json().data.token });
    expect(mine.statusCode, mine.body).toBe(200);
    // The same account again is the same voter.
    const again = await google();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.email).toBe('grace@example.org');
    const voters = await db().select().from(publicVoters).where(eq(publicVoters.sessionId, vote.id));
    expect(voters).toMatchObject([{ email: 'grace@example.org', via: 'google', userId: user.id }]);

    // An e-mail session does not take Google proofs.
    const byEmail = await session();
    const other = await app.t.send(
      app.acme.host,
      { method: 'POST', url: `${byEmail.portal}/voter/google`, payload: {} },
      as,
    );
    expectError(other, 409, 'vote_verification_unavailable');
  });
});

describe('a voter’s proof', () => {
  it('holds for its session only; a forged, altered or expired one answers 401 voter_required', async () => {
    const { program, ids } = await voteProgram(app, { count: 1 });
    const a = await voteSession(app, program.id);
    const b = await voteSession(app, program.id);
    const token = await voterToken(app, a, 'henry@example.org');
    expect((await portalCall(app, 'GET', `${a.portal}/votes`, { token })).statusCode).toBe(200);
    expectError(await portalCall(app, 'GET', `${b.portal}/votes`, { token }), 401, 'voter_required');
    expectError(await castVote(app, b, token, ids[0] as string), 401, 'voter_required');

    const [voterId, expires, signature] = token.split('.') as [string, string, string];
    const expired = Date.now() - 1000;
    // The same construction, current: genuine (so the expired one below fails on its time alone).
    const fresh = Date.now() + 60_000;
    const resigned = `${voterId}.${fresh}.${hmac(app.t.app.deps.services.keys.voter, `${app.acme.id}:${a.id}:${voterId}.${fresh}`)}`;
    expect((await portalCall(app, 'GET', `${a.portal}/votes`, { token: resigned })).statusCode).toBe(200);
    const forged = [
      '',
      'nonsense',
      `${voterId}.${expires}`,
      `${voterId}.${Number(expires) + 1000}.${signature}`,
      `${voterId}.${expires}.${signature.slice(0, -2)}aa`,
      `00000000-0000-4000-8000-000000000000.${expires}.${signature}`,
      // Signed with the server's own key, for a time gone by: expired.
      `${voterId}.${expired}.${hmac(app.t.app.deps.services.keys.voter, `${app.acme.id}:${a.id}:${voterId}.${expired}`)}`,
    ];
    for (const candidate of forged) {
      const res = await portalCall(app, 'GET', `${a.portal}/votes`, { token: candidate || undefined });
      expectError(res, 401, 'voter_required');
      expectError(await castVote(app, a, candidate, ids[0] as string), 401, 'voter_required');
    }
    expect((await app.get(a.url)).json().data.votes).toBe(0);
  });
});
