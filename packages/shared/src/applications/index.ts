export * from './application-status';
export * from './applications.api';
export * from './applications.schemas';
export * from './requests.api';
export * from './responses.api';
export * from './responses.schemas';
