import { dataOf } from '../common';
import { defineEndpoint } from '../http';
import { CheckYourEmailSchema, SignInResultSchema } from './auth.schemas';
import { JoinPlatformBodySchema } from './membership.schemas';

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
