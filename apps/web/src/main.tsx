import './app/styles';
import { isLocale } from '@opencall/shared/common';
import { availableLocales } from '@opencall/shared/i18n';
import { platformsApi } from '@opencall/shared/platforms';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installApiErrorHooks } from './app/api-error-hooks';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { callApi, configureApiClient } from './lib/api-client';
import { ApiError } from './lib/api-error';
import { applyLocale } from './lib/apply-locale';
import { watchChunkLoadErrors } from './lib/chunk-reload';
import { setDocumentTitlePlatform } from './lib/document-title';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { SessionProvider } from './lib/session/session-provider';
import { restoreSession } from './lib/session/session-store';
import { renderBootError } from './ui/boot-error';
import { FallbackErrorBoundary, FallbackErrorPage } from './ui/fallback-error-page';

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  watchChunkLoadErrors();
  try {
    const { data: domainInfo } = await callApi(platformsApi.domainInfo);
    configureApiClient({ csrfToken: domainInfo.csrfToken });
    setDocumentTitlePlatform(domainInfo.platform.name);
    // The refresh cookie may hold a session: restore it while the catalogues load.
    void restoreSession();
    // The URL's language wins when the platform offers it; otherwise the server's pick.
    const fromUrl = window.location.pathname.split('/')[1];
    const offered = availableLocales(domainInfo.platform.supportedLangs);
    const locale = isLocale(fromUrl) && offered.includes(fromUrl) ? fromUrl : domainInfo.locale;
    const i18n = await initI18n(locale);
    await applyLocale(locale);
    const router = createAppRouter();
    installApiErrorHooks(i18n, (to) => void router.navigate(to));
    // A transition: React renders the first screen in slices of a few milliseconds instead of one long
    // task, so the page stays responsive (and Lighthouse's total blocking time low) while it builds.
    startTransition(() =>
      root.render(
        <StrictMode>
          <FallbackErrorBoundary>
            <AppProviders domainInfo={domainInfo} queryClient={createQueryClient()}>
              <SessionProvider>
                <RouterProvider router={router} />
              </SessionProvider>
            </AppProviders>
          </FallbackErrorBoundary>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('OpenCall could not start', error);
    if (error instanceof ApiError) renderBootError(root, error);
    else root.render(<FallbackErrorPage />);
  }
}

void boot();
