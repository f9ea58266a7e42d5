export { AccountSettings } from './components/account-settings';
