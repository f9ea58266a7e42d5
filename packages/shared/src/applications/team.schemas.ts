import * as z from 'zod/mini';

/** How many people may join an application besides its owner. */
export const MAX_TEAM_MEMBERS = 10;

/** One person of an application's team: its owner (the applicant) or a member they added. */
export const TeamMemberSchema = z.object({
  userId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  /** When a member was added; null for the owner. */
  addedAt: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const ApplicationTeamSchema = z.object({
  /** The owner first, then the members in the order they joined. */
  members: z.array(TeamMemberSchema),
  /** Whether the caller may add and remove members (the owner only). */
  canManage: z.boolean(),
  maxMembers: z.int(),
});
export type ApplicationTeam = z.infer<typeof ApplicationTeamSchema>;

export const AddTeamMemberBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});
export type AddTeamMemberBody = z.infer<typeof AddTeamMemberBodySchema>;
