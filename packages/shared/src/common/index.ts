export * from './id.schemas';
export * from './list-envelope.rules';
export * from './locales';
export * from './pagination.schemas';
