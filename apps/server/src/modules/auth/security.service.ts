import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { TtlCache } from '../../lib/ttl-cache';
import { findMfaRequirement, updateMfaRequirement } from '../platforms';

// Read for admins without MFA on every call (mfa.service.ts): kept one second on this server and
// forgotten at once when changed here; another server of the cluster sees a change within that second.
const requirementByPlatform = new TtlCache<boolean>(1000, 10_000);

export function platformRequiresAdminMfa(ctx: Pick<RequestContext, 'db' | 'platform'>): Promise<boolean> {
  return requirementByPlatform.getOrLoad(ctx.platform.id, () => findMfaRequirement(ctx.db, ctx.platform.id));
}

function assertOwnPlatform(ctx: RequestContext, platformId: string) {
  if (platformId !== ctx.platform.id) throw new AppError('not_found', { details: { entity: 'platform' } });
}

export async function getPlatformSecurity(ctx: RequestContext, platformId: string) {
  assertOwnPlatform(ctx, platformId);
  return { mfaRequiredForAdmins: await platformRequiresAdminMfa(ctx) };
}

export async function updatePlatformSecurity(ctx: RequestContext, platformId: string, mfaRequiredForAdmins: boolean) {
  assertOwnPlatform(ctx, platformId);
  await updateMfaRequirement(ctx.db, ctx.platform.id, mfaRequiredForAdmins);
  requirementByPlatform.delete(ctx.platform.id);
  return { mfaRequiredForAdmins };
}
