import { AppError } from '@opencall/shared/errors';
import type { Db } from '../../db/client';
import * as tokensRepository from './tokens.repository';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * A limit that never locks: after `free` failures in the window, each further attempt waits
 * `baseMs` doubled per failure, up to `capMs`, counted from the latest failure.
 */
export interface DelayLimit {
  free: number;
  baseMs: number;
  capMs: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Issue limits: 5 wrong MFA codes per user in 15 minutes; 5 reset mails an hour per account and per IP. */
export const LIMITS = {
  wrongMfaCode: { max: 5, windowMs: 15 * MINUTE },
  resetMail: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * Password sign-in. The tight limit is per account *and* address, so whoever guesses from one
 * address slows only themself; the owner, from another address, is not stopped. One address
 * trying many accounts, and many addresses trying one account, meet looser limits of their own.
 */
export const SIGN_IN_DELAYS = {
  accountFromAddress: { free: 10, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  address: { free: 30, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  account: { free: 50, baseMs: SECOND, capMs: 5 * MINUTE, windowMs: 15 * MINUTE },
} satisfies Record<string, DelayLimit>;

/** 429 rate_limited once `key` has reached its limit in the window. Counted in the database: shared by every server. */
export async function assertUnderLimit(db: Db, key: string, limit: Limit): Promise<void> {
  const count = await tokensRepository.countThrottleEvents(db, key, new Date(Date.now() - limit.windowMs));
  if (count >= limit.max)
    throw new AppError('rate_limited', { details: { retryAfterSeconds: Math.ceil(limit.windowMs / 1000) } });
}

export function recordAttempt(db: Db, key: string): Promise<void> {
  return tokensRepository.recordThrottleEvents(db, [key]);
}

/** Milliseconds still to wait after `failures` failures, the latest at `lastAt`; 0 when free to try. */
export function remainingDelayMs(limit: DelayLimit, failures: number, lastAt: Date | null, now = Date.now()): number {
  if (failures < limit.free || !lastAt) return 0;
  const wait = Math.min(limit.capMs, limit.baseMs * 2 ** (failures - limit.free));
  return Math.max(0, lastAt.getTime() + wait - now);
}

/**
 * 429 rate_limited (with the seconds to wait) while any of the keys is still in its delay. One query
 * for all keys, over the longest window (the sign-in limits share theirs).
 */
export async function assertNoDelay(db: Db, checks: { key: string; limit: DelayLimit }[]): Promise<void> {
  const longest = Math.max(...checks.map((check) => check.limit.windowMs));
  const seen = await tokensRepository.summarizeThrottleEvents(
    db,
    checks.map((check) => check.key),
    new Date(Date.now() - longest),
  );
  let waitMs = 0;
  for (const { key, limit } of checks) {
    const summary = seen.get(key);
    if (summary) waitMs = Math.max(waitMs, remainingDelayMs(limit, summary.count, summary.lastAt));
  }
  if (waitMs > 0) throw new AppError('rate_limited', { details: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });
}

export async function recordFailures(db: Db, keys: string[]): Promise<void> {
  await tokensRepository.recordThrottleEvents(db, keys);
}

/** A success forgets the failures of those keys (the owner who finally typed it right starts afresh). */
export async function forgetFailures(db: Db, keys: string[]): Promise<void> {
  await tokensRepository.deleteThrottleEvents(db, keys);
}
