// What the app may use of subscription-status; everything else stays inside the folder.

export { SubscriptionGuard } from './components/subscription-guard';
export { subscriptionStatusRoutes } from './routes';
