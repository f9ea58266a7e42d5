import { type SQL, sql } from 'drizzle-orm';
import { platformMemberships, users } from './schema/auth';

/**
 * A person as one platform may see them, for queries joining `users` to that platform's
 * `platform_memberships`. Until the person joins, the platform knows them only by what its inviter
 * typed: the account's own names (typed on another platform, perhaps) and whether it has a password
 * are not this platform's to see (issue 11 §1).
 */
const hasJoined = sql`${platformMemberships.joinedAt} is not null`;
export const memberNames: { firstname: SQL<string>; lastname: SQL<string>; hasPassword: SQL<boolean> } = {
  firstname: sql<string>`case when ${hasJoined} then ${users.firstname} else coalesce(${platformMemberships.invitedFirstname}, '') end`,
  lastname: sql<string>`case when ${hasJoined} then ${users.lastname} else coalesce(${platformMemberships.invitedLastname}, '') end`,
  hasPassword: sql<boolean>`(${hasJoined} and ${users.passwordHash} is not null)`,
};

/** The columns of a member row: who they are to this platform and where their membership stands. */
export const memberColumns = {
  id: users.id,
  firstname: memberNames.firstname,
  lastname: memberNames.lastname,
  email: users.email,
  hasPassword: memberNames.hasPassword,
  membershipStatus: platformMemberships.status,
};
