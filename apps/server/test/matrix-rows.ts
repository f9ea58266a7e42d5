import type { InjectOptions } from 'fastify';

// The rows of the authorization matrix (authorization-matrix.test.ts): a call, and the status each
// persona gets from it.

export const PERSONAS = [
  'anonymous',
  'applicant',
  'jury',
  'collaborator',
  'programManager',
  'platformAdmin',
  'superAdmin',
  'otherPlatform',
] as const;
export type Persona = (typeof PERSONAS)[number];

export interface Ids {
  platformId: string;
  userId: string;
  targetId: string;
  roleId: string;
}
export interface Row {
  call: (ids: Ids) => Omit<InjectOptions, 'headers'>;
  /** Statuses in PERSONAS order. */
  expect: readonly [number, number, number, number, number, number, number, number];
}

export const UUID = '00000000-0000-4000-8000-000000000000';

export const ALL = (status: number) => [status, status, status, status, status, status, status, status] as const;
export const SIGNED_IN = (status: number) => [401, status, status, status, status, status, status, 401] as const;
export const ADMINS_ONLY = (status: number) => [401, 403, 403, 403, 403, status, status, 401] as const;
/**
 * Holders of `platform.programs.page.administration` or `program.manage` on the platform: program
 * managers, platform admins, super admins.
 */
export const PROGRAM_ADMINS = (status: number) => [401, 403, 403, 403, status, status, status, 401] as const;
/**
 * Holders of `program.collaborate` on the platform (collaborators, program managers, platform admins)
 * and super admins: they work in every program. Roles held on one program: program-roles-matrix.test.ts.
 */
export const PROGRAM_WORKERS = (status: number) => [401, 403, 403, status, status, status, status, 401] as const;
