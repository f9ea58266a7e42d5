import { LOCALE_COOKIE } from '@opencall/shared/http';
import { parseAcceptLanguage, pickInitialLocale } from '@opencall/shared/i18n';
import { platformsApi } from '@opencall/shared/platforms';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerPlatformPageRoutes } from './platform-pages.routes';
import { chooseLocale, getPlatformDetails, getTheme, listLocales } from './platforms.service';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function registerPlatformRoutes(app: App): void {
  registerEndpoint(app, platformsApi.domainInfo, ({ ctx, request, reply }) => ({
    data: {
      scheme: request.protocol === 'https' ? ('https' as const) : ('http' as const),
      platform: ctx.platform,
      locale: pickInitialLocale({
        remembered: request.cookies[LOCALE_COOKIE],
        browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
        platformLangs: ctx.platform.supportedLangs,
      }),
      csrfToken: app.deps.csrf.issue(request, reply, ctx.platform.id),
    },
  }));

  registerEndpoint(app, platformsApi.details, ({ ctx, params }) => ({
    data: getPlatformDetails(ctx, params.platformId),
  }));

  registerEndpoint(app, platformsApi.theme, async ({ ctx, params }) => ({
    data: await getTheme(ctx, params.platformId, params.themeReference),
  }));

  registerEndpoint(app, platformsApi.locales, ({ ctx, query }) => listLocales(ctx, query));

  registerEndpoint(app, platformsApi.setLocale, ({ ctx, body, reply }) => {
    const locale = chooseLocale(ctx, body.locale);
    // Readable by the page on purpose: it only holds a language code.
    reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: ONE_YEAR_SECONDS });
    return { data: { locale } };
  });

  registerPlatformPageRoutes(app);
}
