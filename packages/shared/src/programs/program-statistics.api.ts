import * as z from 'zod/mini';
import { PERMISSIONS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';
import { PlatformStatisticsSchema, ProgramStatisticsSchema, StatisticsQuerySchema } from './program-statistics.schemas';

const access = { permission: PERMISSIONS.programsAdministration };
const tags = ['programs'] as const;

export const programStatisticsApi = {
  program: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/statistics',
    summary: "A program's applications by status, by day (in `tz`, else the program's zone) and by category",
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema }),
      query: StatisticsQuerySchema,
      response: { 200: dataOf(ProgramStatisticsSchema) },
    },
  }),
  platform: defineEndpoint({
    method: 'GET',
    url: '/api/user.dashboard/statistics',
    summary: "The platform's program, form, member and application counts, and applications by day in `tz`",
    tags,
    access,
    schema: { query: StatisticsQuerySchema, response: { 200: dataOf(PlatformStatisticsSchema) } },
  }),
};
