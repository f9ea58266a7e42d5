// What other features and the app may use of users; everything else stays inside the folder.
export { MemberStatusBadge } from './components/member-status-badge';
export { PersonalMfaCard } from './components/personal-mfa-card';
export { lazyAdminShell, usersRoutes } from './routes';
