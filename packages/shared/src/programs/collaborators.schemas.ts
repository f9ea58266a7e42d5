import * as z from 'zod/mini';

/** The roles a person can hold on one program (platform roles are managed in the users module). */
export const PROGRAM_ROLE_KEYS = ['program_manager', 'collaborator', 'jury'] as const;
export const ProgramRoleKeySchema = z.enum(PROGRAM_ROLE_KEYS);
export type ProgramRoleKey = z.infer<typeof ProgramRoleKeySchema>;

/** Someone holding at least one role on the program. */
export const CollaboratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(ProgramRoleKeySchema),
  /** invited: has not set a password yet; revoked: their platform access was withdrawn. */
  status: z.enum(['active', 'invited', 'revoked']),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;

const ProgramRoleKeysSchema = z.array(ProgramRoleKeySchema).check(z.minLength(1), z.maxLength(3));

export const InviteCollaboratorBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  firstname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  roleKeys: ProgramRoleKeysSchema,
});
export type InviteCollaboratorBody = z.infer<typeof InviteCollaboratorBodySchema>;

export const UpdateCollaboratorBodySchema = z.object({ roleKeys: ProgramRoleKeysSchema });
export type UpdateCollaboratorBody = z.infer<typeof UpdateCollaboratorBodySchema>;
