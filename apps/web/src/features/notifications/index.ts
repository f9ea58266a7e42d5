// What other features and the app may use of notifications; everything else stays inside the folder.
export { NotificationBellSlot } from './components/notification-bell-slot';
export { emailingPath } from './notification-paths';
export { notificationsRoutes } from './routes';
