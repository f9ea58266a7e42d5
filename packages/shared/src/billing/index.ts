export * from './billing.api';
export * from './billing.rules';
export * from './billing.schemas';
