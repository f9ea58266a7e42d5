import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountDeletionRoutes } from '../features/account-deletion/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { emailLogsRoutes } from '../features/email-logs/routes';
import { emailTemplatesRoutes } from '../features/email-templates/routes';
import { evaluationsRoutes } from '../features/evaluations/routes';
import { formsRoutes } from '../features/forms/routes';
import { galleriesRoutes } from '../features/galleries/routes';
import { messagesRoutes } from '../features/messages/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { operatorRoutes } from '../features/operator/routes';
import { platformsRoutes } from '../features/platforms/routes';
import { portalRoutes } from '../features/portal/routes';
import { profileRoutes } from '../features/profile/routes';
import { lazyProgramShell, programsRoutes } from '../features/programs/routes';
import { publicVotesRoutes } from '../features/public-votes/routes';
import { responsesRoutes } from '../features/responses/routes';
import { senderEmailRoutes } from '../features/sender-email/routes';
import { subscriptionStatusRoutes } from '../features/subscription-status/routes';
import { NotFoundPage, RouteErrorPage, systemRoutes } from '../features/system';
import { lazyAdminShell, usersRoutes } from '../features/users/routes';
import type { BackOfficeRoute, FeatureRoutes } from '../lib/feature-routes';
import { SessionLayout } from '../lib/session/session-layout';
import { PageLoader } from '../ui/page-loader';
import { AuthenticatedGuard } from './guards/authenticated-guard';
import { BackOfficeAccessGuard } from './guards/back-office-access-guard';
import { ConnectedProgramsGuard } from './guards/connected-programs-guard';
import { DeletedPlatformGuard } from './guards/deleted-platform-guard';
import { NotAuthenticatedGuard } from './guards/not-authenticated-guard';
import { ADMIN_FALLBACK_PAGE, RequirePermission } from './guards/require-permission';
import { PublicLayout } from './layouts/public-layout';
import { LocaleRoute } from './locale-route';
import { RedirectToLocaleHome } from './redirect-to-locale-home';
import { RootLayout } from './root-layout';

/** Every feature's routes (its `routes.tsx`): a new feature adds one line here. */
const FEATURES: readonly FeatureRoutes[] = [
  authRoutes,
  platformsRoutes,
  portalRoutes,
  profileRoutes,
  usersRoutes,
  accountDeletionRoutes,
  emailLogsRoutes,
  programsRoutes,
  formsRoutes,
  responsesRoutes,
  evaluationsRoutes,
  galleriesRoutes,
  emailTemplatesRoutes,
  messagesRoutes,
  publicVotesRoutes,
  senderEmailRoutes,
  billingRoutes,
  subscriptionStatusRoutes,
  operatorRoutes,
  notificationsRoutes,
  systemRoutes,
];

function routesFor(place: Exclude<keyof FeatureRoutes, 'backOffice'>): RouteObject[] {
  return FEATURES.flatMap((feature) => feature[place] ?? []);
}

/** A back-office page that needs one permission; without it, the dashboard. */
function withPermission({ permission, ...route }: BackOfficeRoute): RouteObject {
  if (!permission) return route;
  return {
    element: <RequirePermission permission={permission} redirectTo={ADMIN_FALLBACK_PAGE} />,
    children: [route],
  };
}

/** `/{locale}/admin/…`: sign-in pages first, then the back office behind the SPEC §6 guards. */
const adminRoutes: RouteObject = {
  path: 'admin',
  children: [
    { index: true, element: <Navigate replace to="login" /> },
    {
      element: <PublicLayout />,
      children: [
        { element: <NotAuthenticatedGuard area="admin" />, children: routesFor('adminSignedOut') },
        ...routesFor('adminPublic'),
      ],
    },
    {
      element: <BackOfficeAccessGuard />,
      children: [
        {
          element: <ConnectedProgramsGuard />,
          children: [
            {
              lazy: lazyAdminShell,
              children: [
                ...FEATURES.flatMap((feature) => feature.backOffice ?? []).map(withPermission),
                {
                  path: 'programs/:programSlug',
                  lazy: lazyProgramShell,
                  children: [{ index: true, element: <Navigate replace to="dashboard" /> }, ...routesFor('program')],
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** SPEC §2 routes: a few without locale, everything else under `/{locale}`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <SessionLayout />,
          children: [
            { index: true, element: <RedirectToLocaleHome /> },
            ...routesFor('root'),
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
                        { element: <NotAuthenticatedGuard area="public" />, children: routesFor('publicSignedOut') },
                        ...routesFor('public'),
                        { element: <AuthenticatedGuard />, children: routesFor('publicSignedIn') },
                        { path: '*', element: <NotFoundPage /> },
                      ],
                    },
                    adminRoutes,
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
      ],
    },
  ]);
}
