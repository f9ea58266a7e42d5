import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { PASSWORD_MAX_LENGTH } from './password.rules';

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const Password = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH * 4));

/** The profile's own settings: names and the language mails and pages use. */
export const UpdateProfileBodySchema = z.object({
  firstname: Name,
  lastname: Name,
  locale: z.optional(z.nullable(LocaleSchema)),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** A new address, confirmed through a link mailed to it; the current password when the account has one. */
export const EmailChangeBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  password: z.optional(Password),
});

export const ChangePasswordBodySchema = z.object({ currentPassword: Password, password: Password });

/** The new access token of this browser: every other session of the account has ended. */
export const PasswordChangedSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.int(),
  signedOutElsewhere: z.literal(true),
});

export const EmailChangedSchema = z.object({ status: z.literal('ok'), email: z.string() });
