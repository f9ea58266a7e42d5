import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformMemberships, users } from '../../db/schema/auth';

type Conn = Db | Tx;

// Multi-row inserts stay well under PostgreSQL's 65,535 parameters per statement.
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export interface KnownAccount {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Null when the person has no membership on the platform yet. */
  membership: 'active' | 'revoked' | null;
}

/** Accounts among these (normalised) addresses, with their membership on the platform. */
export async function findAccountsByEmail(
  db: Conn,
  platformId: string,
  emails: readonly string[],
): Promise<KnownAccount[]> {
  const found: KnownAccount[] = [];
  for (const part of chunks(emails)) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        membership: platformMemberships.status,
      })
      .from(users)
      .leftJoin(
        platformMemberships,
        and(eq(platformMemberships.userId, users.id), eq(platformMemberships.platformId, platformId)),
      )
      .where(inArray(users.email, part));
    found.push(...rows);
  }
  return found;
}

/**
 * Accounts without a password for new addresses (they set one through the reset or invitation
 * link); an address taken meanwhile keeps its account. Answers every address's account.
 */
export async function createAccountsWithoutPassword(
  db: Conn,
  platformId: string,
  people: readonly { email: string; firstname: string; lastname: string }[],
): Promise<KnownAccount[]> {
  for (const part of chunks(people)) {
    await db
      .insert(users)
      .values(part.map(({ email, firstname, lastname }) => ({ email, firstname, lastname })))
      .onConflictDoNothing({ target: users.email });
  }
  return findAccountsByEmail(
    db,
    platformId,
    people.map((person) => person.email),
  );
}

/**
 * Members of the platform from now on, as an administrator's invitation makes them: not joined until
 * they sign in and accept the terms, known here by the names the file gives (never an account's own
 * names from another platform: issue 11 §1). An existing membership (joined, or revoked) stays as it is.
 */
export async function addPendingMemberships(
  db: Conn,
  platformId: string,
  people: readonly { id: string; firstname: string; lastname: string }[],
): Promise<void> {
  for (const part of chunks(people)) {
    await db
      .insert(platformMemberships)
      .values(
        part.map((person) => ({
          platformId,
          userId: person.id,
          status: 'active' as const,
          joinedAt: null,
          invitedFirstname: person.firstname,
          invitedLastname: person.lastname,
        })),
      )
      .onConflictDoNothing();
  }
}
