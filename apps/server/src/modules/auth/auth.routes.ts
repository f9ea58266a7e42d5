import { authApi, membershipApi } from '@opencall/shared/auth';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerAccountRoutes } from './account.routes';
import { BANNED_EMAIL_DOMAINS } from './banned-email-domains';
import { registerGoogleRoutes } from './google/google.routes';
import { joinWithToken } from './membership-join.service';
import { disableMfa, enableMfa, setupMfa, verifyMfaSignIn } from './mfa.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { getProfile, listConnectedPlatforms, listRoles, socketCredentials } from './profile.service';
import { answerSignIn, clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { finalizeRegistration, register, resendAccountValidation, validateAccount } from './registration.service';
import { getPlatformSecurity, updatePlatformSecurity } from './security.service';
import { logout, refreshSession } from './sessions.service';
import { completeSignIn, signIn } from './sign-in.service';

export function registerAuthRoutes(app: App): void {
  registerEndpoint(app, authApi.register, async ({ ctx, body }) => ({ data: await register(ctx, body) }));
  registerEndpoint(app, authApi.validateAccount, async ({ ctx, body }) => ({
    data: await validateAccount(ctx, body.token),
  }));
  registerEndpoint(app, authApi.login, async ({ ctx, body, reply }) => answerSignIn(reply, await signIn(ctx, body)));
  registerEndpoint(app, membershipApi.join, async ({ ctx, body, reply }) =>
    answerSignIn(reply, await completeSignIn(ctx, await joinWithToken(ctx, body), body.area)),
  );
  registerEndpoint(app, membershipApi.resendAccountValidation, async ({ ctx, user }) => ({
    data: await resendAccountValidation(ctx, user),
  }));
  registerEndpoint(app, authApi.verifyMfa, async ({ ctx, body, reply }) =>
    answerSignIn(reply, await verifyMfaSignIn(ctx, body.mfaToken, body.code)),
  );
  registerEndpoint(app, authApi.refresh, async ({ ctx, request, reply }) => {
    try {
      const session = await refreshSession(ctx, readRefreshCookie(request));
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken, expiresIn: session.expiresIn };
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });
  registerEndpoint(app, authApi.logout, async ({ ctx, request, reply }) => {
    await logout(ctx, readRefreshCookie(request));
    clearRefreshCookie(reply);
    return { data: { status: 'ok' as const } };
  });
  registerEndpoint(app, authApi.forgotPassword, async ({ ctx, body }) => ({
    data: await requestPasswordReset(ctx, body.email),
  }));
  registerEndpoint(app, authApi.resetPassword, async ({ ctx, body }) => ({
    data: await resetPassword(ctx, body.token, body.password),
  }));
  registerEndpoint(app, authApi.finalizeRegistration, async ({ ctx, body }) => ({
    data: await finalizeRegistration(ctx, body),
  }));
  registerEndpoint(app, authApi.profile, async ({ ctx, user }) => ({ data: await getProfile(ctx, user) }));
  registerEndpoint(app, authApi.profileRoles, async ({ ctx, user }) => ({ data: await listRoles(ctx, user) }));
  registerEndpoint(app, authApi.programRoles, async ({ ctx, user, params }) => ({
    data: await listRoles(ctx, user, params.programId),
  }));
  registerEndpoint(app, authApi.connectedPlatforms, async ({ ctx, user, params, query }) => ({
    data: await listConnectedPlatforms(ctx, user, params.id, query.limit),
  }));
  registerEndpoint(app, authApi.socketAuth, ({ ctx, user }) => ({ data: socketCredentials(ctx, user) }));
  registerEndpoint(app, authApi.bannedEmailDomains, () => ({ data: [...BANNED_EMAIL_DOMAINS] }));
  registerEndpoint(app, authApi.mfaSetup, async ({ ctx, body }) => ({ data: await setupMfa(ctx, body.mfaToken) }));
  registerEndpoint(app, authApi.mfaEnable, async ({ ctx, body, reply }) => {
    const { recoveryCodes, ...outcome } = await enableMfa(ctx, body.mfaToken, body.code);
    return { ...answerSignIn(reply, outcome), recoveryCodes };
  });
  registerEndpoint(app, authApi.mfaDisable, async ({ ctx, body, reply }) => {
    const result = await disableMfa(ctx, body.code);
    clearRefreshCookie(reply);
    return { data: result };
  });
  registerEndpoint(app, authApi.platformSecurity, async ({ ctx, params }) => ({
    data: await getPlatformSecurity(ctx, params.platformId),
  }));
  registerEndpoint(app, authApi.updatePlatformSecurity, async ({ ctx, params, body }) => ({
    data: await updatePlatformSecurity(ctx, params.platformId, body.mfaRequiredForAdmins),
  }));
  registerGoogleRoutes(app);
  registerAccountRoutes(app);
}
