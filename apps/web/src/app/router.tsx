import { PERMISSIONS } from '@opencall/shared/auth';
import { PLATFORM_PAGE_KINDS, type PlatformPageKind } from '@opencall/shared/platforms';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { LEGAL_PAGE_PATHS } from '../features/platforms/legal-pages';
import { HomePage } from '../features/platforms/pages/home-page';
import { PlatformDeletedPage } from '../features/platforms/pages/platform-deleted-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { RouteErrorPage } from '../features/system/pages/route-error-page';
import { SessionLayout } from '../lib/session/session-layout';
import { PageLoader } from '../ui/page-loader';
import { AuthenticatedGuard } from './guards/authenticated-guard';
import { BackOfficeAccessGuard } from './guards/back-office-access-guard';
import { ConnectedProgramsGuard } from './guards/connected-programs-guard';
import { DeletedPlatformGuard } from './guards/deleted-platform-guard';
import { NotAuthenticatedGuard } from './guards/not-authenticated-guard';
import { ADMIN_FALLBACK_PAGE, PlatformAdministrationGuard } from './guards/platform-administration-guard';
import { RequirePermission } from './guards/require-permission';
import { PublicLayout } from './layouts/public-layout';
import { LocaleRoute } from './locale-route';
import { RedirectToLocaleHome } from './redirect-to-locale-home';
import { RootLayout } from './root-layout';

// Everything but the public home and the login page loads on demand: the public first load stays small.
const auth = {
  register: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
  accountValidation: async () => ({
    Component: (await import('../features/auth/pages/account-validation-page')).AccountValidationPage,
  }),
  resetPassword: (area: 'public' | 'admin') => async () => {
    const { ResetPasswordPage } = await import('../features/auth/pages/reset-password-page');
    return { element: <ResetPasswordPage area={area} /> };
  },
  finalizeRegistration: (area: 'public' | 'admin') => async () => {
    const { FinalizeRegistrationPage } = await import('../features/auth/pages/finalize-registration-page');
    return { element: <FinalizeRegistrationPage area={area} /> };
  },
  adminLogin: async () => ({ Component: (await import('../features/auth/pages/admin-login-page')).AdminLoginPage }),
  mfaCode: async () => ({ Component: (await import('../features/auth/pages/mfa-code-page')).MfaCodePage }),
  enableMfa: async () => ({ Component: (await import('../features/auth/pages/enable-mfa-page')).EnableMfaPage }),
  logout: async () => ({ Component: (await import('../features/auth/pages/logout-page')).LogoutPage }),
  googleCallback: async () => ({
    Component: (await import('../features/auth/pages/google-callback-page')).GoogleCallbackPage,
  }),
};

const admin = {
  shell: async () => ({ Component: (await import('../features/users/components/admin-shell')).AdminShell }),
  dashboard: async () => ({
    Component: (await import('../features/users/pages/admin-dashboard-page')).AdminDashboardPage,
  }),
  members: async () => ({ Component: (await import('../features/users/pages/members-page')).MembersPage }),
  admins: async () => ({ Component: (await import('../features/users/pages/admins-page')).AdminsPage }),
  permissions: async () => ({
    Component: (await import('../features/users/pages/permissions-page')).PermissionsPage,
  }),
  security: async () => ({ Component: (await import('../features/users/pages/security-page')).SecurityPage }),
  personalSecurity: async () => ({
    Component: (await import('../features/users/pages/personal-security-page')).PersonalSecurityPage,
  }),
};

