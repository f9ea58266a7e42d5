import * as z from 'zod/mini';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  MessageBatchListQuerySchema,
  MessageBatchSchema,
  SendMessageBodySchema,
  ThreadMessageSchema,
  ThreadPostBodySchema,
} from './messages.schemas';

const tags = ['messages'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
const BatchParams = z.object({ programId: ProgramRefSchema, batchId: UuidSchema });
const ApplicationParams = z.object({ programId: ProgramRefSchema, applicationId: UuidSchema });
const base = '/api/user.programs/:programId/messages';

/**
 * `messagerie`. Writing to applicants is handling responses, like the responses table's bulk
 * actions it starts from: PROGRAM_WORK_ACCESS (program.collaborate), not the program's setup.
 */
export const messagesApi = {
  listBatches: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The program’s messages sent to many, newest first, keyset pages, each with its progress',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ProgramParams,
      query: MessageBatchListQuerySchema,
      response: { 200: listOf(MessageBatchSchema) },
    },
  }),
  send: defineEndpoint({
    method: 'POST',
    url: base,
    summary:
      'Records a message to the selected applications (chosen ids, or a filter across pages) and queues one job that writes each thread and e-mails each applicant in their language, now or at `scheduledAt`. An application of another program, or a file that is not the sender’s, answers 400 validation_failed',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, body: SendMessageBodySchema, response: { 200: dataOf(MessageBatchSchema) } },
  }),
  getBatch: defineEndpoint({
    method: 'GET',
    url: `${base}/:batchId`,
    summary: 'One message sent to many and its progress: e-mails sent and failed out of the total',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: BatchParams, response: { 200: dataOf(MessageBatchSchema) } },
  }),
  cancelBatch: defineEndpoint({
    method: 'POST',
    url: `${base}/:batchId/cancel`,
    summary: 'Cancels a scheduled message before it goes out; one already sending answers 409 message_not_cancellable',
    tags,
    access: PROGRAM_WORK_ACCESS,
    errors: ['message_not_cancellable'],
    schema: { params: BatchParams, response: { 200: dataOf(MessageBatchSchema) } },
  }),
  thread: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/applications/:applicationId/messages',
    summary: 'The thread of one application of the program, oldest first: the organizers’ messages and the replies',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ApplicationParams, response: { 200: dataOf(z.array(ThreadMessageSchema)) } },
  }),
  writeToApplication: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/applications/:applicationId/messages',
    summary: 'Writes to one application: added to its thread, e-mailed to its applicant, who is notified',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ApplicationParams, body: ThreadPostBodySchema, response: { 200: dataOf(ThreadMessageSchema) } },
  }),
};

const ResponseParams = z.object({ responseId: UuidSchema });

export const portalMessagesApi = {
  thread: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/responses/:responseId/messages',
    summary: 'The thread of an application as its applicant (or a team member) reads it; anyone else’s answers 404',
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, response: { 200: dataOf(z.array(ThreadMessageSchema)) } },
  }),
  reply: defineEndpoint({
    method: 'POST',
    url: '/api/portal/me/responses/:responseId/messages',
    summary: 'The applicant replies in the thread; the program’s organizers are notified',
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, body: ThreadPostBodySchema, response: { 200: dataOf(ThreadMessageSchema) } },
  }),
};
