import { SUPPORTED_LOCALES as LOCALES } from '@opencall/shared/common';
import {
  FIELD_TYPES,
  type Field,
  findConditionProblems,
  findMissingTranslations,
  sanitizeRichText,
} from '@opencall/shared/forms';
import { PLATFORM_PAGE_KINDS } from '@opencall/shared/platforms';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { DEMO_ADMIN, DEMO_APPLICANT } from '../../modules/auth';
import {
  applicationComments,
  applications,
  applicationTags,
  files,
  forms,
  messages,
  platforms,
  programs,
  users,
} from '../schema';
import { seedDemo } from '.';
import { DEMO_JURORS } from './sessions';

let t: TestApp;
let demoId: string;
let otherId: string;
let admin: Session;
let seedMs: number;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  expect(await seedDemo(t.database.db, t.app.deps.services.storage)).toBe(true);
  seedMs = performance.now() - started;
  const rows = await t.database.db.select({ id: platforms.id, slug: platforms.slug }).from(platforms);
  demoId = rows.find((row) => row.slug === 'demo')?.id as string;
  otherId = rows.find((row) => row.slug === 'other')?.id as string;
  admin = await t.signIn('localhost', DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
}, 120_000);
afterAll(() => t.close());

const programsOf = async (host: string, platformId: string, query = '') => {
  const res = await t.request(host, { method: 'GET', url: `/api/portal/platforms/${platformId}/programs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string; title: string; closingAt: string; coverImageUrl: string | null }[];
};

const closedProgramId = async () => {
  const [row] = await t.database.db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.slug, 'bourses-jeunes-talents-2026'));
  return row?.id as string;
};

describe('the demo seed', () => {
  it('publishes three programs on the demo platform (open, closing in days, closed) and one on the other', async () => {
    const demo = await programsOf('localhost', demoId, '?lang=en');
    expect(demo.map((p) => p.slug).sort()).toEqual([
      'bourses-jeunes-talents-2026',
      'residences-artistes-2026',
      'transition-ecologique-2027',
    ]);
    expect(demo.find((p) => p.slug === 'residences-artistes-2026')?.title).toBe('Artist Residencies 2026');
    const daysLeft = (slug: string) =>
      (Date.parse(demo.find((p) => p.slug === slug)?.closingAt ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft('transition-ecologique-2027')).toBeGreaterThan(50);
    expect(daysLeft('residences-artistes-2026')).toBeGreaterThan(2);
    expect(daysLeft('residences-artistes-2026')).toBeLessThan(4);
    expect(daysLeft('bourses-jeunes-talents-2026')).toBeLessThan(-13);
    expect((await programsOf('localhost', demoId, '?phase=open')).length).toBe(2);
    expect((await programsOf('localhost', demoId, '?phase=closed')).map((p) => p.slug)).toEqual([
      'bourses-jeunes-talents-2026',
    ]);
    const other = await programsOf('other.localhost', otherId);
    expect(other.map((p) => p.slug)).toEqual(['community-grants-2027']);
  });

  it('gives every program a public cover image that streams', async () => {
    for (const [host, platformId] of [
      ['localhost', demoId],
      ['other.localhost', otherId],
    ] as const) {
      for (const program of await programsOf(host, platformId)) {
        expect(program.coverImageUrl).toMatch(/^\/api\/portal\/platforms\//);
        const image = await t.request(host, { method: 'GET', url: program.coverImageUrl as string });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
      }
    }
  });

  it('puts every field type in the open program’s forms, translated into English, with valid conditions', async () => {
    const [program] = await t.database.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.slug, 'transition-ecologique-2027'));
    const rows = await t.database.db
      .select({ fields: forms.fields, translations: forms.translations })
      .from(forms)
      .where(eq(forms.programId, program?.id as string));
    const types = new Set<string>();
    const walk = (fields: readonly Field[]) => {
      for (const field of fields) {
        types.add(field.type);
        walk(field.fields ?? []);
        for (const section of field.sections ?? []) walk(section.fields);
      }
    };
    for (const row of rows) {
      const fields = row.fields as Field[];
      walk(fields);
      expect(findConditionProblems(fields)).toEqual([]);
      // Only the accordion's section names and the scale's labels stay French: forms cannot translate them.
      expect(findMissingTranslations(fields, row.translations as never, ['en'])).toEqual({ en: [] });
    }
    expect([...types].sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('holds 40 applications to the closed program in every status, with tags, comments and files', async () => {
    const programId = await closedProgramId();
    const res = await t.get('localhost', `/api/user.programs/${programId}/responses?perPage=100`, { session: admin });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: string; status: string; tags: unknown[]; applicant: { name: string } }[];
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['draft', 'submitted', 'accepted', 'rejected']));
    expect(rows.filter((row) => row.tags.length > 0).length).toBeGreaterThan(15);
    expect(new Set(rows.map((row) => row.applicant.name)).size).toBe(40);

    const accepted = rows.find((row) => row.status === 'accepted') as { id: string };
    const detail = await t.get('localhost', `/api/user.programs/${programId}/responses/${accepted.id}`, {
      session: admin,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const { answers, events, comments } = detail.json().data;
    expect(events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['created', 'submitted', 'status']),
    );
    expect(comments.length).toBeGreaterThan(0);
    const dossier = (Object.values(answers)[0] as { dossier: { location: string; name: string } }).dossier;
    expect(dossier.name).toMatch(/\.pdf$/);
    const pdf = await t.get('localhost', dossier.location, { session: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const logs = await t.get('localhost', `/api/user.programs/${programId}/logs`, { session: admin });
    expect(logs.statusCode, logs.body).toBe(200);
    const entries = logs.json().data as { action: string; entity: string }[];
    expect(entries.map((log) => `${log.entity}:${log.action}`).sort()).toEqual([
      'program:create',
      'program:publish',
      'session:create',
      'session:create',
    ]);

    const db = t.database.db;
    const [{ value: commentCount } = { value: 0 }] = await db.select({ value: count() }).from(applicationComments);
    const [{ value: tagCount } = { value: 0 }] = await db.select({ value: count() }).from(applicationTags);
    expect(commentCount).toBeGreaterThan(20);
    expect(tagCount).toBeGreaterThan(20);
  });

  it('gives the closed program a jury round under way, with weighted criteria of every kind, after a closed pre-selection', async () => {
    const programId = await closedProgramId();
    const base = `/api/user.programs/${programId}/evaluation-sessions`;
    const res = await t.get('localhost', base, { session: admin });
    expect(res.statusCode, res.body).toBe(200);
    const sessions = res.json().data as {
      id: string;
      slug: string;
      status: string;
      criteriaCount: number;
      selectionCount: number;
      entry: { tagIds: string[]; source: string };
    }[];
    expect(sessions.map((session) => [session.slug, session.status])).toEqual([
      ['entretiens', 'draft'],
      ['jury-final', 'open'],
      ['preselection', 'closed'],
    ]);
    // The next round is fed by the final jury's shortlist: its top three, ties at the cut included.
    const interviews = sessions[0];
    expect(interviews?.entry.source).toBe('selection');
    expect(interviews?.selectionCount).toBeGreaterThanOrEqual(3);
    const entering = await t.get('localhost', `${base}/entretiens/applications?perPage=50`, { session: admin });
    expect(entering.json().data).toHaveLength(interviews?.selectionCount ?? -1);
    // The final round reads the finalists: its tag filter names a tag of the program.
    const tags = await t.get('localhost', `/api/user.programs/${programId}/tags?perPage=50`, { session: admin });
    const finalist = (tags.json().data as { id: string; name: string }[]).find((tag) => tag.name === 'Finaliste');
    expect(sessions[1]?.entry.tagIds).toEqual([finalist?.id]);

    const criteria = await t.get('localhost', `${base}/jury-final/criteria`, { session: admin });
    expect(criteria.statusCode, criteria.body).toBe(200);
    const rows = criteria.json().data as { kind: string; weight: number; labels: Record<string, string> }[];
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['score', 'single', 'multiple', 'text']));
    expect(rows.filter((row) => row.weight > 0).length).toBe(5);
    expect(rows.every((row) => row.labels.fr && row.labels.en)).toBe(true);
    const preselection = await t.get('localhost', `${base}/preselection/criteria`, { session: admin });
    expect(preselection.json().data.map((row: { kind: string }) => row.kind)).toEqual(['dropdown']);

    // Three jurors, two of whom accepted; one signs in on the portal and reads the session in English.
    const jurors = await t.get('localhost', `${base}/jury-final/jurors`, { session: admin });
    expect(jurors.statusCode, jurors.body).toBe(200);
    const seats = jurors.json().data as { email: string; status: string; account: string }[];
    expect(seats.map((seat) => seat.email).sort()).toEqual(DEMO_JURORS.map((juror) => juror.email).sort());
    expect(seats.filter((seat) => seat.status === 'accepted').length).toBe(2);
    expect(seats.every((seat) => seat.account === 'active')).toBe(true);
    const juror = await t.signIn('localhost', DEMO_JURORS[2].email, DEMO_ADMIN.password, 'public');
    const round = sessions[1]?.id;
    const mine = await t.get('localhost', `/api/portal/me/evaluation-sessions/${round}?lang=en`, { session: juror });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ name: 'Jury final 2026', acceptedAt: null, lang: 'en' });
    expect(mine.json().data.instructions).toContain('Please read each file');
  });

  it('shows the open program’s messagerie: a message sent to its first applicants, and a thread with a reply', async () => {
    const [open] = await t.database.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.slug, 'transition-ecologique-2027'));
    const base = `/api/user.programs/${open?.id}`;
    const batches = await t.get('localhost', `${base}/messages`, { session: admin });
    expect(batches.statusCode, batches.body).toBe(200);
    const [batch] = batches.json().data as { id: string; status: string; total: number; sent: number }[];
    expect(batch?.status).toBe('sent');
    expect(batch?.total).toBeGreaterThan(0);
    expect(batch?.sent).toBe(batch?.total);
    const [reply] = await t.database.db
      .select({ applicationId: messages.applicationId })
      .from(messages)
      .where(eq(messages.side, 'applicant'));
    const thread = await t.get('localhost', `${base}/applications/${reply?.applicationId}/messages`, {
      session: admin,
    });
    expect(thread.statusCode, thread.body).toBe(200);
    const sides = thread.json().data.map((message: { side: string }) => message.side);
    expect(sides.at(-2)).toBe('organizer');
    expect(sides.at(-1)).toBe('applicant');
  });

  it('lets a demo applicant sign in and read their own application', async () => {
    const session = await t.signIn('localhost', DEMO_APPLICANT.email, DEMO_ADMIN.password, 'public');
    const mine = await t.get('localhost', '/api/portal/me/responses', { session });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);
  });

  it('is fast, and a second run seeds nothing and duplicates nothing', async () => {
    expect(seedMs).toBeLessThan(30_000);
    const db = t.database.db;
    const totals = async () =>
      Promise.all(
        [users, programs, applications, files, forms].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
        ),
      );
    const before = await totals();
    expect(await seedDemo(db, t.app.deps.services.storage)).toBe(false);
    expect(await totals()).toEqual(before);
  });
});

describe('default legal texts', () => {
  it('answers every legal page in each of the ten languages, with the platform’s name and contact', async () => {
    for (const kind of PLATFORM_PAGE_KINDS) {
      const seen = new Set<string>();
      for (const lang of LOCALES) {
        const res = await t.request('localhost', {
          method: 'GET',
          url: `/api/portal/platforms/${demoId}/pages/${kind}?lang=${lang}`,
        });
        expect(res.statusCode).toBe(200);
        const page = res.json().data;
        expect(page).toMatchObject({ kind, lang, updatedAt: null });
        expect(page.content).toContain('OpenCall Démo');
        expect(page.content).not.toMatch(/\{\{|\}\}/);
        // What the editor would save is what is shown: the defaults pass the rich-text sanitiser untouched.
        expect(sanitizeRichText(page.content)).toBe(page.content);
        seen.add(page.content);
      }
      expect(seen.size).toBe(LOCALES.length);
    }
    const notice = await t.request('localhost', {
      method: 'GET',
      url: `/api/portal/platforms/${demoId}/pages/legal-notices?lang=fr`,
    });
    expect(notice.json().data.content).toContain('<a href="mailto:contact@demo.localhost">contact@demo.localhost</a>');
    expect(notice.json().data.content).toContain('12 rue des Lilas, 69003 Lyon, France');
  });

  it('gives way to the platform’s own text once saved', async () => {
    const saved = await t.send(
      'localhost',
      {
        method: 'PUT',
        url: `/api/platforms/${demoId}/pages/cookies`,
        payload: { contents: { fr: '<p>Notre politique maison.</p>' } },
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await t.request('localhost', {
      method: 'GET',
      url: `/api/portal/platforms/${demoId}/pages/cookies?lang=en`,
    });
    expect(shown.json().data).toMatchObject({ lang: 'fr', content: '<p>Notre politique maison.</p>' });
  });
});
