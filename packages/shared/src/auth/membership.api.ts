import * as z from 'zod/mini';
import { dataOf } from '../common';
import { defineEndpoint } from '../http';
import { AreaSchema, CheckYourEmailSchema, SignInResultSchema } from './auth.schemas';

/**
 * What `403 platform_membership_required` carries: the account exists but has never joined this
 * platform. The token proves the sign-in step for a few minutes and allows only joining.
 */
export const MembershipRequiredDetailsSchema = z.object({ joinToken: z.string(), platformName: z.string() });
export type MembershipRequiredDetails = z.infer<typeof MembershipRequiredDetailsSchema>;

export const JoinPlatformBodySchema = z.object({
  joinToken: z.string().check(z.minLength(16), z.maxLength(2048)),
  /** The person ticked "I accept the terms of use" of this platform. */
  acceptTerms: z.literal(true),
  area: z._default(AreaSchema, 'public'),
});
export type JoinPlatformBody = z.infer<typeof JoinPlatformBodySchema>;

const tags = ['auth'] as const;

export const membershipApi = {
  join: defineEndpoint({
    method: 'POST',
    url: '/api/auth/join',
    summary:
      'Joins this platform with an existing account after its sign-in answered platform_membership_required; records the terms of use accepted',
    tags,
    access: 'public',
    schema: { body: JoinPlatformBodySchema, response: { 200: SignInResultSchema } },
    errors: ['session_expired', 'account_access_revoked', 'missing_permissions'],
  }),
  resendAccountValidation: defineEndpoint({
    method: 'POST',
    url: '/api/auth/account-validation/resend',
    summary: 'Sends the signed-in user a new account confirmation link (at most 3 an hour); nothing when confirmed',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(CheckYourEmailSchema) } },
    errors: ['rate_limited'],
  }),
};
