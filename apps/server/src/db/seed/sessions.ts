import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_ADMIN, hashPassword } from '../../modules/auth';
import {
  criteria,
  evaluationSessions,
  platformMemberships,
  programLogs,
  roles,
  sessionJurors,
  userRoles,
  users,
} from '../schema';
import { type DemoSeedContext, daysFrom } from './context';

const both = ([fr, en]: [string, string]) => ({ fr, en });

/** The demo's jurors (password: the demo administrator's); the first two accepted, the third not yet. */
export const DEMO_JURORS = [
  { email: 'jury1@demo.localhost', firstname: 'Hélène', lastname: 'Marchand', locale: 'fr', panel: 'Arts visuels' },
  { email: 'jury2@demo.localhost', firstname: 'Karim', lastname: 'Benali', locale: 'fr', panel: 'Arts visuels' },
  { email: 'jury3@demo.localhost', firstname: 'Sarah', lastname: 'Collins', locale: 'en', panel: 'Écriture' },
] as const;

/**
 * Part "sessions": the closed program's jury round, open, with weighted criteria of every kind and
 * three jurors; a finished pre-selection before it, closed. Scores and the ranking join it as their
 * wings land.
 */
export async function seedSessions(ctx: DemoSeedContext): Promise<void> {
  const program = ctx.programs.closed;
  if (!program) return;
  const finalist = program.tags.Finaliste;
  const round = {
    id: randomUUID(),
    platformId: program.platformId,
    programId: program.id,
    slug: 'jury-final',
    name: 'Jury final 2026',
    status: 'open' as const,
    startsAt: daysFrom(ctx.now, -10),
    endsAt: daysFrom(ctx.now, 7),
    instructions: both([
      '<p>Merci de lire chaque dossier en entier avant de noter. Notez chaque critère de 0 à 10 et justifiez vos notes basses dans le commentaire.</p><p>Signalez tout conflit d’intérêts <strong>avant</strong> d’ouvrir un dossier.</p>',
      '<p>Please read each file in full before scoring. Score each criterion from 0 to 10 and explain low scores in the comment.</p><p>Declare any conflict of interest <strong>before</strong> opening a file.</p>',
    ]),
    // The final jury reads the finalists the pre-selection picked.
    entry: { statuses: ['submitted', 'accepted', 'rejected'], categoryIds: [], tagIds: finalist ? [finalist] : [] },
    scoreVisibility: 'after_own' as const,
    // The final jury reads the project first and the files last, blind: no name, no file names, no
    // portfolio address (it would name the artist).
    juryView: {
      questions: ['project_title', 'summary', 'discipline', 'needs', 'amount', 'first_project', 'dossier', 'visual'],
    },
    anonymization: { name: true, email: true, fileDetails: true, questions: ['portfolio'] },
    createdAt: daysFrom(ctx.now, -12),
    updatedAt: daysFrom(ctx.now, -10),
  };
  const preselection = {
    ...round,
    id: randomUUID(),
    slug: 'preselection',
    name: 'Présélection',
    status: 'closed' as const,
    startsAt: daysFrom(ctx.now, -13),
    endsAt: daysFrom(ctx.now, -11),
    instructions: both([
      '<p>Vérifiez que le dossier est complet et correspond au règlement.</p>',
      '<p>Check that the file is complete and meets the rules.</p>',
    ]),
    entry: { statuses: ['submitted', 'accepted', 'rejected'], categoryIds: [], tagIds: [] },
    scoreVisibility: 'never' as const,
    juryView: { questions: null },
    anonymization: { name: false, email: true, fileDetails: false, questions: [] },
    createdAt: daysFrom(ctx.now, -14),
    updatedAt: daysFrom(ctx.now, -11),
  };
  await ctx.db.insert(evaluationSessions).values([preselection, round]);

  const common = (sessionId: string) => ({ platformId: program.platformId, sessionId, descriptions: {}, group: {} });
  const score = (labels: [string, string], group: [string, string], weight: number, description: [string, string]) => ({
    kind: 'score' as const,
    labels: both(labels),
    group: both(group),
    descriptions: both(description),
    weight,
    required: true,
    settings: { min: 0, max: 10, step: 1 },
  });
  const rows = [
    score(['Originalité', 'Originality'], ['Projet', 'Project'], 3, [
      'Le projet propose-t-il une démarche singulière ?',
      'Does the project take a distinctive approach?',
    ]),
    score(['Qualité artistique', 'Artistic quality'], ['Projet', 'Project'], 3, [
      'Maîtrise du médium et cohérence de l’ensemble.',
      'Command of the medium and coherence of the whole.',
    ]),
    score(['Faisabilité', 'Feasibility'], ['Mise en œuvre', 'Delivery'], 2, [
      'Le calendrier et le budget sont-ils réalistes ?',
      'Are the schedule and the budget realistic?',
    ]),
    {
      kind: 'single' as const,
      labels: both(['Impact du mentorat', 'Benefit of mentoring']),
      group: both(['Mise en œuvre', 'Delivery']),
      descriptions: {},
      weight: 1,
      required: true,
      settings: {
        options: [
          { id: 'high', labels: both(['Décisif', 'Decisive']), points: 10 },
          { id: 'some', labels: both(['Utile', 'Useful']), points: 5 },
          { id: 'none', labels: both(['Faible', 'Small']), points: 0 },
        ],
      },
    },
    {
      kind: 'multiple' as const,
      labels: both(['Points forts', 'Strengths']),
      group: {},
      descriptions: {},
      weight: 1,
      required: false,
      settings: {
        options: [
          { id: 'territory', labels: both(['Ancrage local', 'Local roots']), points: 2 },
          { id: 'audience', labels: both(['Public élargi', 'New audiences']), points: 2 },
          { id: 'team', labels: both(['Équipe solide', 'Strong team']), points: 1 },
        ],
      },
    },
    {
      kind: 'text' as const,
      labels: both(['Commentaire pour le comité', 'Comment for the committee']),
      group: {},
      descriptions: {},
      weight: 0,
      required: true,
      settings: { minChars: 20, maxChars: 2000 },
    },
  ].map((row, position) => ({ ...common(round.id), ...row, id: randomUUID(), position }));
  const preselectionRows = [
    {
      ...common(preselection.id),
      id: randomUUID(),
      position: 0,
      kind: 'dropdown' as const,
      labels: both(['Dossier recevable', 'File admissible']),
      descriptions: {},
      group: {},
      weight: 1,
      required: true,
      settings: {
        options: [
          { id: 'yes', labels: both(['Oui', 'Yes']), points: 1 },
          { id: 'no', labels: both(['Non', 'No']), points: 0 },
        ],
      },
    },
  ];
  await ctx.db.insert(criteria).values([...rows, ...preselectionRows]);
  await seedJurors(ctx, program.id, round.id, program.platformId);
  await ctx.db.insert(programLogs).values(
    [preselection, round].map((session) => ({
      platformId: program.platformId,
      programId: program.id,
      userId: ctx.adminId,
      action: 'create',
      entity: 'session',
      entityId: session.id,
      before: null,
      after: { name: session.name, slug: session.slug, status: 'draft' },
      createdAt: session.createdAt,
    })),
  );
}

