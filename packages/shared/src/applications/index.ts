export * from './application-status';
export * from './applications.api';
export * from './applications.schemas';
