export * from './sender-email.api';
export * from './sender-email.rules';
export * from './sender-email.schemas';
