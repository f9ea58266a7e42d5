import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@opencall/shared/applications';
import { type Field, validateAnswers } from '@opencall/shared/forms';
import { and, eq, inArray } from 'drizzle-orm';
import { searchTextOf } from '../../modules/applications';
import { BANNED_EMAIL_DOMAINS } from '../../modules/auth';
import { applicationComments, applicationEvents, applications, applicationTags, forms } from '../schema';
import { drawPicture, insertFiles, type StoredFile, seeded, storeFile, writeProjectPdf } from './assets';
import { type DemoPerson, type DemoProgram, type DemoSeedContext, daysFrom } from './context';
import { COMMENTS, grantAnswers, grantProject, openProgramAnswers, openProjectName } from './demo-answers';

type Answers = Record<string, Record<string, unknown>>;
type Status = ApplicationStatus;

/** The closed program's 40 applications: a few drafts never sent, then sent, accepted and rejected ones. */
const CLOSED_STATUSES: readonly Status[] = [
  ...Array<Status>(4).fill('draft'),
  ...Array<Status>(14).fill('submitted'),
  ...Array<Status>(10).fill('accepted'),
  ...Array<Status>(12).fill('rejected'),
];

interface Planned {
  row: typeof applications.$inferInsert & { id: string };
  person: DemoPerson;
  tags: string[];
  comments: string[];
}

/** An application of `person` to the program's category, searchable by its answers. */
function applicationRow(
  program: DemoProgram,
  categoryId: string,
  person: DemoPerson,
  values: Pick<Planned['row'], 'id' | 'status' | 'answers' | 'version' | 'submittedAt' | 'createdAt' | 'updatedAt'>,
): Planned['row'] {
  return {
    platformId: program.platformId,
    programId: program.id,
    categoryId,
    applicantId: person.id,
    searchText: searchTextOf(person, values.answers as Answers),
    ...values,
  };
}

/**
 * The shared form rules, run on each form step as the server runs them on a submit. A draft may lack
 * required answers but nothing it holds may be malformed. A demo that breaks its own forms stops here.
 */
async function assertValid(ctx: DemoSeedContext, program: DemoProgram, planned: readonly Planned[]) {
  const formIds = [...new Set(program.categories.flatMap((c) => c.steps.flatMap((s) => (s.formId ? [s.formId] : []))))];
  const rows = await ctx.db
    .select({ id: forms.id, fields: forms.fields })
    .from(forms)
    .where(and(eq(forms.platformId, program.platformId), inArray(forms.id, formIds)));
  const fieldsOf = new Map(rows.map((row) => [row.id, row.fields as Field[]]));
  for (const { row } of planned) {
    const category = program.categories.find((c) => c.id === row.categoryId);
    for (const step of category?.steps ?? []) {
      if (!step.formId) continue;
      const answers = (row.answers as Answers | undefined)?.[step.id] ?? {};
      const issues = validateAnswers(fieldsOf.get(step.formId) ?? [], answers, {
        bannedEmailDomains: BANNED_EMAIL_DOMAINS,
        today: ctx.now,
      });
      const relevant =
        row.status === 'draft' ? issues.filter((i) => i.rule !== 'required' && i.rule !== 'file-required') : issues;
      if (relevant.length)
        throw new Error(`demo seed: invalid answers in ${program.slug}: ${JSON.stringify(relevant)}`);
    }
  }
}

