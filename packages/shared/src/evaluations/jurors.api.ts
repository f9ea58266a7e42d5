import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, LocaleSchema, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  AcceptJurySessionBodySchema,
  InviteJurorBodySchema,
  JurorSchema,
  JurorSessionSchema,
  MyJurySessionSchema,
  UpdateJurorBodySchema,
} from './jurors.schemas';

const tags = ['evaluations'] as const;
const SessionParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema });
const JurorParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema, userId: UuidSchema });
const base = '/api/user.programs/:programId/evaluation-sessions/:sessionId/jurors';

/** SPEC `juries`: the organizers invite, group and remove a session's jurors. */
export const sessionJurorsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The session’s jurors by name (a session has tens, in one page)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(JurorSchema)) } },
  }),
  invite: defineEndpoint({
    method: 'POST',
    url: base,
    summary:
      'Invites a person to the session’s jury by e-mail (an account is made when none exists): they get the jury role on the program and an e-mail through the queue',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['juror_exists', 'email_not_accepted'],
    schema: { params: SessionParams, body: InviteJurorBodySchema, response: { 200: dataOf(JurorSchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: `${base}/:userId`,
    summary: 'Moves a juror to another panel',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: JurorParams, body: UpdateJurorBodySchema, response: { 200: dataOf(JurorSchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:userId`,
    summary: 'Takes a juror off the session (their account and other sessions stay)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: JurorParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
};

const MineParams = z.object({ sessionId: UuidSchema });

/** The juror's side on the portal: the sessions they sit on. */
export const jurySessionsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/evaluation-sessions',
    summary: 'The sessions the signed-in person sits on, newest first, in their language (none for most people)',
    tags,
    access: 'authenticated',
    schema: {
      query: z.object({ lang: z.optional(LocaleSchema) }),
      response: { 200: dataOf(z.array(MyJurySessionSchema)) },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/evaluation-sessions/:sessionId',
    summary:
      'A session the signed-in person is a juror of, in their language: instructions, criteria, whether they accepted it; 404 for anyone else',
    tags,
    access: 'authenticated',
    schema: {
      params: MineParams,
      query: z.object({ lang: z.optional(LocaleSchema) }),
      response: { 200: dataOf(JurorSessionSchema) },
    },
  }),
  accept: defineEndpoint({
    method: 'POST',
    url: '/api/portal/me/evaluation-sessions/:sessionId/accept',
    summary: 'The juror accepts the session and the platform’s terms (once; again changes nothing)',
    tags,
    access: 'confirmed',
    schema: { params: MineParams, body: AcceptJurySessionBodySchema, response: { 200: dataOf(JurorSessionSchema) } },
  }),
};
