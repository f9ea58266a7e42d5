import { showcaseFileUrl } from '@opencall/shared/showcase';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import { VOTE_SHOWN_FIELDS, voteProgram, voteSession } from '../../../test/vote-fixtures';

// GET /api/portal/platforms/:platformId/showcases/vote/:showcaseId/entries/:applicationId/files/:encodedKey:
// the public opens a file of an entry of a published vote, in an answer the vote shows; anything
// else does not exist.

const app = useOrganizerApp();
const anonymous = (url: string) => app.t.request(app.acme.host, { method: 'GET', url });

async function scene(settings: object = {}) {
  const setup = await voteProgram(app, { count: 2, pictures: true });
  const session = await voteSession(app, setup.program.id, settings);
  const [first, second] = setup.ids as [string, string];
  const url = (applicationId: string, key: string, platformId = app.acme.id) =>
    showcaseFileUrl(platformId, { kind: 'vote', id: session.id }, applicationId, key);
  const keyOf = (id: string) => setup.pictures.get(id) as string;
  return { ...setup, session, first, second, url, keyOf };
}

const expectMissing = (res: { statusCode: number; body: string }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
  expect(JSON.parse(res.body).error.code, what).toBe('not_found');
};

describe('a vote entry’s file on the public stream', () => {
  it('streams the picture of a shown question, re-encoded, resized on demand', async () => {
    const { first, url, keyOf } = await scene();
    const res = await anonymous(url(first, keyOf(first)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['cache-control']).toContain('private');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 8, height: 8 });
    const small = await anonymous(`${url(first, keyOf(first))}?size=4x4&fit=cover&format=webp`);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unpublished vote to the public (its organizers still preview it)', async () => {
    const { first, url, keyOf, session } = await scene();
    await app.send('PUT', session.url, { published: false });
    expectMissing(await anonymous(url(first, keyOf(first))), 'unpublished');
    const preview = await app.t.get(app.acme.host, url(first, keyOf(first)), { session: app.admin });
    expect(preview.statusCode, preview.body).toBe(200);
    await app.send('PUT', session.url, { published: true });
    expect((await anonymous(url(first, keyOf(first)))).statusCode).toBe(200);
  });

  it('answers 404 for a question the vote does not show', async () => {
    const { first, url, keyOf, session } = await scene();
    expect((await anonymous(url(first, keyOf(first)))).statusCode).toBe(200);
    await app.send('PUT', session.url, { fields: { ...VOTE_SHOWN_FIELDS, imageQuestion: null } });
    expectMissing(await anonymous(url(first, keyOf(first))), 'question not shown');
  });

  it('answers 404 for an entry not taking part, and for another entry’s key', async () => {
    const { first, second, draftId, url, keyOf, session } = await scene();
    expectMissing(await anonymous(url(draftId, keyOf(draftId))), 'draft');
    expectMissing(await anonymous(url(first, keyOf(second))), 'key of another entry');
    expectMissing(await anonymous(url(first, `${app.acme.id}/nothing.png`)), 'unknown key');
    // Left out by the entry's filter: a selection that holds only the second.
    await app.send('PUT', session.url, {
      entry: { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'selection' },
    });
    await app.send('POST', `${session.url}/selection`, { selection: { ids: [second] } });
    expectMissing(await anonymous(url(first, keyOf(first))), 'not in the selection');
    expect((await anonymous(url(second, keyOf(second)))).statusCode).toBe(200);
    // Another vote's entry, through this vote: not here either.
    const other = await voteProgram(app, { count: 1, pictures: true });
    const foreign = other.ids[0] as string;
    expectMissing(await anonymous(url(foreign, other.pictures.get(foreign) as string)), 'another program');
  });

  it('answers 404 under another platform', async () => {
    const { first, url, keyOf } = await scene();
    const globex = await createPlatform(app.t.database.db);
    expectMissing(await anonymous(url(first, keyOf(first), globex.id)), 'other platform id');
    const there = await app.t.request(globex.host, { method: 'GET', url: url(first, keyOf(first), globex.id) });
    expectMissing(there, 'other platform host');
    const mixed = await app.t.request(globex.host, { method: 'GET', url: url(first, keyOf(first)) });
    expect(mixed.statusCode, mixed.body).toBe(404);
  });
});
