import type { FeatureRoutes } from '../../lib/feature-routes';
import { LoginPage } from './pages/login-page';

const resetPassword = (area: 'public' | 'admin') => async () => {
  const { ResetPasswordPage } = await import('./pages/reset-password-page');
  return { element: <ResetPasswordPage area={area} /> };
};

const finalizeRegistration = (area: 'public' | 'admin') => async () => {
  const { FinalizeRegistrationPage } = await import('./pages/finalize-registration-page');
  return { element: <FinalizeRegistrationPage area={area} /> };
};

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
    { path: 'register', lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }) },
  ],
  public: [
    {
      path: 'account-validation',
      lazy: async () => ({ Component: (await import('./pages/account-validation-page')).AccountValidationPage }),
    },
    { path: 'reset-password', lazy: resetPassword('public') },
    { path: 'finalize-registration', lazy: finalizeRegistration('public') },
  ],
  adminSignedOut: [
    { path: 'login', lazy: async () => ({ Component: (await import('./pages/admin-login-page')).AdminLoginPage }) },
    { path: 'mfa-code', lazy: async () => ({ Component: (await import('./pages/mfa-code-page')).MfaCodePage }) },
  ],
  adminPublic: [
    { path: 'enable-mfa', lazy: async () => ({ Component: (await import('./pages/enable-mfa-page')).EnableMfaPage }) },
    { path: 'reset-password', lazy: resetPassword('admin') },
    { path: 'finalize-registration', lazy: finalizeRegistration('admin') },
  ],
};
