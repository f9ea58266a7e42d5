export * from './account-deletion.api';
export * from './account-deletion.schemas';
export * from './member-status.rules';
export * from './users.api';
export * from './users.schemas';
