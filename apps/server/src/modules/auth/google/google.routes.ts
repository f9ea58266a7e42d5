import { authApi } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { answerSignIn } from '../refresh-cookie';
import { finishGoogleSignIn, startGoogleSignIn } from './google.service';
import { createOidcClient, type OidcClient } from './oidc-client';
import { clearSignInStateCookie, readSignInState, setSignInStateCookie } from './sign-in-state';

export function registerGoogleRoutes(app: App): void {
  const settings = app.deps.config.google;
  // One client per app, so discovery and keys are cached across requests.
  const client = settings && createOidcClient(settings);
  const requireClient = (): OidcClient => {
    if (!client) throw new AppError('not_found');
    return client;
  };

  registerEndpoint(app, authApi.providers, () => ({ data: { google: Boolean(client) } }));
  registerEndpoint(app, authApi.googleStart, async ({ ctx, query, reply }) => {
    const { url, saved } = await startGoogleSignIn(ctx, requireClient(), query.area, query.backTo);
    setSignInStateCookie(reply, ctx.services.keys.seal, saved);
    reply.redirect(url, 302);
    return undefined;
  });
  registerEndpoint(app, authApi.googleLogin, async ({ ctx, body, request, reply }) => {
    const saved = readSignInState(request, ctx.services.keys.seal, body.state);
    // Single use from the browser's side: whatever happens next, this attempt's state is spent.
    clearSignInStateCookie(reply);
    const { outcome, area, backTo } = await finishGoogleSignIn(ctx, requireClient(), saved, body.code);
    return { ...answerSignIn(reply, outcome), area, backTo };
  });
}
