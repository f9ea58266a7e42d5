import * as z from 'zod/mini';
import { PERMISSIONS } from '../auth/permissions';
import { dataOf, listOf } from '../common';
import { defineEndpoint } from '../http';
import {
  EmailLogDetailSchema,
  EmailLogListQuerySchema,
  EmailLogParamsSchema,
  EmailLogSchema,
} from './email-logs.schemas';

const tags = ['email-logs'] as const;
const access = { permission: PERMISSIONS.platformAdministration };

/** `admin/logs`: the log of every e-mail the platform sent, for its administrators. */
export const emailLogsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/email-logs',
    summary: 'The platform’s e-mails, newest first: search by recipient or subject, filter by status, template, days',
    tags,
    access,
    schema: { query: EmailLogListQuerySchema, response: { 200: listOf(EmailLogSchema) } },
  }),
  templates: defineEndpoint({
    method: 'GET',
    url: '/api/email-logs/templates',
    summary: 'The templates the platform’s log holds (the filter’s choices)',
    tags,
    access,
    schema: { response: { 200: dataOf(z.array(z.string())) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/email-logs/:emailId',
    summary: 'One e-mail of the log with its text and HTML',
    tags,
    access,
    schema: { params: EmailLogParamsSchema, response: { 200: dataOf(EmailLogDetailSchema) } },
    errors: ['not_found'],
  }),
  resend: defineEndpoint({
    method: 'POST',
    url: '/api/email-logs/:emailId/resend',
    summary: 'Queues a copy of the e-mail (same recipient and content) and answers the new one',
    tags,
    access,
    schema: { params: EmailLogParamsSchema, response: { 200: dataOf(EmailLogSchema) } },
    errors: ['not_found'],
  }),
};
