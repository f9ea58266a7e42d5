import * as z from 'zod/mini';
import { PERMISSIONS } from '../auth/permissions';
import { dataOf, listOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  AccountDeletionBodySchema,
  AccountDeletionListQuerySchema,
  AccountDeletionRequestSchema,
  MyAccountDeletionSchema,
} from './account-deletion.schemas';

const tags = ['users'] as const;

export const accountDeletionApi = {
  mine: defineEndpoint({
    method: 'GET',
    url: '/api/profile/account-deletion',
    summary: 'One’s own open request to delete the account on this platform, or null',
    tags,
    access: 'authenticated',
    schema: { response: { 200: dataOf(z.nullable(MyAccountDeletionSchema)) } },
  }),
  request: defineEndpoint({
    method: 'POST',
    url: '/api/profile/account-deletion',
    summary: 'Files a request to delete one’s account (one open request per account and platform)',
    tags,
    access: 'authenticated',
    schema: { body: AccountDeletionBodySchema, response: { 200: dataOf(MyAccountDeletionSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    url: '/api/account-deletion-requests',
    summary: 'Requests to delete accounts, unprocessed or processed: search by name or email, keyset pages',
    tags,
    access: { permission: PERMISSIONS.usersRead },
    schema: { query: AccountDeletionListQuerySchema, response: { 200: listOf(AccountDeletionRequestSchema) } },
  }),
  markProcessed: defineEndpoint({
    method: 'PUT',
    url: '/api/account-deletion-requests/:requestId/processed',
    summary: 'Marks a request processed (the account was dealt with)',
    tags,
    access: { permission: PERMISSIONS.adminsManage },
    schema: {
      params: z.object({ requestId: UuidSchema }),
      response: { 200: dataOf(AccountDeletionRequestSchema) },
    },
  }),
};
