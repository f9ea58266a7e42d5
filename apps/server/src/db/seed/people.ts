import { DEMO_ADMIN, hashPassword } from '../../modules/auth';
import { platformMemberships, users } from '../schema';
import { type DemoPerson, type DemoSeedContext, daysFrom } from './context';

/** Applicants of the demo: French and English names, addresses under example.org (reserved for examples). */
const NAMES: readonly (readonly [string, string, 'fr' | 'en'])[] = [
  ['Camille', 'Martin', 'fr'],
  ['Léa', 'Bernard', 'fr'],
  ['Hugo', 'Dubois', 'fr'],
  ['Chloé', 'Thomas', 'fr'],
  ['Lucas', 'Robert', 'fr'],
  ['Manon', 'Richard', 'fr'],
  ['Théo', 'Petit', 'fr'],
  ['Inès', 'Durand', 'fr'],
  ['Nathan', 'Leroy', 'fr'],
  ['Jade', 'Moreau', 'fr'],
  ['Louis', 'Simon', 'fr'],
  ['Zoé', 'Laurent', 'fr'],
  ['Gabriel', 'Lefèvre', 'fr'],
  ['Clara', 'Michel', 'fr'],
  ['Arthur', 'Garcia', 'fr'],
  ['Louise', 'David', 'fr'],
  ['Jules', 'Bertrand', 'fr'],
  ['Alice', 'Roux', 'fr'],
  ['Raphaël', 'Vincent', 'fr'],
  ['Emma', 'Fournier', 'fr'],
  ['Noah', 'Morel', 'fr'],
  ['Anaïs', 'Girard', 'fr'],
  ['Mathis', 'André', 'fr'],
  ['Sarah', 'Mercier', 'fr'],
  ['Oliver', 'Smith', 'en'],
  ['Amelia', 'Jones', 'en'],
  ['Harry', 'Taylor', 'en'],
  ['Isla', 'Brown', 'en'],
  ['Jack', 'Williams', 'en'],
  ['Ava', 'Wilson', 'en'],
  ['George', 'Johnson', 'en'],
  ['Mia', 'Davies', 'en'],
  ['Noah', 'Robinson', 'en'],
  ['Grace', 'Wright', 'en'],
  ['Leo', 'Thompson', 'en'],
  ['Freya', 'Evans', 'en'],
  ['Arthur', 'Walker', 'en'],
  ['Lily', 'White', 'en'],
  ['Oscar', 'Hughes', 'en'],
  ['Emily', 'Green', 'en'],
  ['Charlie', 'Hall', 'en'],
  ['Sophie', 'Clarke', 'en'],
  ['Henry', 'Lewis', 'en'],
  ['Ella', 'Baker', 'en'],
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The address a demo applicant signs in with (password: the demo administrator's). */
export const demoApplicantEmail = (firstname: string, lastname: string) =>
  `${ascii(firstname)}.${ascii(lastname)}@example.org`;

/** Part "people": the applicants' accounts, verified, each a joined member of the demo platform. */
export async function seedPeople(ctx: DemoSeedContext): Promise<void> {
  // One hash for all: any demo applicant signs in with the demo password.
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  const rows = NAMES.map(([firstname, lastname, locale], index) => {
    const joinedAt = daysFrom(ctx.now, -150 + index * 2);
    return {
      email: demoApplicantEmail(firstname, lastname),
      firstname,
      lastname,
      locale,
      passwordHash,
      emailVerifiedAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    };
  });
  const inserted = await ctx.db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname });
  const byEmail = new Map(inserted.map((row) => [row.email, row]));
  ctx.people = rows.map((row): DemoPerson => {
    const user = byEmail.get(row.email);
    if (!user) throw new Error(`demo applicant ${row.email} was not inserted`);
    return { id: user.id, firstname: row.firstname, lastname: row.lastname, email: row.email, locale: row.locale };
  });
  await ctx.db.insert(platformMemberships).values(
    rows.map((row, index) => ({
      platformId: ctx.platforms.demo.id,
      userId: ctx.people[index]?.id as string,
      joinedAt: row.createdAt,
      termsAcceptedAt: row.createdAt,
      termsVersion: 'terms-of-use@unwritten',
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    })),
  );
}

/** The installation's operator: a super admin who signs in on any platform's back office. */
export const DEMO_OPERATOR = { email: 'operator@demo.localhost', firstname: 'Olivia', lastname: 'Opérateur' } as const;

export async function seedOperator(ctx: DemoSeedContext): Promise<void> {
  await ctx.db.insert(users).values({
    email: DEMO_OPERATOR.email,
    firstname: DEMO_OPERATOR.firstname,
    lastname: DEMO_OPERATOR.lastname,
    locale: 'fr',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    superAdmin: true,
    emailVerifiedAt: ctx.now,
  });
}