const programs = {
  list: async () => ({ Component: (await import('../features/programs/pages/programs-page')).ProgramsPage }),
  create: async () => ({
    Component: (await import('../features/programs/pages/create-program-page')).CreateProgramPage,
  }),
  trash: async () => ({
    Component: (await import('../features/programs/pages/programs-trash-page')).ProgramsTrashPage,
  }),
  shell: async () => ({ Component: (await import('../features/programs/components/program-shell')).ProgramShell }),
  configure: async () => ({
    Component: (await import('../features/programs/pages/configure-program-page')).ConfigureProgramPage,
  }),
  sections: async () => ({
    Component: (await import('../features/programs/pages/program-sections-page')).ProgramSectionsPage,
  }),
  tags: async () => ({ Component: (await import('../features/programs/pages/program-tags-page')).ProgramTagsPage }),
  collaborators: async () => ({
    Component: (await import('../features/programs/pages/program-collaborators-page')).ProgramCollaboratorsPage,
  }),
  logs: async () => ({ Component: (await import('../features/programs/pages/program-logs-page')).ProgramLogsPage }),
  dashboard: async () => ({
    Component: (await import('../features/programs/pages/program-dashboard-page')).ProgramDashboardPage,
  }),
  params: async () => ({
    Component: (await import('../features/programs/pages/program-params-page')).ProgramParamsPage,
  }),
  features: async () => ({
    Component: (await import('../features/programs/pages/program-features-page')).ProgramFeaturesPage,
  }),
  publicInterface: async () => ({
    Component: (await import('../features/programs/pages/public-interface-config-page')).PublicInterfaceConfigPage,
  }),
};

const responses = {
  importDeposits: async () => ({
    Component: (await import('../features/responses/import/import-deposits-page')).ImportDepositsPage,
  }),
  list: async () => ({ Component: (await import('../features/responses/pages/responses-page')).ResponsesPage }),
  detail: async () => ({
    Component: (await import('../features/responses/pages/response-detail-page')).ResponseDetailPage,
  }),
  trash: async () => ({
    Component: (await import('../features/responses/pages/deposits-trash-page')).DepositsTrashPage,
  }),
  requests: async () => ({ Component: (await import('../features/responses/requests/requests-page')).RequestsPage }),
  exportConfig: async () => ({ Component: (await import('../features/responses/exports')).ExportConfigPage }),
  exportView: async () => ({ Component: (await import('../features/responses/exports')).ExportViewPage }),
};

const portal = {
  program: async () => ({ Component: (await import('../features/portal/pages/program-page')).ProgramPage }),
  programs: async () => ({ Component: (await import('../features/portal/pages/programs-page')).ProgramsPage }),
  apply: async () => ({ Component: (await import('../features/portal/pages/apply-page')).ApplyPage }),
  profile: async () => ({ Component: (await import('../features/portal/pages/profile-page')).ProfilePage }),
};

const platformPages = {
  legal: (kind: PlatformPageKind) => async () => {
    const { LegalPage } = await import('../features/platforms/pages/legal-page');
    return { element: <LegalPage kind={kind} /> };
  },
  interfaces: async () => ({
    Component: (await import('../features/platforms/components/interfaces-shell')).InterfacesShell,
  }),
  legalNotice: async () => ({
    Component: (await import('../features/platforms/pages/legal-notice-admin-page')).LegalNoticeAdminPage,
  }),
  accessibility: async () => ({
    Component: (await import('../features/platforms/pages/accessibility-admin-page')).AccessibilityAdminPage,
  }),
};

const forms = {
  list: async () => ({ Component: (await import('../features/forms/pages/forms-page')).FormsPage }),
  builder: async () => ({ Component: (await import('../features/forms/pages/form-builder-page')).FormBuilderPage }),
  trash: async () => ({ Component: (await import('../features/forms/pages/forms-trash-page')).FormsTrashPage }),
};

