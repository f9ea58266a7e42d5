export * from './api-schemas';
export * from './define-endpoint';
export * from './error-body.rules';
export * from './error-body.schemas';
export * from './headers';
export * from './item-guards.rules';
