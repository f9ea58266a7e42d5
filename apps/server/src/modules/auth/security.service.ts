import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { forgetAdminMfaRequirement } from './mfa.service';
import * as securityRepository from './security.repository';

export function platformRequiresAdminMfa(ctx: Pick<RequestContext, 'db' | 'platform'>): Promise<boolean> {
  return securityRepository.findMfaRequirement(ctx.db, ctx.platform.id);
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
  await securityRepository.updateMfaRequirement(ctx.db, ctx.platform.id, mfaRequiredForAdmins);
  forgetAdminMfaRequirement(ctx.platform.id);
  return { mfaRequiredForAdmins };
}