/** A back-office page that needs one permission; without it, the dashboard. */
function withPermission(permission: string, route: RouteObject): RouteObject {
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
        {
          element: <NotAuthenticatedGuard area="admin" />,
          children: [
            { path: 'login', lazy: auth.adminLogin },
            { path: 'mfa-code', lazy: auth.mfaCode },
          ],
        },
        { path: 'enable-mfa', lazy: auth.enableMfa },
        { path: 'reset-password', lazy: auth.resetPassword('admin') },
        { path: 'finalize-registration', lazy: auth.finalizeRegistration('admin') },
      ],
    },
    {
      element: <BackOfficeAccessGuard />,
      children: [
        {
          element: <ConnectedProgramsGuard />,
          children: [
            {
              lazy: admin.shell,
              children: [
                { path: 'home/dashboard', lazy: admin.dashboard },
                // SPEC §6: everyone in the back office has programs (or is a super admin); the list
                // shows theirs, and a program's pages open by the roles held on it (program shell).
                { path: 'home/programs', lazy: programs.list },
                { path: 'programs', lazy: programs.list },
                withPermission(PERMISSIONS.programsAdministration, {
                  path: 'home/programs/create',
                  lazy: programs.create,
                }),
                withPermission(PERMISSIONS.programsAdministration, { path: 'home/trash/forms', lazy: forms.trash }),
                withPermission(PERMISSIONS.programsAdministration, {
                  path: 'responses/export-view',
                  lazy: responses.exportView,
                }),
                withPermission(PERMISSIONS.programsAdministration, {
                  path: 'home/trash/deposits',
                  lazy: responses.trash,
                }),
                withPermission(PERMISSIONS.programsAdministration, {
                  path: 'home/trash/programs',
                  lazy: programs.trash,
                }),
                {
                  path: 'programs/:programSlug',
                  lazy: programs.shell,
                  children: [
                    { index: true, element: <Navigate replace to="dashboard" /> },
                    { path: 'dashboard', lazy: programs.dashboard },
                    { path: 'configure', lazy: programs.configure },
                    { path: 'params', lazy: programs.params },
                    { path: 'program-features', lazy: programs.features },
                    { path: 'public-interface-config', lazy: programs.publicInterface },
                    { path: 'responses', lazy: responses.list },
                    { path: 'responses/:responseId', lazy: responses.detail },
                    { path: 'import-deposits', lazy: responses.importDeposits },
                    { path: 'requests', lazy: responses.requests },
                    { path: 'export-config', lazy: responses.exportConfig },
                    { path: 'forms', lazy: forms.list },
                    { path: 'forms/:formId', lazy: forms.builder },
                    { path: 'sections', lazy: programs.sections },
                    { path: 'tags', lazy: programs.tags },
                    { path: 'collaborators', lazy: programs.collaborators },
                    { path: 'logs', lazy: programs.logs },
                  ],
                },
                withPermission(PERMISSIONS.usersRead, { path: 'home/users', lazy: admin.members }),
                withPermission(PERMISSIONS.usersRead, { path: 'users_v1', lazy: admin.members }),
                withPermission(PERMISSIONS.adminsManage, { path: 'admins', lazy: admin.admins }),
                withPermission(PERMISSIONS.rolesManage, { path: 'permissions', lazy: admin.permissions }),
                {
                  path: 'home/security',
                  element: <PlatformAdministrationGuard />,
                  children: [
                    { index: true, lazy: admin.security },
                    { path: 'mfa', lazy: admin.security },
                  ],
                },
                withPermission(PERMISSIONS.platformAdministration, {
                  path: 'home/interfaces',
                  lazy: platformPages.interfaces,
                  children: [
                    { index: true, element: <Navigate replace to="legal-notice" /> },
                    { path: 'legal-notice', lazy: platformPages.legalNotice },
                    { path: 'accessibility', lazy: platformPages.accessibility },
                  ],
                }),
                { path: 'home/settings/security', lazy: admin.personalSecurity },
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
            {
              path: 'test',
              lazy: async () => ({ Component: (await import('../features/system/pages/test-page')).TestPage }),
            },
            { path: 'logout', lazy: auth.logout },
            { path: 'auth_social/google/callback', lazy: auth.googleCallback },
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
                        {
                          element: <NotAuthenticatedGuard area="public" />,
                          children: [
                            { path: 'login', element: <LoginPage /> },
                            { path: 'register', lazy: auth.register },
                          ],
                        },
                        { path: 'account-validation', lazy: auth.accountValidation },
                        { path: 'reset-password', lazy: auth.resetPassword('public') },
                        { path: 'finalize-registration', lazy: auth.finalizeRegistration('public') },
                        { path: 'programs', lazy: portal.programs },
                        { path: 'applications/:programSlug', lazy: portal.program },
                        {
                          element: <AuthenticatedGuard />,
                          children: [
                            { path: 'applications/:programSlug/apply', lazy: portal.apply },
                            { path: 'profile', lazy: portal.profile },
                          ],
                        },
                        ...PLATFORM_PAGE_KINDS.map((kind) => ({
                          path: LEGAL_PAGE_PATHS[kind],
                          lazy: platformPages.legal(kind),
                        })),
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
