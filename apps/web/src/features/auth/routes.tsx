import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyPage } from '../../lib/lazy-page';
import { LoginPage } from './pages/login-page';

// Pages in the public layout load inside it (lib/lazy-page.ts); the others keep the route's `lazy`.
const RegisterPage = lazyPage(
  () => import('./pages/register-page'),
  (page) => page.RegisterPage,
);
const AccountValidationPage = lazyPage(
  () => import('./pages/account-validation-page'),
  (page) => page.AccountValidationPage,
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page'),
  (page) => page.ResetPasswordPage,
);
const FinalizeRegistrationPage = lazyPage(
  () => import('./pages/finalize-registration-page'),
  (page) => page.FinalizeRegistrationPage,
);
const AdminLoginPage = lazyPage(
  () => import('./pages/admin-login-page'),
  (page) => page.AdminLoginPage,
);
const MfaCodePage = lazyPage(
  () => import('./pages/mfa-code-page'),
  (page) => page.MfaCodePage,
);
const EnableMfaPage = lazyPage(
  () => import('./pages/enable-mfa-page'),
  (page) => page.EnableMfaPage,
);

/** Sign-in, registration and the links of identity e-mails. The public login page loads with the app. */
export const authRoutes: FeatureRoutes = {
  root: [
    { path: 'logout', lazy: async () => ({ Component: (await import('./pages/logout-page')).LogoutPage }) },
    {
      path: 'auth_social/google/callback',
      lazy: async () => ({ Component: (await import('./pages/google-callback-page')).GoogleCallbackPage }),
    },
  ],
  publicSignedOut: [
    { path: 'login', element: <LoginPage /> },
    { path: 'register', Component: RegisterPage },
  ],
  public: [
    { path: 'account-validation', Component: AccountValidationPage },
    { path: 'reset-password', element: <ResetPasswordPage area="public" /> },
    { path: 'finalize-registration', element: <FinalizeRegistrationPage area="public" /> },
  ],
  adminSignedOut: [
    { path: 'login', Component: AdminLoginPage },
    { path: 'mfa-code', Component: MfaCodePage },
  ],
  adminPublic: [
    { path: 'enable-mfa', Component: EnableMfaPage },
    { path: 'reset-password', element: <ResetPasswordPage area="admin" /> },
    { path: 'finalize-registration', element: <FinalizeRegistrationPage area="admin" /> },
  ],
};
