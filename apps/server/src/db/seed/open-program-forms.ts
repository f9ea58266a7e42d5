import type { DemoField } from './bilingual-form';

/**
 * The open program's three forms. Between them they hold every field type of SPEC §3 "Form
 * definition" (FIELD_TYPES): groups, accordion, every question, the validation field and the five
 * separators. The demo's answers (applications part) fill them by the same references.
 */

const required = true;

export const HOLDER_FORM: DemoField[] = [
  { reference: 'holder_title', type: 'separator-title', content: ['Qui porte le projet ?', 'Who leads the project?'] },
  {
    reference: 'holder_intro',
    type: 'separator-text',
    content: [
      '<p>Ces informations nous permettent de vous contacter pendant l’instruction. Elles ne sont <strong>jamais publiées</strong>.</p>',
      '<p>This information lets us reach you while we review your project. It is <strong>never published</strong>.</p>',
    ],
  },
  {
    reference: 'contact',
    type: 'questions-group',
    title: ['Personne référente', 'Contact person'],
    fields: [
      { reference: 'firstname', type: 'text', title: ['Prénom', 'First name'], required },
      { reference: 'lastname', type: 'text', title: ['Nom', 'Last name'], required },
      { reference: 'email', type: 'email', title: ['Adresse e-mail', 'E-mail address'], required },
      {
        reference: 'phone',
        type: 'tel',
        title: ['Téléphone', 'Phone'],
        placeholder: ['06 12 34 56 78', '+44 20 7946 0000'],
      },
    ],
  },
  {
    reference: 'structure_type',
    type: 'radio',
    title: ['Vous candidatez en tant que', 'You apply as'],
    required,
    options: [
      { reference: 'association', text: ['Association', 'Non-profit organisation'] },
      { reference: 'company', text: ['Entreprise', 'Company'] },
      { reference: 'collective', text: ['Collectif informel', 'Informal group'] },
    ],
  },
  {
    reference: 'siret',
    type: 'siret-fr',
    title: ['Numéro SIRET', 'SIRET number'],
    description: ['<p>14 chiffres, pour les structures françaises.</p>', '<p>14 digits, for French organisations.</p>'],
    condition: { reference: 'structure_type', operator: 'oneOf', value: ['association', 'company'] },
  },
  {
    reference: 'siren',
    type: 'siren-fr',
    title: ['Numéro SIREN de la structure mère', 'SIREN number of the parent organisation'],
  },
  {
    reference: 'founded_on',
    type: 'date',
    title: ['Date de création', 'Date founded'],
    rules: { maxDate: 'today' },
  },
  { reference: 'address', type: 'address', title: ['Adresse du siège', 'Registered address'], required },
  { reference: 'city', type: 'city', title: ['Ville principale d’action', 'Main city of action'] },
  { reference: 'country', type: 'country', title: ['Pays', 'Country'], required },
  {
    reference: 'website',
    type: 'url',
    title: ['Site web ou réseau social', 'Website or social network'],
    placeholder: ['https://', 'https://'],
  },
];

