export * from './member-status.rules';
export * from './users.api';
export * from './users.schemas';
