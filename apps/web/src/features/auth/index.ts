// What other features and the app may use of auth; everything else stays inside the folder.

export { AuthCard } from './components/auth-card';
export { AuthenticatorCodeField } from './components/authenticator-code-field';
export { PasswordField } from './components/password-field';
export { AccountNotConfirmedDialog } from './components/resend-confirmation';
export { UserMenu } from './components/user-menu';
export { useBannedEmailDomains } from './hooks/use-banned-email-domains';
export { useDisableMfa } from './hooks/use-disable-mfa';
export { authRoutes } from './routes';
