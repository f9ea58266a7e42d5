export * from './email-logs.api';
export * from './email-logs.schemas';
