import { randomBytes, randomUUID } from 'node:crypto';
import type { Field } from '@opencall/shared/forms';
import { VOTER_TOKEN_HEADER } from '@opencall/shared/public-votes';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { applications, emailOutbox } from '../src/db/schema';
import { createApplication, createCategory, createProgram, createUser } from './factories';
import { createStoredFile } from './file-factories';
import { createTestForm } from './form-factories';
import type { useOrganizerApp } from './organizer-app';

// The scene of the public-votes tests: a program whose form holds VOTE_FIELDS, submitted entries
// answering it, a vote session over them, and voters proving their address by the mailed code.

export type OrganizerApp = ReturnType<typeof useOrganizerApp>;
type Reply = { statusCode: number; body: string; json: () => { error: { code: string; details?: unknown } } };

export const VOTE_FIELDS: Field[] = [
  { reference: 'project_title', type: 'text', title: 'Titre du projet' },
  { reference: 'summary', type: 'textarea', title: 'Résumé' },
  { reference: 'secret', type: 'textarea', title: 'Budget détaillé' },
  { reference: 'visual', type: 'file', title: 'Visuel' },
];
/** An answer no public page may carry (the `secret` question is never chosen). */
export const VOTE_SECRET = 'Budget-confidentiel-V0T3';
/** What a vote shows: a title, a picture and the summary; never `secret`. */
export const VOTE_SHOWN_FIELDS = {
  showName: true,
  titleQuestion: 'project_title',
  imageQuestion: 'visual',
  questions: ['summary'],
};

export const expectError = (res: Reply, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code, res.body).toBe(code);
};

/** A small real picture (what the public stream re-encodes). */
export const votePicture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2050c0' } })
    .png()
    .toBuffer();

export interface VoteProgram {
  program: Awaited<ReturnType<typeof createProgram>>;
  stepId: string;
  categoryId: string;
  /** A second category (same form), for the per-category limit. */
  otherCategoryId: string;
  /** The submitted entries, in creation order. */
  ids: string[];
  /** Each entry's picture key. */
  pictures: Map<string, string>;
  /** A draft of the program (never takes part). */
  draftId: string;
}

/**
 * A program with VOTE_FIELDS in two categories, `count` submitted entries (the first `inOther` in the
 * second category), each with a picture its applicant uploaded (when `pictures`), and one draft.
 */
export async function voteProgram(
  app: OrganizerApp,
  options: { count?: number; inOther?: number; pictures?: boolean } = {},
): Promise<VoteProgram> {
  const db = app.t.database.db;
  const platformId = app.acme.id;
  const program = await createProgram(db, platformId, { publishedAt: new Date() });
  const form = await createTestForm(db, platformId, program.id, { fields: VOTE_FIELDS });
  const stepId = randomUUID();
  const steps = [{ id: stepId, type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }];
  const category = await createCategory(db, platformId, program.id, { titles: { fr: 'Musique' }, steps });
  const other = await createCategory(db, platformId, program.id, { titles: { fr: 'Danse' }, steps, position: 1 });
  const pictures = new Map<string, string>();
  const bytes = options.pictures ? await votePicture() : null;
  const entry = async (index: number, status: 'draft' | 'submitted') => {
    const applicant = await createUser(db, platformId, { firstname: 'Ada', lastname: `Entry${index}` });
    const row = await createApplication(db, platformId, program.id, {
      status,
      applicantId: applicant.id,
      categoryId: index < (options.inOther ?? 0) ? other.id : category.id,
      createdAt: new Date(Date.now() - 100_000 + index * 10),
    });
    const answers: Record<string, unknown> = {
      project_title: `Projet ${index}`,
      summary: `Résumé ${index}`,
      secret: VOTE_SECRET,
    };
    if (bytes) {
      const file = await createStoredFile(db, app.t.app.deps.services.storage, platformId, {
        bytes,
        ownerId: applicant.id,
        name: `picture-${index}.png`,
        mime: 'image/png',
        kind: 'image',
      });
      answers.visual = [{ key: file.key, name: file.name, location: file.location }];
      pictures.set(row.id, file.key);
    }
    await db
      .update(applications)
      .set({ answers: { [stepId]: answers } })
      .where(eq(applications.id, row.id));
    return row.id;
  };
  const ids: string[] = [];
  for (let index = 0; index < (options.count ?? 4); index++) ids.push(await entry(index, 'submitted'));
  const draftId = await entry(999, 'draft');
  return { program, stepId, categoryId: category.id, otherCategoryId: other.id, ids, pictures, draftId };
}

export interface VoteSessionRef {
  id: string;
  programId: string;
  /** The organizer's address of the session. */
  url: string;
  /** The public's address of the session. */
  portal: string;
}

export const voteSessionsUrl = (programId: string) => `/api/user.programs/${programId}/public-vote-sessions`;
export const portalVoteUrl = (platformId: string, programId: string, id: string) =>
  `/api/portal/platforms/${platformId}/programs/${programId}/votes-sessions/${id}`;

/** A vote session made by the platform admin, then changed by `settings` (published, open by default). */
export async function voteSession(app: OrganizerApp, programId: string, settings: object = {}) {
  const base = voteSessionsUrl(programId);
  const slug = `vote-${randomBytes(3).toString('hex')}`;
  const created = await app.send('POST', base, { name: 'Prix du public', slug });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const saved = await app.send('PUT', `${base}/${id}`, {
    published: true,
    fields: VOTE_SHOWN_FIELDS,
    rules: { votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results: 'live' },
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, programId, slug, url: `${base}/${id}`, portal: portalVoteUrl(app.acme.id, programId, id) };
}

/** The code of the newest `vote_code` mail to that address (written in the outbox when queued). */
export async function mailedCode(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'vote_code')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no vote code mailed to ${email}`);
  return code;
}

/** A public call (CSRF as a page sends it), as a voter when a token is given, from `address` when given. */
export function portalCall(
  app: OrganizerApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; address?: string; userAgent?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers[VOTER_TOKEN_HEADER] = options.token;
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  return app.t.send(app.acme.host, {
    method,
    url,
    headers,
    ...(options.payload && { payload: options.payload }),
    ...(options.address && { remoteAddress: options.address }),
  });
}

/** A verified voter of the session: asks a code, reads it in the mail, proves it; their token. */
export async function voterToken(
  app: OrganizerApp,
  session: Pick<VoteSessionRef, 'portal'>,
  email = `voter-${randomBytes(4).toString('hex')}@example.org`,
  address?: string,
): Promise<string> {
  const asked = await portalCall(app, 'POST', `${session.portal}/voter/code`, { payload: { email }, address });
  expect(asked.statusCode, asked.body).toBe(200);
  const code = await mailedCode(app.t.database.db, email);
  const verified = await portalCall(app, 'POST', `${session.portal}/voter/verify`, {
    payload: { email, code },
    address,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data.token as string;
}

/** A vote for an entry (moving `replaces` when given). */
export const castVote = (
  app: OrganizerApp,
  session: Pick<VoteSessionRef, 'portal'>,
  token: string,
  applicationId: string,
  options: { replaces?: string; address?: string; userAgent?: string } = {},
) =>
  portalCall(app, 'POST', `${session.portal}/votes`, {
    token,
    payload: { applicationId, ...(options.replaces && { replaces: options.replaces }) },
    address: options.address,
    userAgent: options.userAgent,
  });
