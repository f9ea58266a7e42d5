import { inflateSync } from 'node:zlib';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { csvFile, importProgram, mappingOf } from '../../../../test/import-factories';
import { emailsTo, waitForEmail } from '../../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applicationEvents, applications, emailOutbox, users } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  adminId = a.id;
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = admin) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

const responsesUrl = (programId: string) => `/api/user.programs/${programId}/responses`;
const decisionsUrl = (programId: string) => `/api/user.programs/${programId}/decisions`;
const release = (programId: string, body: object, as: Session = admin) =>
  send('POST', `${decisionsUrl(programId)}/release`, body, as);
const pending = async (programId: string) => {
  const res = await get(decisionsUrl(programId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const decide = async (programId: string, id: string, status: string) => {
  const res = await send('PUT', `${responsesUrl(programId)}/${id}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const detail = async (programId: string, id: string) => (await get(`${responsesUrl(programId)}/${id}`)).json().data;

interface Person {
  id: string;
  email: string;
  session(): Promise<Session>;
}

/** An applicant of the platform, with a chosen language (`users.locale`) or none. */
async function person(firstname: string, locale: string | null = null): Promise<Person> {
  const user = await createUser(t.database.db, acme.id, { firstname, lastname: 'Test' });
  if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  let session: Session | undefined;
  return {
    id: user.id,
    email: user.email,
    session: async () => {
      session ??= await t.signIn(acme.host, user.email, TEST_PASSWORD);
      return session;
    },
  };
}

/** A published French program (English too) offering the applicant's PDF, with one application per person. */
async function programOf(people: { who: Person; status?: 'draft' | 'submitted'; deleted?: boolean }[]) {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, {
    publishedAt: new Date(),
    titles: { fr: 'Prix Vert', en: 'Green Prize' },
    features: { applicantPdf: true },
  });
  const category = await createCategory(db, acme.id, program.id);
  const ids: string[] = [];
  for (const entry of people) {
    const created = await createApplication(db, acme.id, program.id, {
      categoryId: category.id,
      applicantId: entry.who.id,
      status: entry.status ?? 'submitted',
      ...(entry.deleted && { deletedAt: new Date() }),
    });
    ids.push(created.id);
  }
  return { program, ids };
}

/** What the applicant reads of their application on the portal. */
async function seenBy(who: Person, id: string) {
  const res = await get(`/api/portal/me/responses/${id}`, await who.session());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.status as string;
}

const decisionMails = async (who: Person) =>
  (await emailsTo(t.database.db, who.email)).filter((mail) => mail.template.startsWith('decision_'));

/**
 * The text a PDF draws, decoded through the ToUnicode maps of its embedded fonts. Each hex run is
 * decoded with every font's map: a word drawn in any font is found (another font's reading of the
 * same run is noise, never a whole word).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not deflated (or a font file read past its end): no text there.
    }
  }
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  const maps = streams
    .filter((stream) => stream.includes('begincmap'))
    .map((cmap) => {
      const glyphs = new Map<number, string>();
      for (const [, from, list] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
        const entries = list?.match(/<[0-9a-f]*>/gi) ?? [];
        entries.forEach((entry, index) => {
          glyphs.set(Number.parseInt(from ?? '0', 16) + index, utf16(entry.slice(1, -1)));
        });
      }
      for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4,})>(?!\s*\[)/gi)) {
        glyphs.set(Number.parseInt(glyph ?? '0', 16), utf16(unicode ?? ''));
      }
      return glyphs;
    });
  const lines: string[] = [];
  for (const content of streams.filter((stream) => stream.includes(' Tf') && !stream.includes('begincmap'))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const glyphIds = (array?.match(/<[0-9a-f]+>/gi) ?? []).flatMap((hex) =>
        (hex.slice(1, -1).match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
      );
      for (const glyphs of maps) lines.push(glyphIds.map((id) => glyphs.get(id) ?? '?').join(''));
    }
  }
  return lines.join('\n');
}

describe('a decision stays internal until it is released', () => {
  it('shows the applicants "submitted", then their decision once released, each told once in their language', async () => {
    const ana = await person('Ana', 'en');
    const ben = await person('Ben');
    const cleo = await person('Cléo');
    const dan = await person('Dan');
    const eve = await person('Eve');
    const { program, ids } = await programOf([
      { who: ana },
      { who: ben },
      { who: cleo },
      { who: dan, status: 'draft' },
      { who: eve },
    ]);
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    await decide(program.id, a, 'accepted');
    await decide(program.id, b, 'waitlist');
    await decide(program.id, c, 'rejected');

    // Nothing told yet: the applicants read "submitted", on the page, in their list and in their PDF.
    expect(await seenBy(ana, a)).toBe('submitted');
    expect(await seenBy(ben, b)).toBe('submitted');
    expect(await seenBy(cleo, c)).toBe('submitted');
    const mine = await get(`/api/portal/me/responses?programId=${program.id}`, await ana.session());
    expect(mine.json().data.map((row: { status: string }) => row.status)).toEqual(['submitted']);
    const ownPdf = await get(`/api/portal/me/responses/${a}/pdf`, await ana.session());
    expect(ownPdf.statusCode, ownPdf.body).toBe(200);
    const organizerPdf = await get(`${responsesUrl(program.id)}/${a}/pdf`);
    expect(pdfText(organizerPdf.rawPayload)).toContain('Acceptée');
    expect(pdfText(ownPdf.rawPayload)).not.toContain('Acceptée');
    expect(pdfText(ownPdf.rawPayload)).toContain('Soumise');
    expect(await pending(program.id)).toEqual({ pending: 3, accepted: 1, waitlist: 1, rejected: 1, released: 0 });
    expect(await detail(program.id, a)).toMatchObject({ status: 'accepted', releasedStatus: null, releasedAt: null });
    for (const who of [ana, ben, cleo]) expect(await decisionMails(who)).toEqual([]);

    const res = await release(program.id, { all: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ released: 3 });
    expect(await pending(program.id)).toEqual({ pending: 0, accepted: 0, waitlist: 0, rejected: 0, released: 3 });
    expect(await seenBy(ana, a)).toBe('accepted');
    expect(await seenBy(ben, b)).toBe('waitlist');
    expect(await seenBy(cleo, c)).toBe('rejected');
    expect(await seenBy(dan, d)).toBe('draft');
    expect(await seenBy(eve, e)).toBe('submitted');
    const releasedPdf = await get(`/api/portal/me/responses/${a}/pdf`, await ana.session());
    expect(pdfText(releasedPdf.rawPayload)).toContain('Acceptée');

    // One e-mail each, of the decision's template, in the applicant's language (else the program's).
    const told = [
      { who: ana, id: a, template: 'decision_accepted', locale: 'en', subject: 'is accepted' },
      { who: ben, id: b, template: 'decision_waitlist', locale: 'fr', subject: "liste d'attente" },
      { who: cleo, id: c, template: 'decision_rejected', locale: 'fr', subject: 'Votre candidature à « Prix Vert »' },
    ];
    for (const { who, id, template, locale, subject } of told) {
      const mails = await decisionMails(who);
      expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([[template, locale]]);
      expect(mails[0]?.subject).toContain(subject);
      expect(mails[0]?.text).toContain(
        `http://${acme.host}/${locale}/applications/${program.slug}/apply?responseId=${id}`,
      );
    }
    expect((await decisionMails(ana))[0]?.subject).toContain('Green Prize');
    expect(await decisionMails(dan)).toEqual([]);
    expect(await decisionMails(eve)).toEqual([]);
    // The queue's worker takes them as any other mail.
    expect((await waitForEmail(t.database.db, ana.email, 'decision_accepted')).status).not.toBe('failed');

    // The history says who released what, and when.
    const told_a = await detail(program.id, a);
    expect(told_a).toMatchObject({ status: 'accepted', releasedStatus: 'accepted', releasedAt: expect.any(String) });
    expect(told_a.events.at(-1)).toMatchObject({
      action: 'decision_released',
      toStatus: 'accepted',
      user: { id: adminId },
    });
    const untold = await detail(program.id, e);
    expect(untold.releasedStatus).toBeNull();
    expect(untold.events.map((event: { action: string }) => event.action)).not.toContain('decision_released');

    // Releasing again tells nobody anything new.
    const again = await release(program.id, { all: true });
    expect(again.json().data).toEqual({ released: 0 });
    for (const who of [ana, ben, cleo]) expect(await decisionMails(who)).toHaveLength(1);
    const released = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.action, 'decision_released')));
    expect(released).toHaveLength(3);
  });

  it('makes a changed decision pending again while the applicant still reads the one they were told', async () => {
    const ana = await person('Ana');
    const { program, ids } = await programOf([{ who: ana }]);
    const [a] = ids as [string];
    await decide(program.id, a, 'accepted');
    await release(program.id, { all: true });

    await decide(program.id, a, 'rejected');
    expect(await pending(program.id)).toEqual({ pending: 1, accepted: 0, waitlist: 0, rejected: 1, released: 1 });
    expect(await seenBy(ana, a)).toBe('accepted');
    expect(await detail(program.id, a)).toMatchObject({ status: 'rejected', releasedStatus: 'accepted' });

    // Back to what they were told: nothing to tell.
    await decide(program.id, a, 'accepted');
    expect((await pending(program.id)).pending).toBe(0);
    expect((await release(program.id, { all: true })).json().data).toEqual({ released: 0 });

    await decide(program.id, a, 'waitlist');
    expect((await release(program.id, { all: true })).json().data).toEqual({ released: 1 });
    expect(await seenBy(ana, a)).toBe('waitlist');
    expect((await decisionMails(ana)).map((mail) => mail.template).sort()).toEqual([
      'decision_accepted',
      'decision_waitlist',
    ]);

    // Reopened for the applicant, the application is theirs again: a draft, no decision pending.
    await decide(program.id, a, 'draft');
    expect(await seenBy(ana, a)).toBe('draft');
    expect((await pending(program.id)).pending).toBe(0);
    expect((await release(program.id, { all: true })).json().data).toEqual({ released: 0 });
  });
});

