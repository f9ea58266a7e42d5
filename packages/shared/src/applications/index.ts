export * from './application-status';
