import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, PageQuerySchema, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  CollaboratorSchema,
  InviteCollaboratorBodySchema,
  UpdateCollaboratorBodySchema,
} from './collaborators.schemas';

const tags = ['programs'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
const CollaboratorParams = z.object({ programId: ProgramRefSchema, userId: UuidSchema });

export const collaboratorsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/collaborators',
    summary: 'People holding a role on the program, by name, page by page; `search` matches name or email',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: PageQuerySchema, response: { 200: listOf(CollaboratorSchema) } },
  }),
  invite: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/collaborators',
    summary: 'Invites a person to the platform by email and replaces their roles on this program',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: ProgramParams,
      body: InviteCollaboratorBodySchema,
      response: { 200: dataOf(CollaboratorSchema) },
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/collaborators/:userId',
    summary: 'Replaces the roles a collaborator holds on this program',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: CollaboratorParams,
      body: UpdateCollaboratorBodySchema,
      response: { 200: dataOf(CollaboratorSchema) },
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/collaborators/:userId',
    summary: 'Removes a collaborator’s roles on this program (their platform membership stays)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: CollaboratorParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
};
