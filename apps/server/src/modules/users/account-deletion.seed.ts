import type { Db } from '../../db/client';
import { seedDemoMember } from '../auth';
import * as repository from './account-deletion.repository';

/** The demo's `home/account-deletion` page starts with one request to process. */
export async function seedDemoDeletionRequest(db: Db, platformId: string): Promise<void> {
  const userId = await seedDemoMember(db, platformId);
  await repository.insertRequest(db, platformId, userId, 'Je ne participe plus aux appels à projets.');
}