export const PROJECT_FORM = (images: { banner: string; choices: [string, string, string] }): DemoField[] => [
  { reference: 'project_banner', type: 'separator-image', content: images.banner },
  { reference: 'project_name', type: 'text', title: ['Nom du projet', 'Project name'], required, rules: { max: 80 } },
  {
    reference: 'summary',
    type: 'textarea',
    title: ['Résumé du projet', 'Project summary'],
    description: [
      '<p>En quelques phrases : le besoin, l’action, le public.</p>',
      '<p>In a few sentences: the need, the action, the people.</p>',
    ],
    required,
    rules: { minCharacters: 50, maxCharacters: 1500 },
  },
  {
    reference: 'theme',
    type: 'select',
    title: ['Thématique principale', 'Main theme'],
    required,
    options: [
      { reference: 'food', text: ['Alimentation durable', 'Sustainable food'] },
      { reference: 'mobility', text: ['Mobilités douces', 'Active mobility'] },
      { reference: 'energy', text: ['Énergie et sobriété', 'Energy and sufficiency'] },
      { reference: 'biodiversity', text: ['Biodiversité en ville', 'Urban biodiversity'] },
      { reference: 'reuse', text: ['Réemploi et réparation', 'Reuse and repair'] },
    ],
  },
  {
    reference: 'audiences',
    type: 'checkbox',
    title: ['Publics visés', 'Target audiences'],
    required,
    rules: { minArrayLength: 1, maxArrayLength: 3 },
    options: [
      { reference: 'youth', text: ['Jeunes', 'Young people'] },
      { reference: 'families', text: ['Familles', 'Families'] },
      { reference: 'seniors', text: ['Seniors', 'Older people'] },
      { reference: 'students', text: ['Étudiants', 'Students'] },
      { reference: 'all', text: ['Tout public', 'Everyone'] },
    ],
  },
  {
    reference: 'visual_style',
    type: 'picture-choice',
    title: ['Quelle image représente le mieux votre projet ?', 'Which picture fits your project best?'],
    options: [
      { reference: 'sunrise', text: ['Lever de soleil', 'Sunrise'], image: images.choices[0] },
      { reference: 'forest', text: ['Forêt', 'Forest'], image: images.choices[1] },
      { reference: 'river', text: ['Rivière', 'River'], image: images.choices[2] },
    ],
  },
  {
    reference: 'already_started',
    type: 'yes-no',
    title: ['Le projet a-t-il déjà démarré ?', 'Has the project already started?'],
    required,
  },
  {
    reference: 'progress',
    type: 'textarea',
    title: ['Où en êtes-vous ?', 'Where do you stand?'],
    required,
    condition: { reference: 'already_started', operator: 'equals', value: 'yes' },
  },
  {
    reference: 'maturity',
    type: 'linear-scale',
    title: ['Maturité du projet', 'Project maturity'],
    scale: { min: 1, max: 10, minLabel: 'Idée', maxLabel: 'Prêt à lancer' },
  },
  {
    reference: 'confidence',
    type: 'notation',
    title: ['Votre confiance dans le calendrier', 'Your confidence in the timeline'],
    scale: { min: 1, max: 5 },
  },
  {
    reference: 'details',
    type: 'accordion',
    sections: [
      {
        name: 'Impact attendu',
        fields: [
          {
            reference: 'impact',
            type: 'textarea',
            title: ['Impact social et environnemental', 'Social and environmental impact'],
          },
          {
            reference: 'beneficiaries',
            type: 'number',
            title: ['Nombre de bénéficiaires la première année', 'Beneficiaries in the first year'],
            rules: { minValue: 1 },
          },
        ],
      },
      {
        name: 'Partenaires',
        fields: [{ reference: 'partners', type: 'text', title: ['Partenaires engagés', 'Committed partners'] }],
      },
    ],
  },
  {
    reference: 'project_quote',
    type: 'separator-quote',
    content: [
      'Les petits projets locaux changent les habitudes plus vite que les grands discours.',
      'Small local projects change habits faster than big speeches.',
    ],
  },
  // Big Buck Bunny, the Blender Foundation's open film.
  { reference: 'project_video', type: 'separator-video', content: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
];

export const BUDGET_FORM: DemoField[] = [
  {
    reference: 'amount',
    type: 'number',
    title: ['Montant demandé (€)', 'Amount requested (€)'],
    required,
    rules: { minValue: 1000, maxValue: 30000 },
  },
  {
    reference: 'budget',
    type: 'table',
    title: ['Budget prévisionnel (€)', 'Provisional budget (€)'],
    rows: [
      { reference: 'staff', title: ['Personnel', 'Staff'] },
      { reference: 'equipment', title: ['Matériel', 'Equipment'] },
      { reference: 'communication', title: ['Communication', 'Communication'] },
    ],
    cols: [
      { reference: 'requested', title: ['Demandé', 'Requested'] },
      { reference: 'cofunding', title: ['Cofinancement', 'Co-funding'] },
    ],
  },
  {
    reference: 'team',
    type: 'simple-questions-group',
    title: ['Équipe du projet', 'Project team'],
    newGroupBtnLabel: ['Ajouter une personne', 'Add a person'],
    deleteConfirmationMsg: ['Retirer cette personne de l’équipe ?', 'Remove this person from the team?'],
    rules: { maxArrayLength: 6 },
    fields: [
      { reference: 'member_name', type: 'text', title: ['Nom complet', 'Full name'], required },
      { reference: 'member_role', type: 'text', title: ['Rôle', 'Role'] },
      { reference: 'member_email', type: 'email', title: ['E-mail', 'E-mail'] },
    ],
  },
  {
    reference: 'dossier',
    type: 'file',
    title: ['Dossier de présentation (PDF)', 'Presentation file (PDF)'],
    required,
  },
  { reference: 'photo', type: 'file', title: ['Une photo du projet', 'A photo of the project'] },
  {
    reference: 'eligibility',
    type: 'validation',
    title: ['Éligibilité vérifiée par l’équipe', 'Eligibility checked by the team'],
    status: 'pending',
  },
];

/** The closed program's single form: the 40 demo applications answer it. */
export const GRANT_FORM: DemoField[] = [
  {
    reference: 'project_title',
    type: 'text',
    title: ['Titre du projet', 'Project title'],
    required,
    rules: { max: 100 },
  },
  { reference: 'summary', type: 'textarea', title: ['Présentation', 'Presentation'], required },
  {
    reference: 'discipline',
    type: 'select',
    title: ['Discipline', 'Discipline'],
    required,
    options: [
      { reference: 'visual_arts', text: ['Arts visuels', 'Visual arts'] },
      { reference: 'music', text: ['Musique', 'Music'] },
      { reference: 'dance', text: ['Danse', 'Dance'] },
      { reference: 'design', text: ['Design', 'Design'] },
      { reference: 'writing', text: ['Écriture', 'Writing'] },
    ],
  },
  {
    reference: 'amount',
    type: 'number',
    title: ['Bourse demandée (€)', 'Grant requested (€)'],
    required,
    rules: { minValue: 500, maxValue: 5000 },
  },
  {
    reference: 'needs',
    type: 'checkbox',
    title: ['Besoins d’accompagnement', 'Support needed'],
    options: [
      { reference: 'mentoring', text: ['Mentorat', 'Mentoring'] },
      { reference: 'studio', text: ['Atelier ou studio', 'Workshop or studio'] },
      { reference: 'network', text: ['Mise en réseau', 'Networking'] },
      { reference: 'showcase', text: ['Diffusion', 'Showcasing'] },
    ],
  },
  {
    reference: 'first_project',
    type: 'yes-no',
    title: ['Est-ce votre premier projet ?', 'Is this your first project?'],
    required,
  },
  { reference: 'portfolio', type: 'url', title: ['Portfolio en ligne', 'Online portfolio'] },
  { reference: 'dossier', type: 'file', title: ['Dossier artistique (PDF)', 'Artistic file (PDF)'], required },
  { reference: 'visual', type: 'file', title: ['Un visuel de votre travail', 'A picture of your work'] },
];
