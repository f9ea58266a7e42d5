export { notificationDigestJob } from './notification-digest.job';
export type { NewNotification } from './notifications.repository';
export { registerNotificationRoutes } from './notifications.routes';
export { seedDemoNotifications } from './notifications.seed';
export { type NotifyInput, notify, notifyFromJob } from './notifications.service';
