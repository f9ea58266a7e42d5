export * from './application-status';
export * from './applications.api';
export * from './applications.schemas';
export * from './responses.api';
export * from './responses.schemas';