/** Three jurors of the final round: accounts of the demo platform holding the jury role on the program. */
async function seedJurors(ctx: DemoSeedContext, programId: string, sessionId: string, platformId: string) {
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  const joinedAt = daysFrom(ctx.now, -13);
  const people = await ctx.db
    .insert(users)
    .values(
      DEMO_JURORS.map(({ panel: _panel, ...person }) => ({
        ...person,
        passwordHash,
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => people.find((person) => person.email === email)?.id as string;
  await ctx.db.insert(platformMemberships).values(
    people.map((person) => ({
      platformId,
      userId: person.id,
      joinedAt,
      termsAcceptedAt: joinedAt,
      termsVersion: 'terms-of-use@unwritten',
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })),
  );
  const [jury] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.platformId, platformId), eq(roles.key, 'jury')));
  if (!jury) throw new Error('the demo platform has no jury role');
  await ctx.db
    .insert(userRoles)
    .values(people.map((person) => ({ platformId, userId: person.id, roleId: jury.id, programId })));
  await ctx.db.insert(sessionJurors).values(
    DEMO_JURORS.map((juror, index) => ({
      platformId,
      sessionId,
      userId: idOf(juror.email),
      panel: juror.panel,
      invitedBy: ctx.adminId,
      invitedAt: daysFrom(ctx.now, -12),
      acceptedAt: index < 2 ? daysFrom(ctx.now, -11 + index) : null,
    })),
  );
}
