import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { SessionQuestionSchema } from '../evaluations/jury-view.schemas';
import { defineEndpoint } from '../http';
import {
  AddAcceptedBodySchema,
  CreateGalleryBodySchema,
  GalleryEntriesChangeSchema,
  GalleryEntryRowSchema,
  GalleryListQuerySchema,
  GallerySchema,
  PublicGalleryQuerySchema,
  PublicGallerySchema,
  ReplaceGalleryEntriesBodySchema,
  UpdateGalleryBodySchema,
} from './galleries.schemas';

const tags = ['galleries'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
/** A gallery by id or by its address in the program (`galleries/{gallerySlug}`). */
const GalleryParams = z.object({ programId: ProgramRefSchema, galleryId: ProgramRefSchema });
const base = '/api/user.programs/:programId/galleries';

export const galleriesApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The program’s galleries, newest first, keyset pages; search by name',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: GalleryListQuerySchema, response: { 200: listOf(GallerySchema) } },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: base,
    summary: 'Creates an unpublished gallery; an address the program already uses answers 409 slug_taken',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: { params: ProgramParams, body: CreateGalleryBodySchema, response: { 200: dataOf(GallerySchema) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: `${base}/:galleryId`,
    summary: 'One gallery, by id or address',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: GalleryParams, response: { 200: dataOf(GallerySchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: `${base}/:galleryId`,
    summary:
      'Changes a gallery: name, address, layout, texts, shown fields (the program’s own questions, else 400 validation_failed), publication',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: { params: GalleryParams, body: UpdateGalleryBodySchema, response: { 200: dataOf(GallerySchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:galleryId`,
    summary: 'Deletes a gallery and its list of entries (the applications stay)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: GalleryParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
  questions: defineEndpoint({
    method: 'GET',
    url: `${base}/:galleryId/questions`,
    summary: 'Every question of the program’s forms, in form order: what the fields may show',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: GalleryParams, response: { 200: dataOf(z.array(SessionQuestionSchema)) } },
  }),
  listEntries: defineEndpoint({
    method: 'GET',
    url: `${base}/:galleryId/entries`,
    summary: 'The gallery’s entries in their order, with each application’s reference, applicant and status',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: GalleryParams, response: { 200: dataOf(z.array(GalleryEntryRowSchema)) } },
  }),
  replaceEntries: defineEndpoint({
    method: 'PUT',
    url: `${base}/:galleryId/entries`,
    summary:
      'Saves the whole ordered list of entries (500 at most); each must be a submitted application of the program, once, else 400 validation_failed and nothing changes',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: GalleryParams,
      body: ReplaceGalleryEntriesBodySchema,
      response: { 200: dataOf(z.array(GalleryEntryRowSchema)) },
    },
  }),
  addAccepted: defineEndpoint({
    method: 'POST',
    url: `${base}/:galleryId/entries/accepted`,
    summary:
      'Appends the program’s accepted applications that are not in the gallery yet (`top` at most, first submitted first), within the 500 limit',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: GalleryParams,
      body: AddAcceptedBodySchema,
      response: { 200: dataOf(GalleryEntriesChangeSchema) },
    },
  }),
};

export const portalGalleriesApi = {
  get: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/programs/:programId/galleries/:id',
    summary:
      'SPEC §7: a published gallery (program by id or address), texts in `lang`; unpublished or unknown answers 404 not_found, except to a signed-in user who works on the program (a preview)',
    tags,
    access: 'public',
    errors: ['not_found'],
    schema: {
      params: z.object({ platformId: UuidSchema, programId: ProgramRefSchema, id: UuidSchema }),
      query: PublicGalleryQuerySchema,
      response: { 200: dataOf(PublicGallerySchema) },
    },
  }),
};
