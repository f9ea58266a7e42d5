export * from './users.api';
export * from './users.schemas';
