import { dataOf } from '../common';
import { defineEndpoint } from '../http';
import {
  ChangePasswordBodySchema,
  EmailChangeBodySchema,
  EmailChangedSchema,
  PasswordChangedSchema,
  UpdateProfileBodySchema,
} from './account.schemas';
import { CheckYourEmailSchema, ProfileSchema, TokenBodySchema } from './auth.schemas';

const tags = ['auth'] as const;

/** The signed-in user's own account settings (the profile page). MFA has its own endpoints in `authApi`. */
export const accountApi = {
  updateProfile: defineEndpoint({
    method: 'PUT',
    url: '/api/profile',
    summary: 'Changes one’s own names and preferred language',
    tags,
    access: 'authenticated',
    schema: { body: UpdateProfileBodySchema, response: { 200: dataOf(ProfileSchema) } },
  }),
  requestEmailChange: defineEndpoint({
    method: 'POST',
    url: '/api/profile/email-change',
    summary: 'Mails a single-use confirmation link to the new address; the old one gets a notice',
    tags,
    access: 'authenticated',
    errors: ['current_password_invalid', 'email_in_use', 'email_not_accepted', 'rate_limited', 'session_expired'],
    schema: { body: EmailChangeBodySchema, response: { 200: dataOf(CheckYourEmailSchema) } },
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    url: '/api/auth/email-change/confirm',
    summary: 'Opens the link mailed to the new address: the account’s address becomes that one',
    tags,
    access: 'public',
    errors: ['link_invalid_or_expired', 'email_in_use'],
    schema: { body: TokenBodySchema, response: { 200: dataOf(EmailChangedSchema) } },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    url: '/api/profile/password',
    summary: 'Changes one’s password (the current one is required); ends the account’s other sessions',
    tags,
    access: 'authenticated',
    errors: ['current_password_invalid', 'password_rejected', 'session_expired'],
    schema: { body: ChangePasswordBodySchema, response: { 200: PasswordChangedSchema } },
  }),
};
