import * as z from 'zod/mini';
import { dataOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { AddTeamMemberBodySchema, ApplicationTeamSchema } from './team.schemas';

const tags = ['portal'] as const;
const ResponseParams = z.object({ responseId: UuidSchema });

export const applicationTeamApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/responses/:responseId/team',
    summary: "An application's team (owner, then members) as its owner or a member sees it; anyone else's answers 404",
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, response: { 200: dataOf(ApplicationTeamSchema) } },
  }),
  add: defineEndpoint({
    method: 'POST',
    url: '/api/portal/me/responses/:responseId/team',
    summary:
      'The owner adds an account of this platform by e-mail; 422 team_user_not_found, 409 team_member_exists / team_full, 403 team_owner_only',
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, body: AddTeamMemberBodySchema, response: { 200: dataOf(ApplicationTeamSchema) } },
    errors: ['team_owner_only', 'team_user_not_found', 'team_member_exists', 'team_full'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/api/portal/me/responses/:responseId/team/:userId',
    summary:
      'The owner removes a member, or a member leaves; access ends at once; 409 team_owner_cannot_leave, 403 team_owner_only',
    tags,
    access: 'authenticated',
    schema: {
      params: z.object({ responseId: UuidSchema, userId: UuidSchema }),
      response: { 200: dataOf(z.object({ userId: z.string() })) },
    },
    errors: ['team_owner_only', 'team_owner_cannot_leave'],
  }),
};
