import * as z from 'zod/mini';
import { AreaSchema } from './auth.schemas';

/**
 * What `403 platform_membership_required` carries: the account exists but has never joined this
 * platform. The token proves the sign-in step for a few minutes and allows only joining.
 */
export const MembershipRequiredDetailsSchema = z.object({ joinToken: z.string(), platformName: z.string() });
export type MembershipRequiredDetails = z.infer<typeof MembershipRequiredDetailsSchema>;

export const JoinPlatformBodySchema = z.object({
  joinToken: z.string().check(z.minLength(16), z.maxLength(2048)),
  /** The person ticked "I accept the terms of use" of this platform. */
  acceptTerms: z.literal(true),
  area: z._default(AreaSchema, 'public'),
});
export type JoinPlatformBody = z.infer<typeof JoinPlatformBodySchema>;
