export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS: at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';

/** Length rules a page can check as the user types; the common-password list is checked by the server. */
export function findPasswordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}
