import { AppError } from '@opencall/shared/errors';
import { type DbHandle, shippedMigrationCount } from '../../db/client';
import * as systemRepository from './system.repository';

const shipped = shippedMigrationCount();

/** Ready means the database answers and has every migration this build ships. */
export async function checkReadiness(database: DbHandle) {
  let applied: number;
  try {
    applied = await systemRepository.appliedMigrationCount(database.db);
  } catch (cause) {
    throw new AppError('service_unavailable', { details: { database: 'unreachable' }, cause });
  }
  if (applied < shipped) {
    throw new AppError('service_unavailable', { details: { migrations: { applied, shipped } } });
  }
  return { status: 'ready' as const, database: database.driver, migrations: applied };
}
