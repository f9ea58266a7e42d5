import * as z from 'zod/mini';
import { PERMISSIONS, PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  CategorySchema,
  ChangeProgramStatusBodySchema,
  CreateCategoryBodySchema,
  CreateProgramBodySchema,
  CreateTagBodySchema,
  KeysetLangQuerySchema,
  KeysetQuerySchema,
  LangQuerySchema,
  ProgramListQuerySchema,
  ProgramListSchema,
  ProgramLogSchema,
  ProgramSchema,
  ReorderCategoriesBodySchema,
  TagSchema,
  UpdateCategoryBodySchema,
  UpdateProgramBodySchema,
  UpdateTagBodySchema,
} from './programs.schemas';

const access = { permission: PERMISSIONS.programsAdministration };
const tags = ['programs'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
const CategoryParams = z.object({ programId: ProgramRefSchema, categoryId: UuidSchema });
const TagParams = z.object({ programId: ProgramRefSchema, tagId: UuidSchema });
const Deleted = dataOf(z.object({ id: z.string() }));

export const programsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs',
    summary:
      'Programs of one status bucket (all = active and archived), newest first, keyset pages: every program for a holder of program.collaborate on the platform, else those the user holds such a role on',
    tags,
    access: 'authenticated',
    schema: { query: ProgramListQuerySchema, response: { 200: ProgramListSchema } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId',
    summary: 'One program, its title and description in `lang` (else its default language)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: LangQuerySchema, response: { 200: dataOf(ProgramSchema) } },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs',
    summary: 'Creates an active program; 409 slug_taken when the platform already has the slug',
    tags,
    access,
    schema: { body: CreateProgramBodySchema, response: { 200: dataOf(ProgramSchema) } },
    errors: ['slug_taken'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId',
    summary: 'Changes the given settings of a program (not in the trash)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, body: UpdateProgramBodySchema, response: { 200: dataOf(ProgramSchema) } },
    errors: ['slug_taken'],
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/status',
    summary: 'Moves a program between the active and archived buckets',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: ProgramParams,
      body: ChangeProgramStatusBodySchema,
      response: { 200: dataOf(ProgramSchema) },
    },
  }),
  moveToTrash: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId',
    summary: 'Moves a program to the trash, remembering its status for a restore',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(ProgramSchema) } },
  }),
  publish: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/publish',
    summary: 'Publishes after the SPEC §5 check; 422 program_not_publishable lists the problems',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(ProgramSchema) } },
    errors: ['program_not_publishable'],
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/unpublish',
    summary: 'Withdraws a program from publication',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(ProgramSchema) } },
  }),
  logs: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/logs',
    summary: 'Changes made in a program, newest first: who, what, before and after',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ProgramParams,
      query: z.omit(KeysetQuerySchema, { search: true }),
      response: { 200: listOf(ProgramLogSchema) },
    },
  }),
};

export const programTrashApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/trash/programs',
    summary: 'Programs in the trash, newest first, keyset pages',
    tags,
    access,
    schema: { query: KeysetLangQuerySchema, response: { 200: listOf(ProgramSchema) } },
  }),
  restore: defineEndpoint({
    method: 'POST',
    url: '/api/trash/programs/:programId/restore',
    summary: 'Puts a program of the trash back in the bucket it was deleted from',
    tags,
    access,
    schema: { params: ProgramParams, response: { 200: dataOf(ProgramSchema) } },
  }),
  deleteForever: defineEndpoint({
    method: 'DELETE',
    url: '/api/trash/programs/:programId',
    summary: 'Deletes a program of the trash for good; a program not in the trash answers 404',
    tags,
    access,
    schema: { params: ProgramParams, response: { 200: Deleted } },
  }),
};

export const categoriesApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/categories',
    summary: 'The program’s categories in their order, with their steps, in one page',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: LangQuerySchema, response: { 200: listOf(CategorySchema) } },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/categories',
    summary: 'Adds a category at the end of the list',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, body: CreateCategoryBodySchema, response: { 200: dataOf(CategorySchema) } },
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/categories/order',
    summary: 'Puts the categories in the given order; `ids` must be exactly the program’s category ids',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: ProgramParams,
      body: ReorderCategoriesBodySchema,
      response: { 200: listOf(CategorySchema) },
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/categories/:categoryId',
    summary: 'Changes a category’s titles and/or replaces its ordered steps',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: CategoryParams, body: UpdateCategoryBodySchema, response: { 200: dataOf(CategorySchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/categories/:categoryId',
    summary: 'Deletes a category',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: CategoryParams, response: { 200: Deleted } },
  }),
};

export const tagsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/tags',
    summary: 'The program’s tags by name, keyset pages',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: KeysetQuerySchema, response: { 200: listOf(TagSchema) } },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/tags',
    summary: 'Adds a tag; a name the program already has answers 400 validation_failed',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, body: CreateTagBodySchema, response: { 200: dataOf(TagSchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/tags/:tagId',
    summary: 'Renames or recolours a tag',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: TagParams, body: UpdateTagBodySchema, response: { 200: dataOf(TagSchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/tags/:tagId',
    summary: 'Deletes a tag',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: TagParams, response: { 200: Deleted } },
  }),
};
