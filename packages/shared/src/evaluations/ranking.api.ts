import * as z from 'zod/mini';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  LeniencySchema,
  RankingQuerySchema,
  RankingRowSchema,
  WhatIfBodySchema,
  WhatIfSchema,
} from './ranking.schemas';

const tags = ['evaluations'] as const;
const SessionParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema });
const base = '/api/user.programs/:programId/evaluation-sessions/:sessionId/ranking';

/** `examinations/{sessionSlug}/ranking`: the ranking explains itself. */
export const rankingApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary:
      'The ranked applications, best first, keyset pages: weighted mean, median, trimmed mean, normalised score, spread and the contested flag; ties share a rank',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, query: RankingQuerySchema, response: { 200: listOf(RankingRowSchema) } },
  }),
  summary: defineEndpoint({
    method: 'GET',
    url: `${base}/summary`,
    summary: 'How many applications are ranked, contested or waiting; each juror’s leniency or severity',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: SessionParams,
      response: {
        200: dataOf(
          z.extend(LeniencySchema, {
            applications: z.int(),
            ranked: z.int(),
            contested: z.int(),
            contestedSpread: z.number(),
          }),
        ),
      },
    },
  }),
  whatIf: defineEndpoint({
    method: 'POST',
    url: `${base}/what-if`,
    summary: 'The ranking with other weights or without some jurors, beside the current ranks; nothing is saved',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, body: WhatIfBodySchema, response: { 200: dataOf(WhatIfSchema) } },
  }),
};
