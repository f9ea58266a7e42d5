import type { StoredFile } from './assets';
import { fileAnswer } from './assets';
import type { DemoPerson } from './context';

/**
 * What the demo's applicants wrote. Every answer follows the shape the shared form rules expect
 * (field-validation.rules.ts); the applications part checks them with those rules before inserting.
 */

const FR_TITLES = [
  'Céramiques du quotidien',
  'La voix des quais',
  'Fresque des Pentes',
  'Chorégraphies pour halls d’immeuble',
  'Objets réparés, objets racontés',
  'Carnets de traversée',
  'Le bruit des ateliers',
  'Tissages urbains',
  'Portraits de marché',
  'Lumières de la Croix-Rousse',
  'Danse avec les machines',
  'Typographies sauvages',
  'Chants de travail',
  'Mobilier en bois flotté',
  'Le jardin sonore',
  'Récits de la Saône',
  'Affiches pour demain',
  'Corps en mouvement',
  'Lettres à mon quartier',
  'Atelier de gravure mobile',
  'Bande dessinée des banlieues',
  'Verre soufflé et recyclé',
  'Murmures de la ville',
  'Papiers découpés',
];

const EN_TITLES = [
  'Tidal Sketchbooks',
  'Songs from the Night Bus',
  'Clay Stories',
  'Dance on the Rooftops',
  'Repair Shop Portraits',
  'Letters to the River',
  'Printed Neighbours',
  'The Sound of Looms',
  'Light Between Buildings',
  'Small Press, Big Voices',
  'Found Wood Furniture',
  'Market Day Choir',
  'Moving Bodies',
  'Paper Cities',
  'Street Type Catalogue',
  'Glass from Bottles',
  'Echoes of the Docks',
  'Comics from the Estate',
  'Garden of Sounds',
  'Maps of Memory',
];

const DISCIPLINES = ['visual_arts', 'music', 'dance', 'design', 'writing'] as const;

const SUMMARIES: Record<'fr' | 'en', Record<(typeof DISCIPLINES)[number], string>> = {
  fr: {
    visual_arts:
      'Une série d’œuvres réalisées avec les habitants du quartier, exposées en plein air pendant un mois. La bourse financera les matériaux et trois ateliers ouverts.',
    music:
      'Un répertoire de chansons écrites à partir d’entretiens enregistrés dans les commerces du quartier, joué en concert gratuit à la fin du projet.',
    dance:
      'Une pièce chorégraphique pour quatre danseurs, créée dans des lieux du quotidien et présentée au festival de printemps avec une répétition publique.',
    design:
      'Des objets utiles dessinés à partir de matériaux de réemploi, prototypés en atelier partagé puis documentés pour que chacun puisse les refaire.',
    writing:
      'Un recueil de textes courts nourri de rencontres avec les habitants, publié en petite édition et lu à voix haute à la médiathèque.',
  },
  en: {
    visual_arts:
      'A series of works made with local residents and shown outdoors for a month. The grant will pay for materials and three open workshops.',
    music:
      'A set of songs written from interviews recorded in local shops, performed at a free concert at the end of the project.',
    dance:
      'A piece for four dancers, created in everyday places and presented at the spring festival with an open rehearsal.',
    design:
      'Useful objects designed from reclaimed materials, prototyped in a shared workshop, then documented so anyone can make them again.',
    writing:
      'A collection of short texts drawn from meetings with residents, printed in a small edition and read aloud at the library.',
  },
};

const NEEDS = ['mentoring', 'studio', 'network', 'showcase'] as const;

export interface GrantDraft {
  title: string;
  discipline: (typeof DISCIPLINES)[number];
}