describe('releasing some decisions', () => {
  it("releases only the chosen ones: never another program's, a draft, a submission or a trashed one", async () => {
    const [ana, ben, dan, eve, tom, xavier] = await Promise.all(
      ['Ana', 'Ben', 'Dan', 'Eve', 'Tom', 'Xavier'].map((name) => person(name)),
    );
    const mine = await programOf([
      { who: ana as Person },
      { who: ben as Person },
      { who: dan as Person, status: 'draft' },
      { who: eve as Person },
      { who: tom as Person },
    ]);
    const [a, b, d, e, trashed] = mine.ids as [string, string, string, string, string];
    const theirs = await programOf([{ who: xavier as Person }]);
    const [x] = theirs.ids as [string];
    await decide(mine.program.id, a, 'accepted');
    await decide(mine.program.id, b, 'accepted');
    await decide(mine.program.id, trashed, 'rejected');
    await send('DELETE', `${responsesUrl(mine.program.id)}/${trashed}`);
    await decide(theirs.program.id, x, 'accepted');
    expect(await pending(mine.program.id)).toMatchObject({ pending: 2, accepted: 2, rejected: 0 });

    const res = await release(mine.program.id, { applicationIds: [a, x, d, e, trashed] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ released: 1 });
    const releasedOf = async (id: string) =>
      (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.releasedStatus ?? null;
    expect(await releasedOf(a)).toBe('accepted');
    for (const id of [b, d, e, x, trashed]) expect(await releasedOf(id), id).toBeNull();
    expect(await pending(theirs.program.id)).toMatchObject({ pending: 1, released: 0 });
    expect(await decisionMails(xavier as Person)).toEqual([]);
    expect(await seenBy(ben as Person, b)).toBe('submitted');

    // The rest of the program: the trashed decision, the draft and the submission stay untold.
    expect((await release(mine.program.id, { all: true })).json().data).toEqual({ released: 1 });
    expect(await releasedOf(b)).toBe('accepted');
    for (const id of [d, e, trashed]) expect(await releasedOf(id), id).toBeNull();
    expect(await decisionMails(tom as Person)).toEqual([]);
    expect(await pending(mine.program.id)).toEqual({ pending: 0, accepted: 0, waitlist: 0, rejected: 0, released: 2 });
  });

  it('tells each applicant exactly once when two releases run at the same time', async () => {
    const people = await Promise.all(['Ana', 'Ben', 'Cléo', 'Dan'].map((name) => person(name)));
    const { program, ids } = await programOf(people.map((who) => ({ who })));
    for (const id of ids) await decide(program.id, id, 'accepted');
    const [first, second] = await Promise.all([
      release(program.id, { all: true }),
      release(program.id, { applicationIds: ids }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.released + second.json().data.released).toBe(4);
    for (const who of people) expect(await decisionMails(who)).toHaveLength(1);
  });

  it('refuses what is not a release: an empty body releases nothing (a client that lost its ids)', async () => {
    const ana = await person('Ana');
    const { program, ids } = await programOf([{ who: ana }]);
    await decide(program.id, ids[0] as string, 'accepted');
    expect((await release(program.id, { applicationIds: [] })).statusCode).toBe(400);
    expect((await release(program.id, { applicationIds: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await release(program.id, { all: false })).statusCode).toBe(400);
    const empty = await release(program.id, {});
    expect(empty.statusCode, empty.body).toBe(400);
    const other = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, other.id);
    expect((await release(foreign.id, { all: true })).statusCode).toBe(404);
    expect((await get(decisionsUrl(foreign.id))).statusCode).toBe(404);
    expect(await seenBy(ana, ids[0] as string)).toBe('submitted');
  });
});

describe('who may release', () => {
  it('lets a collaborator read the pending count but not release (403); a program manager releases', async () => {
    const db = t.database.db;
    const ana = await person('Ana');
    const { program, ids } = await programOf([{ who: ana }]);
    await decide(program.id, ids[0] as string, 'accepted');
    const collaborator = await createUser(db, acme.id, { roleKeys: ['collaborator'] });
    const asCollaborator = await t.signIn(acme.host, collaborator.email, TEST_PASSWORD, 'admin');
    expect((await get(decisionsUrl(program.id), asCollaborator)).statusCode).toBe(200);
    const refused = await release(program.id, { all: true }, asCollaborator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('missing_permissions');
    expect(await decisionMails(ana)).toEqual([]);
    expect(await seenBy(ana, ids[0] as string)).toBe('submitted');
    const applicant = await release(program.id, { all: true }, await ana.session());
    expect(applicant.statusCode).toBe(403);
    const anonymous = await t.send(acme.host, {
      method: 'POST',
      url: `${decisionsUrl(program.id)}/release`,
      payload: { all: true },
    });
    expect(anonymous.statusCode).toBe(401);

    const manager = await createUser(db, acme.id, { roleKeys: ['program_manager'] });
    const asManager = await t.signIn(acme.host, manager.email, TEST_PASSWORD, 'admin');
    expect((await release(program.id, { all: true }, asManager)).json().data).toEqual({ released: 1 });
    expect(await seenBy(ana, ids[0] as string)).toBe('accepted');
  });
});

describe('the waiting list across the workspace', () => {
  it('bulk status writes one history line per changed application and none for an unchanged one', async () => {
    const people = await Promise.all(['Ana', 'Ben', 'Cléo'].map((name) => person(name)));
    const { program, ids } = await programOf(people.map((who) => ({ who })));
    const [a, b, c] = ids as [string, string, string];
    await decide(program.id, c, 'waitlist');
    const eventsOf = async (id: string) =>
      (await detail(program.id, id)).events.filter((event: { action: string }) => event.action !== 'created');
    const before = await eventsOf(c);
    expect(before).toHaveLength(1);
    const versionOf = async (id: string) =>
      (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.version;
    const versionBefore = await versionOf(c);

    const bulk = await send('POST', `${responsesUrl(program.id)}/bulk`, {
      selection: { ids: [a, b, c] },
      action: 'status',
      status: 'waitlist',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    for (const id of [a, b]) {
      const events = await eventsOf(id);
      expect(events, id).toHaveLength(1);
      expect(events[0]).toMatchObject({
        action: 'status',
        fromStatus: 'submitted',
        toStatus: 'waitlist',
        user: { id: adminId },
      });
    }
    expect(await eventsOf(c)).toEqual(before);
    const rows = await t.database.db.select().from(applications).where(inArray(applications.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['waitlist', 'waitlist', 'waitlist']);
    expect(await versionOf(c)).toBe(versionBefore);

    // Filters read the waiting list; the decisions wait for their release.
    const listed = await get(`${responsesUrl(program.id)}?status=waitlist`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().pagination.totalFiltred).toBe(3);
    expect(await pending(program.id)).toMatchObject({ pending: 3, waitlist: 3 });
    expect(await seenBy(people[0] as Person, a)).toBe('submitted');

    // Reopened in bulk: a `reopened` line each.
    await send('POST', `${responsesUrl(program.id)}/bulk`, {
      selection: { ids: [a] },
      action: 'status',
      status: 'draft',
    });
    expect((await eventsOf(a)).map((event: { action: string }) => event.action)).toEqual(['status', 'reopened']);
  });

  it('reads "liste d\'attente" in an imported file as the waiting list', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const file = csvFile(
      "email;statut;projet\nwait-1@example.org;Liste d'attente;A\nwait-2@example.org;waitlist;B\nwait-3@example.org;peut-être;C\n",
    );
    const mapping = mappingOf(['email', 'status', `field:${s.project.id}:projet`], { categoryId: s.youth.id });
    const res = await send('POST', `/api/user.programs/${s.program.id}/imports/dry-run`, { ...file, mapping });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { status: string | null; outcome: string; errors: { code: string }[] }[];
    expect(rows.slice(0, 2).map((row) => [row.outcome, row.status])).toEqual([
      ['created', 'waitlist'],
      ['created', 'waitlist'],
    ]);
    expect(rows[2]?.errors.map((error) => error.code)).toEqual(['status_unknown']);
    const imported = await send('POST', `/api/user.programs/${s.program.id}/imports`, {
      ...csvFile("email;statut;projet\nwait-4@example.org;Liste d'attente;A\n"),
      mapping,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await pending(s.program.id)).toMatchObject({ pending: 1, waitlist: 1, released: 0 });
    // An imported decision is no release: nobody is told by e-mail.
    const told = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.template, 'decision_%'));
    expect(told.filter((mail) => mail.to === 'wait-4@example.org')).toEqual([]);
  });
});
