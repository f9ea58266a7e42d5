// One file per owning module: a repository imports only its own module's file (scripts/check-table-owners.mjs).
export * from './applications';
export * from './auth';
export * from './billing';
export * from './emails';
export * from './evaluations';
export * from './files';
export * from './forms';
export * from './galleries';
export * from './mailer';
export * from './messages';
export * from './notifications';
export * from './platforms';
export * from './programs';
export * from './public-votes';
export * from './sender-email';
export * from './users';
