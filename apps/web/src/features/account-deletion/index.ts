export { AccountDeletionPage } from './pages/account-deletion-page';
