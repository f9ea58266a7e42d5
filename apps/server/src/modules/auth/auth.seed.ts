import type { Db } from '../../db/client';
import { hashPassword } from './passwords';
import * as rolesRepository from './roles.repository';
import * as usersRepository from './users.repository';

export const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' } as const;
/** One of the demo's applicants (db/seed/people.ts); every one signs in with the administrator's password. */
export const DEMO_APPLICANT = { email: 'camille.martin@example.org' } as const;

/** The demo's administrator, so a newcomer can open the back office at once. */
export async function seedDemoAdmin(db: Db, platformIds: readonly string[]): Promise<void> {
  if (await usersRepository.findByEmail(db, DEMO_ADMIN.email)) return;
  const user = await usersRepository.insert(db, {
    email: DEMO_ADMIN.email,
    firstname: 'Demo',
    lastname: 'Admin',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    emailVerifiedAt: new Date(),
    locale: 'fr',
  });
  for (const platformId of platformIds) {
    await usersRepository.upsertMembership(db, platformId, user.id);
    const [admin] = await rolesRepository.findByKeys(db, platformId, ['platform_admin']);
    if (admin) await rolesRepository.grant(db, platformId, user.id, admin.id);
  }
}

/** A demo member (no password: nobody signs in as them), so the back office's member pages show someone. */
export async function seedDemoMember(db: Db, platformId: string): Promise<string> {
  const email = 'claude.martin@demo.localhost';
  const existing = await usersRepository.findByEmail(db, email);
  const user =
    existing ??
    (await usersRepository.insert(db, {
      email,
      firstname: 'Claude',
      lastname: 'Martin',
      emailVerifiedAt: new Date(),
      locale: 'fr',
    }));
  await usersRepository.joinPlatform(db, platformId, user.id);
  return user.id;
}
