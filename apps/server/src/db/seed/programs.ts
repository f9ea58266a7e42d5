import { randomUUID } from 'node:crypto';
import { categories, forms, programLogs, programs, tags } from '../schema';
import { drawPicture, insertFiles, type Palette, publicAddress, type StoredFile, storeFile } from './assets';
import { type Bi, bilingualForm, type DemoField } from './bilingual-form';
import { type DemoProgram, type DemoSeedContext, daysFrom } from './context';
import { BUDGET_FORM, GRANT_FORM, HOLDER_FORM, PROJECT_FORM } from './open-program-forms';

type Role = 'open' | 'closingSoon' | 'closed' | 'other';

interface StepPlan {
  type: 'form' | 'textarea';
  title: Record<string, string>;
  /** A form of the program by its key, or the text of a textarea step per language. */
  form?: string;
  content?: Record<string, string>;
}

interface ProgramPlan {
  role: Role;
  platform: 'demo' | 'other';
  slug: string;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  supportedLangs: string[];
  defaultLang: string;
  /** Days from now. */
  opening: number;
  closing: number;
  palette: Palette;
  coverAlt: Record<string, string>;
  forms: Record<string, { title: string; fields: DemoField[] }>;
  categories: { titles: Record<string, string>; steps: StepPlan[] }[];
  tags?: { name: string; color: string }[];
  contactEmail: string;
}

const both = ([fr, en]: Bi) => ({ fr, en });

const RULES: Bi = [
  '<h2>Règlement en bref</h2><ul><li>Un seul dossier par structure.</li><li>Le projet se déroule dans l’année qui suit la décision.</li><li>Le jury se réunit trois semaines après la clôture ; chaque candidat reçoit une réponse motivée.</li></ul>',
  '<h2>Rules in short</h2><ul><li>One application per organisation.</li><li>The project takes place within a year of the decision.</li><li>The jury meets three weeks after closing; every applicant gets a reasoned answer.</li></ul>',
];

