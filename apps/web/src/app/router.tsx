import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/platforms/pages/home-page';
import { PlatformDeletedPage } from '../features/platforms/pages/platform-deleted-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { RouteErrorPage } from '../features/system/pages/route-error-page';
import { PageLoader } from '../ui/page-loader';
import { DeletedPlatformGuard } from './guards/deleted-platform-guard';
import { PublicLayout } from './layouts/public-layout';
import { LocaleRoute } from './locale-route';
import { RedirectToLocaleHome } from './redirect-to-locale-home';
import { RootLayout } from './root-layout';

/** SPEC §2 routes: a few without locale, everything else under `/{locale}`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, element: <RedirectToLocaleHome /> },
        {
          path: 'test',
          lazy: async () => ({ Component: (await import('../features/system/pages/test-page')).TestPage }),
        },
        {
          path: ':locale',
          element: <LocaleRoute />,
          children: [
            {
              element: <DeletedPlatformGuard />,
              children: [
                {
                  element: <PublicLayout />,
                  children: [
                    { index: true, element: <HomePage /> },
                    { path: 'platform-deleted', element: <PlatformDeletedPage /> },
                    { path: '*', element: <NotFoundPage /> },
                  ],
                },
              ],
            },
          ],
        },
        {
          path: '*',
          element: (
            <PublicLayout>
              <NotFoundPage />
            </PublicLayout>
          ),
        },
      ],
    },
  ]);
}
