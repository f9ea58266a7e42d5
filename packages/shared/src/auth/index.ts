export * from './auth.api';
export * from './auth.schemas';
export * from './back-to.rules';
export * from './email.rules';
export * from './membership.api';
export * from './password.rules';
export * from './permissions';