function plans(choiceImages: { banner: string; choices: [string, string, string] }): ProgramPlan[] {
  return [
    {
      role: 'open',
      platform: 'demo',
      slug: 'transition-ecologique-2027',
      titles: both(['Appel à projets Transition écologique 2027', 'Green Transition Call for Projects 2027']),
      descriptions: both([
        '<p>Vous portez une initiative locale qui réduit notre empreinte : jardins partagés, ateliers de réparation, covoiturage de quartier, sobriété énergétique… La Ville et ses partenaires soutiennent <strong>jusqu’à 30 000 €</strong> par projet, avec un accompagnement de six mois.</p><p>Les associations, les jeunes entreprises et les collectifs d’habitants peuvent candidater.</p>',
        '<p>You lead a local initiative that shrinks our footprint: shared gardens, repair workshops, neighbourhood car-sharing, energy sufficiency… The City and its partners fund <strong>up to €30,000</strong> per project, with six months of support.</p><p>Non-profits, start-ups and residents’ groups may apply.</p>',
      ]),
      supportedLangs: ['fr', 'en'],
      defaultLang: 'fr',
      opening: -20,
      closing: 61,
      palette: { from: '#0b6e4f', to: '#2c77ff', accents: ['#8fd694', '#f2f7f2'] },
      coverAlt: both(['Formes vertes et bleues évoquant la nature', 'Green and blue shapes suggesting nature']),
      contactEmail: 'transition@demo.localhost',
      forms: {
        holder: { title: 'Porteur du projet', fields: HOLDER_FORM },
        project: { title: 'Le projet', fields: PROJECT_FORM(choiceImages) },
        budget: { title: 'Budget et pièces jointes', fields: BUDGET_FORM },
      },
      categories: [
        {
          titles: both(['Association ou collectif', 'Non-profit or residents’ group']),
          steps: [
            { type: 'form', title: both(['Porteur du projet', 'Project lead']), form: 'holder' },
            { type: 'textarea', title: both(['Règlement', 'Rules']), content: both(RULES) },
            { type: 'form', title: both(['Le projet', 'The project']), form: 'project' },
            { type: 'form', title: both(['Budget et pièces', 'Budget and files']), form: 'budget' },
          ],
        },
        {
          titles: both(['Jeune entreprise', 'Start-up']),
          steps: [
            { type: 'form', title: both(['Porteur du projet', 'Project lead']), form: 'holder' },
            { type: 'form', title: both(['Le projet', 'The project']), form: 'project' },
            { type: 'form', title: both(['Budget et pièces', 'Budget and files']), form: 'budget' },
            { type: 'textarea', title: both(['Règlement', 'Rules']), content: both(RULES) },
          ],
        },
      ],
      tags: [
        { name: 'Éligible', color: '#2f9e44' },
        { name: 'À compléter', color: '#f08c00' },
      ],
    },
    {
      role: 'closingSoon',
      platform: 'demo',
      slug: 'residences-artistes-2026',
      titles: both(['Résidences d’artistes 2026', 'Artist Residencies 2026']),
      descriptions: both([
        '<p>Trois mois dans nos ateliers au bord de la Saône, une bourse de 4 500 € et une exposition de fin de résidence. Les candidatures ferment dans quelques jours : ne tardez pas !</p>',
        '<p>Three months in our studios on the banks of the Saône, a €4,500 grant and an end-of-residency exhibition. Applications close in a few days: don’t wait!</p>',
      ]),
      supportedLangs: ['fr', 'en'],
      defaultLang: 'fr',
      opening: -45,
      closing: 3,
      palette: { from: '#6a1b9a', to: '#f06595', accents: ['#ffd43b', '#ffffff'] },
      coverAlt: both(['Formes violettes et roses', 'Purple and pink shapes']),
      contactEmail: 'residences@demo.localhost',
      forms: { application: { title: 'Candidature', fields: GRANT_FORM } },
      categories: [
        {
          titles: both(['Résidence de création', 'Creation residency']),
          steps: [
            {
              type: 'textarea',
              title: both(['Avant de commencer', 'Before you start']),
              content: both([
                '<p>Préparez un dossier artistique en PDF (10 pages au plus) et, si vous le souhaitez, un visuel de votre travail.</p>',
                '<p>Prepare an artistic file as a PDF (10 pages at most) and, if you like, a picture of your work.</p>',
              ]),
            },
            { type: 'form', title: both(['Votre candidature', 'Your application']), form: 'application' },
          ],
        },
      ],
    },
    {
      role: 'closed',
      platform: 'demo',
      slug: 'bourses-jeunes-talents-2026',
      titles: both(['Bourses Jeunes Talents 2026', 'Young Talent Grants 2026']),
      descriptions: both([
        '<p>Des bourses de 500 à 5 000 € pour les créatrices et créateurs de moins de 30 ans, avec un an de mentorat. Les candidatures sont closes : le jury a rendu ses décisions.</p>',
        '<p>Grants from €500 to €5,000 for creators under 30, with a year of mentoring. Applications are closed: the jury has made its decisions.</p>',
      ]),
      supportedLangs: ['fr', 'en'],
      defaultLang: 'fr',
      opening: -120,
      closing: -14,
      palette: { from: '#c92a2a', to: '#f59f00', accents: ['#fff3bf', '#862e9c'] },
      coverAlt: both(['Formes rouges et orangées', 'Red and orange shapes']),
      contactEmail: 'talents@demo.localhost',
      forms: { application: { title: 'Dossier de candidature', fields: GRANT_FORM } },
      categories: [
        {
          titles: both(['Création', 'Creation']),
          steps: [{ type: 'form', title: both(['Dossier', 'Application']), form: 'application' }],
        },
        {
          titles: both(['Diffusion', 'Showcasing']),
          steps: [
            { type: 'form', title: both(['Dossier', 'Application']), form: 'application' },
            {
              type: 'textarea',
              title: both(['Engagements', 'Commitments']),
              content: both([
                '<p>Les lauréats présentent leur travail lors du festival de printemps et mentionnent le soutien reçu.</p>',
                '<p>Winners present their work at the spring festival and credit the support they received.</p>',
              ]),
            },
          ],
        },
      ],
      tags: [
        { name: 'Coup de cœur', color: '#e03131' },
        { name: 'À revoir', color: '#f08c00' },
        { name: 'Dossier incomplet', color: '#868e96' },
        { name: 'Finaliste', color: '#2f9e44' },
        { name: 'International', color: '#1971c2' },
      ],
    },
    {
      role: 'other',
      platform: 'other',
      slug: 'community-grants-2027',
      titles: {
        en: 'Community Grants 2027',
        nl: 'Buurtsubsidies 2027',
        it: 'Contributi di quartiere 2027',
      },
      descriptions: {
        en: '<p>Small grants of up to €2,000 for neighbourhood projects run by volunteers: street parties, repair cafés, reading clubs.</p>',
        nl: '<p>Kleine subsidies tot € 2.000 voor buurtprojecten van vrijwilligers: straatfeesten, repaircafés, leesclubs.</p>',
        it: '<p>Piccoli contributi fino a 2.000 € per progetti di quartiere gestiti da volontari: feste di strada, repair café, circoli di lettura.</p>',
      },
      supportedLangs: ['en', 'nl', 'it'],
      defaultLang: 'en',
      opening: -10,
      closing: 45,
      palette: { from: '#7a1f5c', to: '#f2b134', accents: ['#ffffff', '#ffd8a8'] },
      coverAlt: {
        en: 'Plum and amber shapes',
        nl: 'Pruimkleurige en amberkleurige vormen',
        it: 'Forme color prugna e ambra',
      },
      contactEmail: 'grants@other.localhost',
      forms: {
        application: {
          title: 'Application',
          fields: [
            { reference: 'project_name', type: 'text', title: ['Project name', 'Project name'], required: true },
            {
              reference: 'summary',
              type: 'textarea',
              title: ['What will you do?', 'What will you do?'],
              required: true,
            },
            {
              reference: 'amount',
              type: 'number',
              title: ['Amount (€)', 'Amount (€)'],
              rules: { minValue: 100, maxValue: 2000 },
            },
          ],
        },
      },
      categories: [
        {
          titles: { en: 'Neighbourhood project', nl: 'Buurtproject', it: 'Progetto di quartiere' },
          steps: [
            {
              type: 'form',
              title: { en: 'Your project', nl: 'Uw project', it: 'Il vostro progetto' },
              form: 'application',
            },
          ],
        },
      ],
    },
  ];
}