/** Rows of applications, their history, tags and comments, each kind in one statement. */
async function insertPlanned(ctx: DemoSeedContext, program: DemoProgram, planned: readonly Planned[]) {
  await assertValid(ctx, program, planned);
  const platformId = program.platformId;
  await ctx.db.insert(applications).values(planned.map((p) => p.row));
  const events = planned.flatMap(({ row, person }) => {
    const created = {
      platformId,
      applicationId: row.id,
      userId: person.id,
      action: 'created',
      toStatus: 'draft',
      createdAt: row.createdAt,
    };
    if (!row.submittedAt) return [created];
    const submitted = {
      ...created,
      action: 'submitted',
      fromStatus: 'draft',
      toStatus: 'submitted',
      createdAt: row.submittedAt,
    };
    if (row.status === 'submitted') return [created, submitted];
    const decided = {
      ...created,
      userId: ctx.adminId,
      action: 'status',
      fromStatus: 'submitted',
      toStatus: row.status,
      createdAt: row.updatedAt,
    };
    return [created, submitted, decided];
  });
  await ctx.db.insert(applicationEvents).values(events);
  const tagRows = planned.flatMap(({ row, tags }) =>
    tags.map((name) => ({
      platformId,
      applicationId: row.id,
      tagId: program.tags[name] as string,
      createdAt: row.updatedAt,
    })),
  );
  if (tagRows.length) await ctx.db.insert(applicationTags).values(tagRows);
  const commentRows = planned.flatMap(({ row, comments }) =>
    comments.map((body, n) => {
      const at = new Date((row.updatedAt as Date).getTime() - (comments.length - n) * 3_600_000);
      return {
        platformId,
        applicationId: row.id,
        authorId: ctx.adminId,
        body,
        visibility: n === 1 ? ('private' as const) : ('team' as const),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  if (commentRows.length) await ctx.db.insert(applicationComments).values(commentRows);
}

/** The closed program: 40 applications by 40 applicants, with files, tags and comments. */
async function seedClosedProgram(ctx: DemoSeedContext, program: DemoProgram, made: StoredFile[]) {
  const random = seeded(2026);
  const span = program.closingAt.getTime() - program.openingAt.getTime();
  const visuals = await Promise.all(
    [0, 1, 2, 3].map((n) =>
      drawPicture(
        [
          { from: '#364fc7', to: '#e64980', accents: ['#fcc2d7', '#ffffff'] },
          { from: '#0ca678', to: '#fab005', accents: ['#fff3bf', '#087f5b'] },
          { from: '#495057', to: '#ff922b', accents: ['#ffe8cc', '#212529'] },
          { from: '#5f3dc4', to: '#22b8cf', accents: ['#e5dbff', '#c5f6fa'] },
        ][n] as Parameters<typeof drawPicture>[0],
        40 + n,
        { width: 800, height: 600, format: 'jpeg' },
      ),
    ),
  );
  const planned: Planned[] = [];
  for (const [index, status] of CLOSED_STATUSES.entries()) {
    const person = ctx.people[index] as DemoPerson;
    const id = randomUUID();
    const createdAt = new Date(program.openingAt.getTime() + span * (0.05 + 0.85 * (index / CLOSED_STATUSES.length)));
    const submittedAt = status === 'draft' ? null : new Date(createdAt.getTime() + (1 + random() * 4) * 86_400_000);
    const decidedAt = status === 'accepted' || status === 'rejected' ? daysFrom(ctx.now, -10 + random() * 8) : null;
    const updatedAt = decidedAt ?? submittedAt ?? new Date(createdAt.getTime() + 3_600_000);
    const project = grantProject(person, index);
    const files: { dossier?: StoredFile; visual?: StoredFile } = {};
    if (status !== 'draft') {
      const bytes = await writeProjectPdf({
        title: project.title,
        author: `${person.firstname} ${person.lastname}`,
        lines: [
          grantAnswers(person, index, {}, false).summary as string,
          person.locale === 'fr'
            ? 'Calendrier : recherche et rencontres le premier trimestre, création le deuxième, restitution publique le troisième.'
            : 'Timeline: research and meetings in the first quarter, creation in the second, public showing in the third.',
        ],
      });
      files.dossier = await storeFile(ctx.storage, {
        platformId: program.platformId,
        bytes,
        name: person.locale === 'fr' ? 'dossier-artistique.pdf' : 'artistic-file.pdf',
        mime: 'application/pdf',
        visibility: 'private',
        ownerId: person.id,
        applicationId: id,
        createdAt,
      });
      if (index % 3 === 0) {
        files.visual = await storeFile(ctx.storage, {
          platformId: program.platformId,
          bytes: visuals[index % visuals.length] as Buffer,
          name: person.locale === 'fr' ? 'visuel.jpg' : 'picture.jpg',
          mime: 'image/jpeg',
          visibility: 'private',
          ownerId: person.id,
          applicationId: id,
          createdAt,
        });
      }
      made.push(...Object.values(files));
    }
    const category = program.categories[index < 28 ? 0 : 1] as DemoProgram['categories'][number];
    const formStep = category.steps.find((step) => step.type === 'form') as { id: string };
    const answers = { [formStep.id]: grantAnswers(person, index, files, status !== 'draft') };
    const tags: string[] = [];
    if (status === 'accepted') tags.push('Finaliste');
    if (status === 'accepted' && index % 3 === 0) tags.push('Coup de cœur');
    if (status === 'submitted' && index % 4 === 0) tags.push('À revoir');
    if (status === 'draft' || (status === 'rejected' && index % 4 === 1)) tags.push('Dossier incomplet');
    if (person.locale === 'en' && index % 2 === 0) tags.push('International');
    const comments =
      status === 'draft' || index % 5 === 4
        ? []
        : [
            COMMENTS[index % COMMENTS.length] as string,
            ...(index % 3 === 0 ? [COMMENTS[(index + 5) % COMMENTS.length] as string] : []),
          ];
    planned.push({
      person,
      tags,
      comments,
      row: applicationRow(program, category.id, person, {
        id,
        status,
        answers,
        version: status === 'draft' ? 2 : 4,
        submittedAt,
        createdAt,
        updatedAt,
      }),
    });
  }
  await insertPlanned(ctx, program, planned);
}

/** The open program: a few applications in progress, answering every field type. */
async function seedOpenProgram(ctx: DemoSeedContext, program: DemoProgram, made: StoredFile[]) {
  const photo = await drawPicture({ from: '#2b8a3e', to: '#fab005', accents: ['#ebfbee', '#ffec99'] }, 77, {
    width: 800,
    height: 600,
    format: 'jpeg',
  });
  const who = [0, 24, 1, 25, 2, 26].map((n) => ctx.people[n] as DemoPerson);
  const planned: Planned[] = [];
  for (const [index, person] of who.entries()) {
    const id = randomUUID();
    const complete = index < 4;
    const createdAt = daysFrom(ctx.now, -15 + index * 2);
    const submittedAt = complete ? daysFrom(ctx.now, -12 + index * 2) : null;
    const name = person.locale === 'fr' ? 'dossier-projet.pdf' : 'project-file.pdf';
    const dossier = await storeFile(ctx.storage, {
      platformId: program.platformId,
      bytes: await writeProjectPdf({
        title: openProjectName(person, index),
        author: `${person.firstname} ${person.lastname}`,
        lines: [
          person.locale === 'fr'
            ? 'Présentation détaillée, budget et calendrier du projet.'
            : 'Detailed presentation, budget and timeline of the project.',
        ],
      }),
      name,
      mime: 'application/pdf',
      visibility: 'private',
      ownerId: person.id,
      applicationId: id,
      createdAt,
    });
    const photoFile =
      index % 2 === 0
        ? await storeFile(ctx.storage, {
            platformId: program.platformId,
            bytes: photo,
            name: 'photo.jpg',
            mime: 'image/jpeg',
            visibility: 'private',
            ownerId: person.id,
            applicationId: id,
            createdAt,
          })
        : undefined;
    made.push(dossier, ...(photoFile ? [photoFile] : []));
    const category = program.categories[index % 2] as DemoProgram['categories'][number];
    const byForm = openProgramAnswers(person, index, { dossier, photo: photoFile }, complete);
    const formSteps = category.steps.filter((step) => step.type === 'form');
    const keys = ['holder', 'project', 'budget'] as const;
    const answers: Answers = Object.fromEntries(
      formSteps.map((step, n) => [step.id, byForm[keys[n] as (typeof keys)[number]]]),
    );
    planned.push({
      person,
      tags: complete && index % 2 === 0 ? ['Éligible'] : complete ? [] : ['À compléter'],
      comments: complete && index === 0 ? ['Premier dossier reçu, très complet. À présenter au comité.'] : [],
      row: applicationRow(program, category.id, person, {
        id,
        status: complete ? 'submitted' : 'draft',
        answers,
        version: 3,
        submittedAt,
        createdAt,
        updatedAt: submittedAt ?? createdAt,
      }),
    });
  }
  await insertPlanned(ctx, program, planned);
}

/** Part "applications": the closed program's 40 applications and the open program's first ones. */
export async function seedApplications(ctx: DemoSeedContext): Promise<void> {
  const { closed, open } = ctx.programs;
  if (!closed || !open) throw new Error('demo seed: the programs part must run before the applications part');
  const made: StoredFile[] = [];
  await seedClosedProgram(ctx, closed, made);
  await seedOpenProgram(ctx, open, made);
  await insertFiles(ctx, made);
}
