export * from './messages.api';
export * from './messages.rules';
export * from './messages.schemas';
