import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';

/** The accounts' own names, by id: who wrote a program's log lines. Unknown ids are left out. */
export async function accountNamesOf(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, { firstname: string; lastname: string }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** The languages people chose for their accounts (null: none chosen), by id: e-mails sent to them. */
export async function accountLocalesOf(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** Where and how to write to people, by id: their address, first name and chosen language (null: none). */
export async function accountContactsOf(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, { email: string; firstname: string; locale: string | null }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}