/** Part "programs": four published programs (three on the demo platform, one on the other), their forms, steps, tags and covers. */
export async function seedPrograms(ctx: DemoSeedContext): Promise<void> {
  const { demo, other } = ctx.platforms;
  const made: StoredFile[] = [];
  const publicImage = async (
    platformId: string,
    palette: Palette,
    seed: number,
    name: string,
    size: [number, number],
  ) => {
    const bytes = await drawPicture(palette, seed, { width: size[0], height: size[1], format: 'jpeg' });
    const file = await storeFile(ctx.storage, {
      platformId,
      bytes,
      name,
      mime: 'image/jpeg',
      visibility: 'public',
      ownerId: ctx.adminId,
      createdAt: daysFrom(ctx.now, -30),
    });
    made.push(file);
    return publicAddress(file);
  };
  const nature: Palette = { from: '#0b6e4f', to: '#74c0fc', accents: ['#d3f9d8', '#1864ab'] };
  const choiceImages = {
    banner: await publicImage(demo.id, nature, 7, 'bandeau-projet.jpg', [1200, 300]),
    choices: [
      await publicImage(
        demo.id,
        { from: '#f76707', to: '#ffd43b', accents: ['#fff9db', '#e8590c'] },
        11,
        'lever-de-soleil.jpg',
        [320, 200],
      ),
      await publicImage(
        demo.id,
        { from: '#2b8a3e', to: '#8ce99a', accents: ['#087f5b', '#ebfbee'] },
        12,
        'foret.jpg',
        [320, 200],
      ),
      await publicImage(
        demo.id,
        { from: '#1864ab', to: '#66d9e8', accents: ['#e7f5ff', '#0b7285'] },
        13,
        'riviere.jpg',
        [320, 200],
      ),
    ] as [string, string, string],
  };

  for (const [index, plan] of plans(choiceImages).entries()) {
    const platformId = plan.platform === 'demo' ? demo.id : other.id;
    const cover = await publicImage(platformId, plan.palette, 100 + index, `${plan.slug}.jpg`, [1200, 480]);
    const programId = randomUUID();
    const openingAt = daysFrom(ctx.now, plan.opening);
    const closingAt = daysFrom(ctx.now, plan.closing);
    const createdAt = daysFrom(ctx.now, plan.opening - 10);
    const publishedAt = daysFrom(ctx.now, plan.opening - 1);
    await ctx.db.insert(programs).values({
      id: programId,
      platformId,
      slug: plan.slug,
      titles: plan.titles,
      descriptions: plan.descriptions,
      defaultLang: plan.defaultLang,
      supportedLangs: plan.supportedLangs,
      status: 'active',
      visibility: 'public',
      openingAt,
      closingAt,
      timezone: 'Europe/Paris',
      publishedAt,
      publicConfig: { coverImageUrl: cover, coverImageAlt: plan.coverAlt, contactEmail: plan.contactEmail },
      createdBy: ctx.adminId,
      createdAt,
      updatedAt: createdAt,
    });
    // The program's history, as the back office would have written it: created, then published.
    await ctx.db.insert(programLogs).values([
      {
        platformId,
        programId,
        userId: ctx.adminId,
        action: 'create',
        entity: 'program',
        entityId: programId,
        before: null,
        after: { slug: plan.slug, titles: plan.titles, status: 'active' },
        createdAt,
      },
      {
        platformId,
        programId,
        userId: ctx.adminId,
        action: 'publish',
        entity: 'program',
        entityId: programId,
        before: { publishedAt: null },
        after: { publishedAt: publishedAt.toISOString() },
        createdAt: publishedAt,
      },
    ]);
    const formIds = Object.fromEntries(Object.keys(plan.forms).map((key) => [key, randomUUID()]));
    await ctx.db.insert(forms).values(
      Object.entries(plan.forms).map(([key, form]) => {
        const built = bilingualForm(form.fields);
        return {
          id: formIds[key] as string,
          platformId,
          programId,
          title: form.title,
          fields: built.fields,
          // The other platform's form is written in English: no French base to translate.
          translations: plan.platform === 'demo' ? built.translations : {},
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    const categoryRows = plan.categories.map((category, position) => ({
      id: randomUUID(),
      platformId,
      programId,
      titles: category.titles,
      position,
      steps: category.steps.map((step) => ({
        id: randomUUID(),
        type: step.type,
        titles: step.title,
        config:
          step.type === 'form'
            ? { form_id: formIds[step.form as string] }
            : { content: step.content?.[plan.defaultLang] ?? '' },
      })),
      createdAt,
      updatedAt: createdAt,
    }));
    await ctx.db.insert(categories).values(categoryRows);
    const tagRows = (plan.tags ?? []).map((tag) => ({ id: randomUUID(), platformId, programId, ...tag, createdAt }));
    if (tagRows.length) await ctx.db.insert(tags).values(tagRows);
    ctx.programs[plan.role] = {
      id: programId,
      platformId,
      slug: plan.slug,
      openingAt,
      closingAt,
      categories: categoryRows.map((category) => ({
        id: category.id,
        steps: category.steps.map((step) => ({ id: step.id, type: step.type, formId: step.config.form_id })),
      })),
      tags: Object.fromEntries(tagRows.map((tag) => [tag.name, tag.id])),
    } satisfies DemoProgram;
  }
  await insertFiles(ctx, made);
}