/** The project of the closed program's applicant number `index`, in their language. */
export function grantProject(person: DemoPerson, index: number): GrantDraft {
  const titles = person.locale === 'fr' ? FR_TITLES : EN_TITLES;
  return {
    title: titles[index % titles.length] as string,
    discipline: DISCIPLINES[index % DISCIPLINES.length] as GrantDraft['discipline'],
  };
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A complete answer to GRANT_FORM; a draft holds only its first answers. */
export function grantAnswers(
  person: DemoPerson,
  index: number,
  files: { dossier?: StoredFile; visual?: StoredFile },
  complete: boolean,
): Record<string, unknown> {
  const project = grantProject(person, index);
  const answers: Record<string, unknown> = {
    project_title: project.title,
    summary: SUMMARIES[person.locale][project.discipline],
    discipline: project.discipline,
  };
  if (!complete) return answers;
  answers.amount = 500 + Math.floor(((index * 373) % 4500) / 50) * 50;
  answers.needs = NEEDS.filter((_, n) => (index + n) % 3 === 0);
  answers.first_project = index % 3 === 0 ? 'yes' : 'no';
  if (index % 2 === 0) answers.portfolio = `https://portfolio.example.org/${slugOf(project.title)}`;
  if (files.dossier) answers.dossier = fileAnswer(files.dossier);
  if (files.visual) answers.visual = fileAnswer(files.visual);
  return answers;
}

/** Completes a number with its Luhn key (French SIREN and SIRET numbers). */
export function withLuhnKey(prefix: string): string {
  for (let key = 0; key <= 9; key++) {
    const digits = `${prefix}${key}`;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable: one key of ten completes a Luhn number');
}

const OPEN_PROJECTS = [
  {
    fr: [
      'Le Repair Café des Pentes',
      'reuse',
      'Un atelier mensuel où des bénévoles apprennent aux habitants à réparer leurs appareils, vélos et vêtements plutôt que de les jeter.',
    ],
    en: [
      'The Hillside Repair Café',
      'reuse',
      'A monthly workshop where volunteers teach residents to repair their appliances, bikes and clothes instead of throwing them away.',
    ],
  },
  {
    fr: [
      'Potagers sur les toits',
      'food',
      'Transformer trois toits d’immeubles sociaux en potagers partagés, cultivés par les locataires avec l’aide d’un maraîcher.',
    ],
    en: [
      'Rooftop Vegetable Gardens',
      'food',
      'Turning three social-housing rooftops into shared vegetable gardens, grown by tenants with help from a market gardener.',
    ],
  },
  {
    fr: [
      'Vélos-cargos partagés',
      'mobility',
      'Une flotte de six vélos-cargos électriques réservables par les commerçants et les familles du quartier, avec formation à la conduite.',
    ],
    en: [
      'Shared Cargo Bikes',
      'mobility',
      'A fleet of six electric cargo bikes that local shops and families can book, with riding lessons included.',
    ],
  },
] as const;

/** The name of the open program's project number `index`, in its applicant's language. */
export const openProjectName = (person: DemoPerson, index: number): string =>
  (OPEN_PROJECTS[index % OPEN_PROJECTS.length] as (typeof OPEN_PROJECTS)[number])[person.locale][0];

/** Complete answers to the open program's three forms (every field type), keyed by form: holder, project, budget. */
export function openProgramAnswers(
  person: DemoPerson,
  index: number,
  files: { dossier: StoredFile; photo?: StoredFile },
  complete: boolean,
): { holder: Record<string, unknown>; project: Record<string, unknown>; budget: Record<string, unknown> } {
  const french = person.locale === 'fr';
  const [name, theme, summary] = (OPEN_PROJECTS[index % OPEN_PROJECTS.length] as (typeof OPEN_PROJECTS)[number])[
    person.locale
  ];
  const holder: Record<string, unknown> = {
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    phone: french ? `06 ${String(10 + index).padStart(2, '0')} 45 67 89` : `+44 20 7946 0${String(100 + index)}`,
    structure_type: index % 2 === 0 ? 'association' : 'collective',
    address: french ? `${4 + index} rue Burdeau, 69001 Lyon` : `${10 + index} Mill Lane, Bristol BS1 4QA`,
    city: french ? 'Lyon' : 'Bristol',
    country: french ? 'FR' : 'GB',
  };
  if (holder.structure_type === 'association') holder.siret = withLuhnKey(`8123456780${String(101 + index)}`);
  if (!complete) return { holder, project: { project_name: name }, budget: {} };
  holder.siren = withLuhnKey(`8123456${index % 10}`);
  holder.founded_on = `${2015 + index}-0${1 + (index % 9)}-15`;
  holder.website = `https://${slugOf(name)}.example.org`;
  const project: Record<string, unknown> = {
    project_name: name,
    summary,
    theme,
    audiences: index % 2 === 0 ? ['families', 'seniors'] : ['youth', 'students', 'all'],
    visual_style: ['sunrise', 'forest', 'river'][index % 3],
    already_started: index % 2 === 0 ? 'yes' : 'no',
    maturity: 4 + (index % 5),
    confidence: 3 + (index % 3),
    impact: french
      ? 'Moins de déchets, des liens entre voisins et des compétences transmises.'
      : 'Less waste, stronger ties between neighbours and skills passed on.',
    beneficiaries: 120 + index * 35,
    partners: french
      ? 'Maison de quartier, bailleur social, école Jean-Macé'
      : 'Community centre, housing association, local school',
  };
  if (project.already_started === 'yes') {
    project.progress = french
      ? 'Deux ateliers tests ont eu lieu au printemps, avec une trentaine de participants.'
      : 'Two pilot sessions took place in the spring, with about thirty people.';
  }
  const budget: Record<string, unknown> = {
    amount: 8000 + index * 2500,
    budget: {
      staff: { requested: String(4000 + index * 1000), cofunding: '1500' },
      equipment: { requested: String(3000 + index * 1000), cofunding: '800' },
      communication: { requested: '1000', cofunding: '0' },
    },
    team: [
      {
        member_name: `${person.firstname} ${person.lastname}`,
        member_role: french ? 'Coordination' : 'Coordinator',
        member_email: person.email,
      },
      { member_name: french ? 'Karim Benali' : 'Priya Shah', member_role: french ? 'Animation' : 'Facilitator' },
    ],
    dossier: fileAnswer(files.dossier),
  };
  if (files.photo) budget.photo = fileAnswer(files.photo);
  return { holder, project, budget };
}

/** Organizers' notes on applications, written by the demo administrator. */
export const COMMENTS = [
  'Projet solide, budget réaliste. Je propose de le retenir.',
  'Le dossier artistique est très convaincant, surtout les pages 3 à 5.',
  'Il manque le calendrier détaillé : à demander avant le jury.',
  'Portfolio superbe. Attention au montant demandé, un peu élevé pour un premier projet.',
  'Vu en entretien téléphonique : candidate très motivée, partenaires déjà trouvés.',
  'Hors critères : le projet se déroule en dehors de la métropole.',
  'Intéressant mais encore fragile. À suivre pour l’an prochain.',
  'Coup de cœur du comité de lecture.',
  'Le lieu de diffusion est confirmé par la médiathèque (mail du 12).',
  'Doublon possible avec un dossier de l’an dernier, vérifier.',
  'Très bon lien avec les habitants du quartier.',
  'Dossier complet, rien à signaler.',
] as const;
