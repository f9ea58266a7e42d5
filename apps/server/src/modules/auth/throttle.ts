import { AppError } from '@opencall/shared/errors';
import type { Db } from '../../db/client';
import * as tokensRepository from './tokens.repository';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Issue limits: per account 10 failed sign-ins and 5 wrong MFA codes in 15 minutes; 5 reset mails an hour per account and per IP. */
export const LIMITS = {
  failedLogin: { max: 10, windowMs: 15 * MINUTE },
  wrongMfaCode: { max: 5, windowMs: 15 * MINUTE },
  resetMail: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** 429 rate_limited once `key` has reached its limit in the window. Counted in the database: shared by every server. */
export async function assertUnderLimit(db: Db, key: string, limit: Limit): Promise<void> {
  const count = await tokensRepository.countThrottleEvents(db, key, new Date(Date.now() - limit.windowMs));
  if (count >= limit.max)
    throw new AppError('rate_limited', { details: { retryAfterSeconds: Math.ceil(limit.windowMs / 1000) } });
}

export function recordAttempt(db: Db, key: string): Promise<void> {
  return tokensRepository.recordThrottleEvent(db, key);
}
