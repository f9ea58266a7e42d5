import { TtlCache } from '../../lib/ttl-cache';

// PERFORMANCE G4: the session-user query ran on every authenticated call and cost as much as the
// list it guarded. A row is kept one second on this server: every write here that changes what it
// holds (profile, session end, membership, roles on the platform or a program, and their
// permissions) forgets it at once; another server of the cluster sees such a change within that second.
// A user's permissions on one program are kept the same way, under a scope naming the program.
const entries = new TtlCache<unknown>(1000, 10_000);
/** Moves on every forget: a read that started before a write does not keep what it read. */
let generation = 0;
const key = (platformId: string, userId: string, scope = '') => `${userId}|${scope}|${platformId}`;

export async function cachedSessionUser<T>(
  platformId: string,
  userId: string,
  load: () => Promise<T | undefined>,
  scope?: string,
): Promise<T | undefined> {
  const k = key(platformId, userId, scope);
  const hit = entries.get(k);
  if (hit !== undefined) return hit as T;
  const seen = generation;
  const value = await load();
  if (value !== undefined && seen === generation) entries.set(k, value);
  return value;
}

/** The user changed (on every platform: profile, password, MFA, session end). */
export function forgetSessionUser(userId: string): void {
  generation++;
  entries.deleteWhere((k) => k.startsWith(`${userId}|`));
}

/** The user's membership or roles (on the platform or one of its programs) changed on one platform. */
export function forgetSessionUserOn(platformId: string, userId: string): void {
  generation++;
  entries.deleteWhere((k) => k.startsWith(`${userId}|`) && k.endsWith(`|${platformId}`));
}

/** A role's permissions changed: every user of the platform is read again. */
export function forgetPlatformSessionUsers(platformId: string): void {
  generation++;
  entries.deleteWhere((k) => k.endsWith(`|${platformId}`));
}
