import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { findPasswordLengthProblem, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { dictionary } from '@zxcvbn-ts/language-common';

// ASVS 5 / OWASP argon2id parameters.
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The most used and breached passwords: zxcvbn's 49k list plus our own in the product's languages, lower-cased.
const COMMON = new Set(
  [
    ...dictionary['passwords-common'],
    ...readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n'),
  ]
    .map((line) => String(line).trim().toLowerCase())
    .filter((line) => line.length >= PASSWORD_MIN_LENGTH),
);

export function findPasswordProblem(password: string): PasswordProblem | null {
  return (
    findPasswordLengthProblem(password) ?? (COMMON.has(password.trim().toLowerCase()) ? 'passwordTooCommon' : null)
  );
}

export function assertAcceptablePassword(password: string): void {
  const reason = findPasswordProblem(password);
  if (reason) throw new AppError('password_rejected', { details: { field: 'password', reason } });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verifying against this when the account does not exist costs the same time as a real check.
const DUMMY_HASH = hash('opencall-dummy-password-for-timing', ARGON2);

/** Same work whether or not the account exists, so timing tells nothing about which addresses have one. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
