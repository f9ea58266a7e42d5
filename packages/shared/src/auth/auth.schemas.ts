import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { PASSWORD_MAX_LENGTH } from './password.rules';

const Email = z.string().check(z.trim(), z.minLength(3), z.maxLength(254));
// Length rules are checked by the service so the answer carries the SPEC-style reason code.
const Password = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH * 4));
const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const Token = z.string().check(z.minLength(16), z.maxLength(512));

export const AreaSchema = z.enum(['admin', 'public']);
export type Area = z.infer<typeof AreaSchema>;

export const RegisterBodySchema = z.object({
  firstname: Name,
  lastname: Name,
  email: Email,
  password: Password,
  locale: z.optional(LocaleSchema),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** Same answer whether the address was new or known (no account enumeration). */
export const CheckYourEmailSchema = z.object({ status: z.literal('check_your_email') });

export const TokenBodySchema = z.object({ token: Token });

export const LoginBodySchema = z.object({ email: Email, password: Password, area: z._default(AreaSchema, 'public') });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SignInResultSchema = z.object({
  /** signed_in: tokens issued; mfa_required: send a code; mfa_enrollment_required: set MFA up first. */
  status: z.enum(['signed_in', 'mfa_required', 'mfa_enrollment_required']),
  accessToken: z.optional(z.string()),
  expiresIn: z.optional(z.int()),
  /** Short-lived proof of the password step, for the MFA step. */
  mfaToken: z.optional(z.string()),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const MfaCodeBodySchema = z.object({
  mfaToken: z.string(),
  code: z.string().check(z.trim(), z.minLength(6), z.maxLength(32)),
});

export const RefreshResultSchema = z.object({ accessToken: z.string(), expiresIn: z.int() });

export const ForgotPasswordBodySchema = z.object({ email: Email });
export const ResetPasswordBodySchema = z.object({ token: Token, password: Password });
export const FinalizeRegistrationBodySchema = z.object({
  token: Token,
  password: Password,
  firstname: z.optional(Name),
  lastname: z.optional(Name),
});

export const ProfileSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  superAdmin: z.boolean(),
  locale: z.nullable(LocaleSchema),
  mfaEnabled: z.boolean(),
  /** Permissions on this platform (union of the user's roles); every one when super admin. */
  permissions: z.array(z.string()),
  hasPrograms: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const RoleSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  programId: z.nullable(z.string()),
});
export type Role = z.infer<typeof RoleSchema>;

export const ConnectedPlatformSchema = z.object({ id: z.string(), name: z.string(), domainToUse: z.string() });

export const SocketAuthSchema = z.object({ userId: z.string(), expiresAt: z.int(), signature: z.string() });

export const MfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export const MfaEnableBodySchema = z.object({ code: z.string().check(z.trim(), z.minLength(6), z.maxLength(8)) });
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const PlatformSecuritySchema = z.object({ mfaRequiredForAdmins: z.boolean() });
