import { accountApi } from '@opencall/shared/auth';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from './account-settings.service';
import { setRefreshCookie } from './refresh-cookie';

/** The profile page's account settings (names, address, password); MFA keeps its own routes. */
export function registerAccountRoutes(app: App): void {
  registerEndpoint(app, accountApi.updateProfile, async ({ ctx, user, body }) => ({
    data: await updateProfile(ctx, user, body),
  }));
  registerEndpoint(app, accountApi.requestEmailChange, async ({ ctx, user, body }) => ({
    data: await requestEmailChange(ctx, user, body),
  }));
  registerEndpoint(app, accountApi.confirmEmailChange, async ({ ctx, body }) => ({
    data: await confirmEmailChange(ctx, body.token),
  }));
  registerEndpoint(app, accountApi.changePassword, async ({ ctx, user, body, reply }) => {
    const session = await changePassword(ctx, user, body);
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
    return { accessToken: session.accessToken, expiresIn: session.expiresIn, signedOutElsewhere: true as const };
  });
}
