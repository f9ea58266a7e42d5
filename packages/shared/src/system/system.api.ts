import * as z from 'zod/mini';
import { defineEndpoint } from '../http';

export const systemApi = {
  health: defineEndpoint({
    method: 'GET',
    url: '/api/health',
    summary: 'The process is alive',
    tags: ['system'],
    access: 'public',
    tenant: false,
    schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
  }),
  ready: defineEndpoint({
    method: 'GET',
    url: '/api/ready',
    summary: 'The database answers and every migration is applied (503 otherwise)',
    tags: ['system'],
    access: 'public',
    tenant: false,
    schema: {
      response: {
        200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'pg']), migrations: z.number() }),
      },
    },
  }),
};
