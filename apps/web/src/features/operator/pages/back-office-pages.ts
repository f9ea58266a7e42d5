// The console's pages, in one chunk with its texts (routes.tsx).
export { OperatorShell } from '../components/operator-shell';
export { OperatorPlansPage } from './operator-plans-page';
export { OperatorPromoCodesPage } from './operator-promo-codes-page';
export { OperatorSubscriptionsPage } from './operator-subscriptions-page';
