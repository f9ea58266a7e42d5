import type { MembershipRequiredDetails } from '@opencall/shared/auth';
import { ApiError } from '../../../lib/api-error';

// Apart from the join step itself, so the sign-in forms recognise the answer without loading the step.

/** What the server's `platform_membership_required` answer carries (one shape, in the shared contract). */
export type PendingJoin = MembershipRequiredDetails;

/** The join token of a `403 platform_membership_required` answer, or null for any other failure. */
export function pendingJoinOf(error: unknown): PendingJoin | null {
  if (!(error instanceof ApiError) || error.code !== 'platform_membership_required') return null;
  const details = error.details as Partial<PendingJoin> | null;
  if (typeof details?.joinToken !== 'string') return null;
  return { joinToken: details.joinToken, platformName: details.platformName ?? '' };
}
